// why: threads past n `return` at the start; in the last block the shuffles then read exited lanes, and warps with no element never write their warp sum
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

export function kernel(values: int[], n: int, total: int[]) {
  const warp_sums = __shared__<int>(32);
  const i = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) {
    return;
  }
  const lane = threadIdx.x % 32;
  const wid = threadIdx.x / 32;
  let val = warpReduceSum(values[i]);
  if (lane == 0) {
    warp_sums[wid] = val;
  }
  __syncthreads();
  if (wid == 0) {
    val = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
    val = warpReduceSum(val);
    if (lane == 0) {
      atomicAdd(total, 0, val);
    }
  }
}
