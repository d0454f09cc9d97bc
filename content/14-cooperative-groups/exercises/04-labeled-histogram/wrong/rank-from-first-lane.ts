// why: rankInKey as lane - (the group's first lane), as if the threads of a key were contiguous lanes
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const g = cg.labeled_partition(tile, key);
  const lane = int(tile.thread_rank());
  rankInKey[gid] = lane - g.shfl(lane, 0);
  if (g.thread_rank() == 0) { atomicAdd(hist, key, int(g.size())); }
}
