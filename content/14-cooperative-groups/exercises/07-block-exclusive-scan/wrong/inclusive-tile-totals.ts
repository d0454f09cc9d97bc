// why: scans the tile totals inclusively, so each tile adds its own total as well as those before it
export function kernel(values: int[], out: int[]) {
  const block = cg.this_thread_block();
  const tile = cg.tiled_partition<32>(block);
  const sums = __shared__<int>(32);
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const incl = cg.inclusive_scan(tile, v);
  if (tile.thread_rank() == 31) { sums[tile.meta_group_rank()] = incl; }
  block.sync();
  if (tile.meta_group_rank() == 0) {
    const r = tile.thread_rank();
    const t = r < tile.meta_group_size() ? sums[r] : 0;
    const s = cg.inclusive_scan(tile, t);
    if (r < tile.meta_group_size()) { sums[r] = s; }
  }
  block.sync();
  out[gid] = incl - v + sums[tile.meta_group_rank()];
}
