// why: every thread of the group adds the group's size and sum, not only one
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const s = cg.reduce(g, v, cg.plus<int>());
    atomicAdd(perWarp, w, int(g.size()));
    atomicAdd(total, 0, s);
  }
}
