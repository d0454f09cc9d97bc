// match_all with its predicate and match_any on tiles of 1 to 32: floats compared as bits
// (y holds -0 and +0 in lanes 8-15, NaNs in lanes 5 and 22), 64-bit values that differ only
// in their high word (long, double), values equal in some tiles and not in others; ballots,
// any and all of integer predicates other than 0 and 1. yb: float bits. 22 words.
export function kernel(out: uint[], yb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 22;
  const y: float = __uint_as_float(yb[lane]);
  const block = cg.this_thread_block();
  const t1 = cg.tiled_partition<1>(block);
  const t2 = cg.tiled_partition<2>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const p: int[] = [0];
  out[o + 0] = t8.match_all(y, p);
  out[o + 1] = p[0];
  out[o + 2] = t2.match_all(y, p);
  out[o + 3] = p[0];
  out[o + 4] = t4.match_any(y);
  out[o + 5] = t16.match_all(long(lane & 1) << 32, p);
  out[o + 6] = p[0];
  out[o + 7] = t32.match_any(long(lane % 3) << 33);
  out[o + 8] = t32.match_all(double(lane / 16), p);
  out[o + 9] = p[0];
  out[o + 10] = t16.match_all(double(lane / 16), p);
  out[o + 11] = p[0];
  out[o + 12] = t1.match_all(lane, p);
  out[o + 13] = p[0];
  out[o + 14] = t4.match_all(uint(lane < 6), p);
  out[o + 15] = p[0];
  out[o + 16] = t8.ballot(int(lane) - 9);
  out[o + 17] = uint(t8.any(int(lane & 8))) + 2 * uint(t8.all(int(lane | 1) - 1));
  out[o + 18] = t32.match_any(__float_as_uint(y) & 0x80000000);
  out[o + 19] = t2.match_any(y);
  out[o + 20] = t16.match_any(ulong(lane & 3) << 62);
  out[o + 21] = uint(t4.all(int(lane & 12))) + 2 * uint(t32.any(int(lane) - int(lane)));
}
