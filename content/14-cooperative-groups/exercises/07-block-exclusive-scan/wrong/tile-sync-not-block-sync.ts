// why: tile.sync() between the phases only synchronises one warp; the block's other tiles are not waited for
export function kernel(values: int[], out: int[]) {
  const block = cg.this_thread_block();
  const tile = cg.tiled_partition<32>(block);
  const sums = __shared__<int>(32);
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const incl = cg.inclusive_scan(tile, v);
  if (tile.thread_rank() == 31) { sums[tile.meta_group_rank()] = incl; }
  tile.sync();
  if (tile.meta_group_rank() == 0) {
    const r = tile.thread_rank();
    const t = r < tile.meta_group_size() ? sums[r] : 0;
    const e = cg.exclusive_scan(tile, t);
    if (r < tile.meta_group_size()) { sums[r] = r == 0 ? 0 : e; }
  }
  tile.sync();
  out[gid] = incl - v + sums[tile.meta_group_rank()];
}
