// why: writes the thread's rank in the warp tile, not in its key's group
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const g = cg.labeled_partition(tile, key);
  rankInKey[gid] = int(tile.thread_rank());
  if (g.thread_rank() == 0) { atomicAdd(hist, key, int(g.size())); }
}
