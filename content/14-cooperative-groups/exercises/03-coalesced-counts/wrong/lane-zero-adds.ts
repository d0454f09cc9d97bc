// why: lets lane 0 of the warp add, as if it were the group's first thread: when lane 0's value is not positive it is not in the branch, and nobody adds the group's count and sum
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const sum = cg.reduce(g, v, cg.plus<int>());
    if (threadIdx.x % 32 == 0) {
      atomicAdd(perWarp, w, int(g.size()));
      atomicAdd(total, 0, sum);
    }
  }
}
