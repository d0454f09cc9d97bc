// why: every positive thread counts itself with its own atomicAdd instead of one add of the group's size
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const s = cg.reduce(g, v, cg.plus<int>());
    atomicAdd(perWarp, w, 1);
    if (g.thread_rank() == 0) { atomicAdd(total, 0, s); }
  }
}
