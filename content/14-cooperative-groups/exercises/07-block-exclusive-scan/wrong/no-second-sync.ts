// why: no block.sync() after tile 0 scans the totals: a tile can read its slot before tile 0 has replaced the total by the scanned value, a race on the shared array
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
    sums[tile.meta_group_rank()] = incl;       // this tile's total
  }
  block.sync();                                // every total is written
  if (tile.meta_group_rank() == 0) {
    let s = 0;
    if (r < tiles) {
      s = sums[r];                             // slots past `tiles` were never written
    }
    s = cg.exclusive_scan(tile, s);            // all 32 ranks of tile 0 take part
    if (r == 0) {
      s = 0;                                   // rank 0's result is not documented
    }
    if (r < tiles) {
      sums[r] = s;                             // sums[w] = total of tiles 0 .. w - 1
    }
  }
  out[gid] = incl - v + sums[tile.meta_group_rank()];
}
