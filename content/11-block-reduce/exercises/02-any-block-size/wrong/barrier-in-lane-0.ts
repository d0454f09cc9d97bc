// why: the __syncthreads() sits inside `if (lane == 0)`, so the lanes of warp 0 that read the warp sums never wait for the other warps' stores
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
  const nWarps = blockDim.x / 32;
  val = warpReduceSum(val);
  if (lane == 0) {
    warp_sums[wid] = val;
    __syncthreads();
  }
  if (wid == 0) {
    val = lane < nWarps ? warp_sums[lane] : 0.0;
    val = warpReduceSum(val);
  }
  return val;
}
