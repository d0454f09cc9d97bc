// Group each warp's threads by key: one atomic per group, and each thread's rank in its group.
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  // TODO: the group of the tile's threads with this key
  // TODO: rankInKey[gid], and one thread of the group adding its size to hist[key]
}
