// why: takes gid / 32 as the warp: with blocks of 80 threads a warp of the grid does not start at a multiple of 32, so a group can hold threads of two of those numbers and adds its whole size to one of them
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = gid / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const sum = cg.reduce(g, v, cg.plus<int>());
    if (g.thread_rank() == 0) {
      atomicAdd(perWarp, w, int(g.size()));
      atomicAdd(total, 0, sum);
    }
  }
}
