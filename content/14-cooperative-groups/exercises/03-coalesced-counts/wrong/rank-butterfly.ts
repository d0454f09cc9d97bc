// why: a butterfly over ranks, g.shfl(s, rank ^ m), as over a tile of 32: a group of fewer than 32 threads has no rank rank ^ m for some m, and a shuffle from a rank at or past size() reads lane 31, which need not be in the group
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    const g = cg.coalesced_threads();
    let sum = v;
    for (let m: uint = 16; m > 0; m >>= 1) {
      sum += g.shfl(sum, int(g.thread_rank() ^ m));
    }
    if (g.thread_rank() == 0) {
      atomicAdd(perWarp, w, int(g.size()));
      atomicAdd(total, 0, sum);
    }
  }
}
