// why: every element sends its own atomicAdd: the histogram is right, but that is 32 atomics per warp per step, where one per distinct bin will do
export function kernel(values: int[], n: int, hist: int[]) {
  const stride = int(gridDim.x * blockDim.x);
  for (let i = int(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += stride) {
    atomicAdd(hist, values[i], 1);
  }
}
