// why: every thread adds its own value with atomicAdd: the total is right, but that is 32 atomics per warp on one address instead of one per block
export function kernel(values: int[], n: int, total: int[]) {
  const i = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    atomicAdd(total, 0, values[i]);
  }
}
