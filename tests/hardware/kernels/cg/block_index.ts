// thread_block members in a 2x3 grid of 4x2x2 blocks: group_index(), thread_index() and
// dim_threads() (dim3), thread_rank(), size(); block.sync() orders a shared-memory exchange
// across the block, and a tile of 4's sync() one inside the tile. 14 words.
export function kernel(out: uint[]): void {
  const s = __shared__<uint>(16);
  const block = cg.this_thread_block();
  const gi: dim3 = block.group_index();
  const ti = block.thread_index();
  const dt = block.dim_threads();
  const r: uint = block.thread_rank();
  const n: uint = block.size();
  const bl: uint = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const o: uint = (bl * n + r) * 14;
  out[o + 0] = gi.x;
  out[o + 1] = gi.y;
  out[o + 2] = gi.z;
  out[o + 3] = ti.x;
  out[o + 4] = ti.y;
  out[o + 5] = ti.z;
  out[o + 6] = dt.x;
  out[o + 7] = dt.y;
  out[o + 8] = dt.z;
  out[o + 9] = r;
  out[o + 10] = n;
  s[r] = r * 3 + bl;
  block.sync();
  out[o + 11] = s[(r + 5) % n];
  block.sync();
  const t4 = cg.tiled_partition<4>(block);
  s[r] = r * 7 + 1;
  t4.sync();
  out[o + 12] = s[r ^ 1];
  out[o + 13] = t4.meta_group_rank();
}
