// why: skips the threads with key 0 before partitioning, so the partition is called by only part of the tile: every thread of the parent must call labeled_partition (it runs __match_any_sync on the whole tile's mask)
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  if (key != 0) {
    const g = cg.labeled_partition(tile, key);
    rankInKey[gid] = int(g.thread_rank());
    if (g.thread_rank() == 0) {
      atomicAdd(hist, key, int(g.size()));
    }
  } else {
    rankInKey[gid] = 0;
    atomicAdd(hist, 0, 1);
  }
}
