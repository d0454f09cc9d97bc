// why: one atomicAdd per lane: the histogram is right, but a warp makes 32 atomics where one per distinct key would do
export function kernel(keys: int[], bins: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(bins, keys[gid], 1);
}
