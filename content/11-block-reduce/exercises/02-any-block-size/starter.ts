// Return the sum of `val` over every thread of the block, in thread 0.
// The block holds blockDim.x / 32 warps (1 to 32).
const FULL: uint = 0xffffffff;

function warpReduceSum(val: float): float {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

function blockReduceSum(val: float): float {
  // TODO: each warp reduces; lane 0 of each warp stores its sum in shared memory;
  // after a barrier, warp 0 reduces the warp sums.
  return warpReduceSum(val);
}
