// why: partitions only the threads with a nonzero key (inside a branch) and lets key-0 threads add 1 each
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  if (key != 0) {
    const g = cg.labeled_partition(tile, key);
    rankInKey[gid] = int(g.thread_rank());
    if (g.thread_rank() == 0) { atomicAdd(hist, key, int(g.size())); }
  } else {
    const z = cg.coalesced_threads();
    rankInKey[gid] = int(z.thread_rank());
    if (z.thread_rank() == 0) { atomicAdd(hist, 0, int(z.size())); }
  }
}
