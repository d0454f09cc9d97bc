// Reference: the warp's threads grouped by key; each group's rank 0 adds its size, and a
// thread's rank in its group is the number of same-key threads in lower lanes.
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const g = cg.labeled_partition(tile, key);
  rankInKey[gid] = int(g.thread_rank());
  if (g.thread_rank() == 0) {
    atomicAdd(hist, key, int(g.size()));
  }
}
