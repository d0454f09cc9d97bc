// A 2x3x2 grid of 4x3x2 blocks (24 threads: one partial warp per block): group_index() and
// thread_index(), rank and size, tiles of 8, 4 and 2 (size + 64*rank + 4096*meta rank +
// 2^18*meta size), a tile ballot, shuffle and reduction keyed by the block's index, and a
// shared-memory exchange across block.sync(). 11 words.
function pack(size: uint, rank: uint, meta: uint, metas: uint): uint {
  return size + 64 * rank + 4096 * meta + 262144 * metas;
}

export function kernel(out: uint[]): void {
  const s = __shared__<uint>(24);
  const block = cg.this_thread_block();
  const gi = block.group_index();
  const ti = block.thread_index();
  const r: uint = block.thread_rank();
  const n: uint = block.size();
  const bl: uint = gi.x + gi.y * gridDim.x + gi.z * gridDim.x * gridDim.y;
  const o: uint = (bl * n + r) * 11;
  const t8 = cg.tiled_partition<8>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t2 = cg.tiled_partition<2>(t4);
  out[o + 0] = gi.x + 10 * gi.y + 100 * gi.z;
  out[o + 1] = ti.x + 10 * ti.y + 100 * ti.z;
  out[o + 2] = r + 1000 * n;
  out[o + 3] = pack(t8.size(), t8.thread_rank(), t8.meta_group_rank(), t8.meta_group_size());
  out[o + 4] = pack(t4.size(), t4.thread_rank(), t4.meta_group_rank(), t4.meta_group_size());
  out[o + 5] = pack(t2.size(), t2.thread_rank(), t2.meta_group_rank(), t2.meta_group_size());
  out[o + 6] = t8.ballot(ti.y == 1);
  out[o + 7] = t8.shfl(gi.y * 1000 + r, 7);
  out[o + 8] = cg.reduce(t8, r * gi.x + gi.z, cg.plus<uint>());
  s[r] = r * 3 + bl;
  block.sync();
  out[o + 9] = s[(r + 7) % n];
  out[o + 10] = t4.shfl_xor(ti.x * 100 + ti.z, 3);
}
