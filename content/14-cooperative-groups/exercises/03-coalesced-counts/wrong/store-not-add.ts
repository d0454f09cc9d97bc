// why: stores the group's count instead of adding it, so when a warp's lanes form two groups one count is lost
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const s = cg.reduce(g, v, cg.plus<int>());
    if (g.thread_rank() == 0) { perWarp[w] = int(g.size()); atomicAdd(total, 0, s); }
  }
}
