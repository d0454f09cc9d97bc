// why: only the ranks of tile 0 that have a total scan them, `if (r < tiles)` around the scan: the tile's scan names all 32 ranks, and the others pass it by on their way to block.sync()
export function kernel(values: int[], out: int[]) {
  const block = cg.this_thread_block();
  const tile = cg.tiled_partition<32>(block);
  const sums = __shared__<int>(32);
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const r = tile.thread_rank();
  const tiles = tile.meta_group_size();

  const incl = cg.inclusive_scan(tile, v);
  if (r == 31) {
    sums[tile.meta_group_rank()] = incl;
  }
  block.sync();
  if (tile.meta_group_rank() == 0 && r < tiles) {
    let s = cg.exclusive_scan(tile, sums[r]);
    if (r == 0) {
      s = 0;
    }
    sums[r] = s;
  }
  block.sync();
  out[gid] = incl - v + sums[tile.meta_group_rank()];
}
