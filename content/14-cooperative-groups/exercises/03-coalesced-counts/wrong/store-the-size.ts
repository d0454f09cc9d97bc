// why: stores the group's size in perWarp[w] instead of adding it: that is right only when all the warp's positive lanes arrive in one group, which coalesced_threads() does not promise; when they come in several, the groups' stores race and one count is lost
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const sum = cg.reduce(g, v, cg.plus<int>());
    if (g.thread_rank() == 0) {
      perWarp[w] = int(g.size());
      atomicAdd(total, 0, sum);
    }
  }
}
