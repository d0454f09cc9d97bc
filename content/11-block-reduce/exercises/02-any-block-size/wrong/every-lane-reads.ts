// why: warp 0 reads warp_sums[lane] in all 32 lanes, but only the first blockDim.x / 32 elements were written
const FULL: uint = 0xffffffff;

function warpReduceSum(val: float): float {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

function blockReduceSum(val: float): float {
  const warp_sums = __shared__<float>(32);
  const lane = threadIdx.x % 32;
  const wid = threadIdx.x / 32;
  val = warpReduceSum(val);
  if (lane == 0) {
    warp_sums[wid] = val;
  }
  __syncthreads();
  if (wid == 0) {
    val = warp_sums[lane];
    val = warpReduceSum(val);
  }
  return val;
}
