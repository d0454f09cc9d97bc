// why: tile 0 reads all 32 slots of sums, also those of tiles the block does not have (never written)
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
    const e = cg.exclusive_scan(tile, sums[r]);
    sums[r] = r == 0 ? 0 : e;
  }
  block.sync();
  out[gid] = incl - v + sums[tile.meta_group_rank()];
}
