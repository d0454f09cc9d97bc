// Tile shuffles at and past their edges (v = lane*3 + 1): a laneMask of N or more (xor 8 in
// a tile of 8 reads the tile below, outside the tile's mask: undefined; xor 33 acts as 1),
// deltas of N, 32 and 33 and more (only the low five bits count), negative and large source
// ranks (they wrap mod N), tiles of 1 and 2 (shuffles, ballot, any, all, match_any,
// match_all), and integer predicates other than 0 and 1. 38 words.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 38;
  const v: uint = lane * 3 + 1;
  const block = cg.this_thread_block();
  const t1 = cg.tiled_partition<1>(block);
  const t2 = cg.tiled_partition<2>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const p: int[] = [0];
  out[o + 0] = t8.shfl_xor(v, 8); // @ub-t8-xor8
  out[o + 1] = t8.shfl_xor(v, 33);
  out[o + 2] = t8.shfl_xor(v, 0);
  out[o + 3] = t8.shfl_up(v, 33);
  out[o + 4] = t8.shfl_up(v, 8);
  out[o + 5] = t8.shfl_down(v, 32);
  out[o + 6] = t8.shfl_down(v, 35);
  out[o + 7] = t8.shfl(v, -9);
  out[o + 8] = t16.shfl(v, 0x7fffffff);
  out[o + 9] = t16.shfl_up(v, 16);
  out[o + 10] = t16.shfl_xor(v, 16); // @ub-t16-xor16
  out[o + 11] = t32.shfl_up(v, 0xffffffff);
  out[o + 12] = t32.shfl_down(v, 32);
  out[o + 13] = t32.shfl_xor(v, 32);
  out[o + 14] = t32.shfl(v, -33);
  out[o + 15] = t1.shfl_xor(v, 1); // @ub-t1-xor1
  out[o + 16] = t1.shfl_up(v, 1);
  out[o + 17] = t1.shfl(v, 5);
  out[o + 18] = t2.shfl_up(v, 1);
  out[o + 19] = t2.shfl_down(v, 1);
  out[o + 20] = t2.shfl(v, -1);
  out[o + 21] = t2.shfl_xor(v, 2); // @ub-t2-xor2
  out[o + 22] = t4.shfl_down(v, 4);
  out[o + 23] = t4.shfl_xor(v, 7); // @ub-t4-xor7
  out[o + 24] = t16.shfl_down(v, 15);
  out[o + 25] = t4.shfl_up(v, 3);
  out[o + 26] = t1.ballot(int(lane & 1));
  out[o + 27] = uint(t1.any(int(lane & 2))) + 2 * uint(t1.all(int(lane & 4)));
  out[o + 28] = t1.match_any(lane);
  out[o + 29] = t1.match_all(lane, p);
  out[o + 30] = p[0];
  out[o + 31] = t2.ballot(lane % 3 == 0);
  out[o + 32] = t2.match_any(lane / 2);
  out[o + 33] = t2.match_all(lane, p);
  out[o + 34] = p[0];
  out[o + 35] = uint(t2.any(lane == 5)) + 2 * uint(t2.all(lane != 6));
  out[o + 36] = t32.ballot(int(lane) - 16);
  out[o + 37] = uint(t16.all(int(lane & 3) * 7)) + 2 * uint(t8.any(int(lane & 8) * 3));
}
