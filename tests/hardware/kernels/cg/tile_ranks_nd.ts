// Tiles of a 96-thread block (three warps), laid out in 1-D (cg2_ranks_96: 96x1x1) or in
// 3-D (cg2_ranks_3d: 3x4x8, so warps cut across rows): tiles of 32, 16, 4 and 1 of the
// block, and tiles of tiles (8 of 32, 16 of 32, 4 of 16, 2 of 4 of 16), each as
// size + 64*thread_rank + 4096*meta_group_rank + 2^18*meta_group_size; a ballot, shuffles,
// a reduction and a scan keyed by threadIdx; thread_index() and dim_threads(). 17 words.
function pack(size: uint, rank: uint, meta: uint, metas: uint): uint {
  return size + 64 * rank + 4096 * meta + 262144 * metas;
}

export function kernel(out: uint[]): void {
  const block = cg.this_thread_block();
  const r: uint = block.thread_rank();
  const o: uint = (blockIdx.x * block.size() + r) * 17;
  const t32 = cg.tiled_partition<32>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t1 = cg.tiled_partition<1>(block);
  const t8of32 = cg.tiled_partition<8>(t32);
  const t16of32 = cg.tiled_partition<16>(t32);
  const q4 = cg.tiled_partition<4>(t16);
  const t2of4 = cg.tiled_partition<2>(q4);
  const ti = block.thread_index();
  const dt = block.dim_threads();
  out[o + 0] = r;
  out[o + 1] = pack(t32.size(), t32.thread_rank(), t32.meta_group_rank(), t32.meta_group_size());
  out[o + 2] = pack(t16.size(), t16.thread_rank(), t16.meta_group_rank(), t16.meta_group_size());
  out[o + 3] = pack(t4.size(), t4.thread_rank(), t4.meta_group_rank(), t4.meta_group_size());
  out[o + 4] = pack(t1.size(), t1.thread_rank(), t1.meta_group_rank(), t1.meta_group_size());
  out[o + 5] = pack(t8of32.size(), t8of32.thread_rank(), t8of32.meta_group_rank(), t8of32.meta_group_size());
  out[o + 6] = pack(t16of32.size(), t16of32.thread_rank(), t16of32.meta_group_rank(), t16of32.meta_group_size());
  out[o + 7] = pack(q4.size(), q4.thread_rank(), q4.meta_group_rank(), q4.meta_group_size());
  out[o + 8] = pack(t2of4.size(), t2of4.thread_rank(), t2of4.meta_group_rank(), t2of4.meta_group_size());
  out[o + 9] = t32.ballot(threadIdx.x == 0);
  out[o + 10] = t16.shfl(threadIdx.x + 10 * threadIdx.y + 100 * threadIdx.z, 5);
  out[o + 11] = t8of32.shfl_down(r, 3);
  out[o + 12] = cg.reduce(t16, threadIdx.z * 7 + threadIdx.x, cg.plus<uint>());
  out[o + 13] = cg.reduce(t4, threadIdx.y * 3 + threadIdx.x, cg.greater<uint>());
  out[o + 14] = ti.x + 100 * ti.y + 10000 * ti.z;
  out[o + 15] = dt.x + 100 * dt.y + 10000 * dt.z;
  out[o + 16] = cg.inclusive_scan(t8of32, threadIdx.x + threadIdx.y);
}
