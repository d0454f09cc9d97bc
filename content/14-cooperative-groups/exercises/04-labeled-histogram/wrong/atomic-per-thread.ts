// why: every thread adds 1 to its key's bin (32 atomics per warp), ignoring the group's size
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const g = cg.labeled_partition(tile, key);
  rankInKey[gid] = int(g.thread_rank());
  atomicAdd(hist, key, 1);
}
