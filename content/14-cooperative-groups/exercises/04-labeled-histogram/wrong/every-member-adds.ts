// why: every thread of a group adds the group's size, not only its rank 0: a key held by n threads of a warp is counted n * n times
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const g = cg.labeled_partition(tile, key);
  rankInKey[gid] = int(g.thread_rank());
  atomicAdd(hist, key, int(g.size()));
}
