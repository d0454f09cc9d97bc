// Tile votes and matches, tiles of 4, 8, 16 and 32: ballot (bit r = tile rank r), any, all,
// match_any (tile-relative bits), match_all with its predicate. 8 words per tile.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 32;
  const block = cg.this_thread_block();
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const p: int[] = [0];
  out[o + 0] = t4.ballot(lane % 3 == 0);
  out[o + 1] = t4.any(lane == 13);
  out[o + 2] = t4.all(lane < 20);
  out[o + 3] = t4.match_any(lane % 3);
  out[o + 4] = t4.match_all(lane / 8, p);
  out[o + 5] = p[0];
  out[o + 6] = t4.match_all(lane, p);
  out[o + 7] = p[0];
  out[o + 8] = t8.ballot(lane % 3 == 0);
  out[o + 9] = t8.any(lane == 13);
  out[o + 10] = t8.all(lane < 20);
  out[o + 11] = t8.match_any(lane % 3);
  out[o + 12] = t8.match_all(lane / 8, p);
  out[o + 13] = p[0];
  out[o + 14] = t8.match_all(lane / 4, p);
  out[o + 15] = p[0];
  out[o + 16] = t16.ballot(lane % 3 == 0);
  out[o + 17] = t16.any(lane == 13);
  out[o + 18] = t16.all(lane < 20);
  out[o + 19] = t16.match_any(lane % 3);
  out[o + 20] = t16.match_all(lane / 16, p);
  out[o + 21] = p[0];
  out[o + 22] = t16.match_all(lane / 8, p);
  out[o + 23] = p[0];
  out[o + 24] = t32.ballot(lane % 3 == 0);
  out[o + 25] = t32.any(lane == 13);
  out[o + 26] = t32.all(lane < 20);
  out[o + 27] = t32.match_any(lane % 3);
  out[o + 28] = t32.match_all(7, p);
  out[o + 29] = p[0];
  out[o + 30] = t32.match_all(lane / 16, p);
  out[o + 31] = p[0];
}
