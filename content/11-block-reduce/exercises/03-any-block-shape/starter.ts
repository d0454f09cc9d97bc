// Return the sum of `val` over every thread of the block (1 to 1024 threads), in thread 0.
const FULL: uint = 0xffffffff;

// TODO: make this correct for a warp with fewer than 32 lanes.
function warpReduceSum(val: int): int {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

function blockReduceSum(val: int): int {
  const warp_sums = __shared__<int>(32);
  const lane = threadIdx.x % 32;
  const wid = threadIdx.x / 32;
  const nWarps = blockDim.x / 32;
  val = warpReduceSum(val);
  if (lane == 0) {
    warp_sums[wid] = val;
  }
  __syncthreads();
  if (wid == 0) {
    val = lane < nWarps ? warp_sums[lane] : 0;
    val = warpReduceSum(val);
  }
  return val;
}
