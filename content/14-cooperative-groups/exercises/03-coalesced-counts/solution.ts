// Reference: the group of the threads in the branch; its rank 0 adds the group's size and
// its sum (cg.reduce), with one atomicAdd each, so a warp split into several groups still
// adds up.
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const sum = cg.reduce(g, v, cg.plus<int>());
    if (g.thread_rank() == 0) {
      atomicAdd(perWarp, w, int(g.size()));
      atomicAdd(total, 0, sum);
    }
  }
}
