// why: one atomicAdd per positive lane: the total is right, but a warp makes up to 32 atomics on one address instead of one
export function kernel(values: int[], count: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (values[gid] > 0) {
    atomicAdd(count, 0, 1);
  }
}
