// why: lets warp lane 0 add, assuming the group's rank 0 is lane 0 (it is the group's lowest lane)
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    const s = cg.reduce(g, v, cg.plus<int>());
    if (threadIdx.x % 32 == 0) { atomicAdd(perWarp, w, int(g.size())); atomicAdd(total, 0, s); }
  }
}
