// Every thread writes the sum of the values of the threads before it in its block.
export function kernel(values: int[], out: int[]) {
  const block = cg.this_thread_block();
  const tile = cg.tiled_partition<32>(block);
  const sums = __shared__<int>(32);
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  // TODO: scan the tile; rank 31 writes the tile's total to sums[tile.meta_group_rank()]
  // TODO: block.sync(); tile 0 scans sums[0 .. tile.meta_group_size() - 1]; block.sync()
  // TODO: out[gid] = this thread's exclusive value in its tile + the total of the tiles before
  out[gid] = 0;
}
