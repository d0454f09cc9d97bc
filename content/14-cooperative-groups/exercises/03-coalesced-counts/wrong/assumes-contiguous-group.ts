// why: takes the group's size as last lane - first lane + 1, as if the coalesced group were contiguous lanes
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const lane = int(threadIdx.x % 32);
    const first = g.shfl(lane, 0);
    const last = g.shfl(lane, g.size() - 1);
    const s = cg.reduce(g, v, cg.plus<int>());
    if (g.thread_rank() == 0) { atomicAdd(perWarp, w, last - first + 1); atomicAdd(total, 0, s); }
  }
}
