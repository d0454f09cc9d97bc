// why: writes meta_group_rank(), the group's number among the warp's groups, where the thread's rank within its group is asked
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const g = cg.labeled_partition(tile, key);
  rankInKey[gid] = int(g.meta_group_rank());
  if (g.thread_rank() == 0) {
    atomicAdd(hist, key, int(g.size()));
  }
}
