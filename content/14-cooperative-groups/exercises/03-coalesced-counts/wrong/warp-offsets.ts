// why: sums with shfl_down by 16, 8, 4, 2, 1 as in a full warp: a member with no member that many ranks above gets its own value back and adds it again, so the group's rank 0 ends with more than the sum
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    let sum = v;
    for (let d: uint = 16; d > 0; d >>= 1) {
      sum += g.shfl_down(sum, d);
    }
    if (g.thread_rank() == 0) {
      atomicAdd(perWarp, w, int(g.size()));
      atomicAdd(total, 0, sum);
    }
  }
}
