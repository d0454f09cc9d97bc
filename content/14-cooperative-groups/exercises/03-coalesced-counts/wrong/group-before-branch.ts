// why: makes the group before the branch, so it holds the whole warp, and reduces over it inside the branch: the non-positive threads are members that never make the call, and the group's size counts them too
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  const g = cg.coalesced_threads();
  if (v > 0) {
    const sum = cg.reduce(g, v, cg.plus<int>());
    if (g.thread_rank() == 0) {
      atomicAdd(perWarp, w, int(g.size()));
      atomicAdd(total, 0, sum);
    }
  }
}
