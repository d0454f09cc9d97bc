// why: the warps' sums go through shared memory, but then lane 0 of every warp adds its own warp's sum: one atomicAdd per warp, where one per block will do
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
  const lane = threadIdx.x % 32;
  const wid = threadIdx.x / 32;
  const sum = warpReduceSum(i < n ? values[i] : 0);
  if (lane == 0) {
    warp_sums[wid] = sum;
  }
  __syncthreads();
  if (lane == 0) {
    atomicAdd(total, 0, warp_sums[wid]);
  }
}
