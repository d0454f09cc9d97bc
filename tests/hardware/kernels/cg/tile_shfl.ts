// Tile shuffles (v = lane*3 + 1): a source rank at or past the tile size wraps, -1 is the
// last rank, up/down keep the caller's value past the tile's edge, xor stays in the tile;
// tiles of 1, 2, 4, 8, 16 and 32 threads and a tile of 4 of a tile of 16. 26 words.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 26;
  const v: uint = lane * 3 + 1;
  const f: float = float(lane) * 0.5 + 0.25;
  const block = cg.this_thread_block();
  const t1 = cg.tiled_partition<1>(block);
  const t2 = cg.tiled_partition<2>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const t16x4 = cg.tiled_partition<4>(t16);
  out[o + 0] = t8.shfl(v, 9);
  out[o + 1] = t8.shfl(v, int(t8.thread_rank()) + 3);
  out[o + 2] = t8.shfl(v, -1);
  out[o + 3] = t8.shfl_up(v, 3);
  out[o + 4] = t8.shfl_down(v, 3);
  out[o + 5] = t8.shfl_xor(v, 5);
  out[o + 6] = t16.shfl(v, 21);
  out[o + 7] = t16.shfl_up(v, 5);
  out[o + 8] = t16.shfl_down(v, 7);
  out[o + 9] = t16.shfl_xor(v, 9);
  out[o + 10] = t4.shfl(v, 6);
  out[o + 11] = t4.shfl_up(v, 1);
  out[o + 12] = t4.shfl_down(v, 2);
  out[o + 13] = t4.shfl_xor(v, 3);
  out[o + 14] = t32.shfl(v, 37);
  out[o + 15] = t32.shfl_up(v, 17);
  out[o + 16] = t32.shfl_down(v, 31);
  out[o + 17] = t32.shfl_xor(v, 31);
  out[o + 18] = t2.shfl_xor(v, 1);
  out[o + 19] = t2.shfl(v, 3);
  out[o + 20] = t1.shfl(v, 0);
  out[o + 21] = t1.shfl_down(v, 1);
  out[o + 22] = __float_as_uint(t16.shfl_down(f, 1));
  out[o + 23] = t16x4.shfl(v, 5);
  out[o + 24] = t16x4.shfl_xor(v, 2);
  out[o + 25] = t16x4.ballot(lane % 3 == 0);
}
