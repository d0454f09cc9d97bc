// Ranks and sizes of the tiles of 1, 2, 4, 8, 16 and 32 threads of the block (cg_tile_ranks:
// 64 threads; cg_tile_ranks_48: 48, the last tile of 32 half full, which the Programming
// Guide does not allow: G §11.5.1 wants the parent's size a multiple of N), a tile of 4 of
// a tile of 16, and the block itself. 27 words per thread.
export function kernel(out: uint[]): void {
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 27;
  const block = cg.this_thread_block();
  const t1 = cg.tiled_partition<1>(block);
  const t2 = cg.tiled_partition<2>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block); // @partition
  const t16x4: cg.thread_block_tile<4> = cg.tiled_partition<4>(t16);
  out[o + 0] = t1.thread_rank();
  out[o + 1] = t1.meta_group_rank();
  out[o + 2] = t1.meta_group_size();
  out[o + 3] = t2.thread_rank();
  out[o + 4] = t2.meta_group_rank();
  out[o + 5] = t2.num_threads();
  out[o + 6] = t4.thread_rank();
  out[o + 7] = t4.meta_group_rank();
  out[o + 8] = t4.meta_group_size();
  out[o + 9] = t4.size();
  out[o + 10] = t8.thread_rank();
  out[o + 11] = t8.meta_group_rank();
  out[o + 12] = t8.meta_group_size();
  out[o + 13] = t8.size();
  out[o + 14] = t16.thread_rank();
  out[o + 15] = t16.meta_group_rank();
  out[o + 16] = t16.meta_group_size();
  out[o + 17] = t16.num_threads();
  out[o + 18] = t32.thread_rank();
  out[o + 19] = t32.meta_group_rank();
  out[o + 20] = t32.meta_group_size();
  out[o + 21] = t32.size();
  out[o + 22] = t16x4.thread_rank();
  out[o + 23] = t16x4.meta_group_rank();
  out[o + 24] = t16x4.meta_group_size();
  out[o + 25] = block.thread_rank();
  out[o + 26] = block.size() * 1000 + block.num_threads();
}
