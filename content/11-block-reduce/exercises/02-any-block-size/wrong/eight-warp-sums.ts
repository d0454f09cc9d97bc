// why: the seed code's hard-coded warp_sums[8] and `lane < 8`: with 3 warps it reads warp_sums[3..7], which no warp wrote; with 32 warps it writes past the end
const FULL: uint = 0xffffffff;

function warpReduceSum(val: float): float {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

function blockReduceSum(val: float): float {
  const warp_sums = __shared__<float>(8);
  const lane = threadIdx.x % 32;
  const wid = threadIdx.x / 32;
  val = warpReduceSum(val);
  if (lane == 0) {
    warp_sums[wid] = val;
  }
  __syncthreads();
  if (wid == 0) {
    val = lane < 8 ? warp_sums[lane] : 0.0;
    val = warpReduceSum(val);
  }
  return val;
}
