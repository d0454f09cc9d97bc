// why: numbers warps as gid / 32, which is wrong when a block's size is not a multiple of 32 (blocks of 80)
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = gid / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const s = cg.reduce(g, v, cg.plus<int>());
    if (g.thread_rank() == 0) { atomicAdd(perWarp, w, int(g.size())); atomicAdd(total, 0, s); }
  }
}
