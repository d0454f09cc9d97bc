// why: every rank of tile 0 reads its slot and the ranks past the last tile zero theirs afterwards: slots no thread wrote hold indeterminate values, and reading one is undefined even when the value is then replaced
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
  if (tile.meta_group_rank() == 0) {
    let s = sums[r];
    if (r >= tiles) {
      s = 0;
    }
    s = cg.exclusive_scan(tile, s);
    if (r == 0) {
      s = 0;
    }
    if (r < tiles) {
      sums[r] = s;
    }
  }
  block.sync();
  out[gid] = incl - v + sums[tile.meta_group_rank()];
}
