// Inclusive and exclusive scans over tiles of 4, 8, 16 and 32 (CUDA: Hillis-Steele with
// shfl_up; an exclusive scan is inclusive - v for an integer plus, else the inclusive
// result of the rank below, with T{} = 0 at rank 0): int plus and less, float plus on
// full-mantissa values, the default operator (plus) and bit_xor on uint, float greater on
// values with NaNs, signed zeros and infinities. 40 words.
export function kernel(out: uint[], xb: uint[], yb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 40;
  const s: int = int(lane * 7 % 11) - 5;
  const u: uint = lane * 2654435761;
  const x: float = __uint_as_float(xb[lane]);
  const y: float = __uint_as_float(yb[lane]);
  const block = cg.this_thread_block();
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  out[o + 0] = cg.inclusive_scan(t4, s, cg.plus<int>());
  out[o + 1] = cg.exclusive_scan(t4, s, cg.plus<int>());
  out[o + 2] = __float_as_uint(cg.inclusive_scan(t4, x, cg.plus<float>()));
  out[o + 3] = __float_as_uint(cg.exclusive_scan(t4, x, cg.plus<float>()));
  out[o + 4] = cg.inclusive_scan(t4, s, cg.less<int>());
  out[o + 5] = cg.exclusive_scan(t4, s, cg.less<int>());
  out[o + 6] = cg.inclusive_scan(t4, u);
  out[o + 7] = cg.exclusive_scan(t4, u, cg.bit_xor<uint>());
  out[o + 8] = __float_as_uint(cg.inclusive_scan(t4, y, cg.greater<float>()));
  out[o + 9] = __float_as_uint(cg.exclusive_scan(t4, y, cg.greater<float>()));
  out[o + 10] = cg.inclusive_scan(t8, s, cg.plus<int>());
  out[o + 11] = cg.exclusive_scan(t8, s, cg.plus<int>());
  out[o + 12] = __float_as_uint(cg.inclusive_scan(t8, x, cg.plus<float>()));
  out[o + 13] = __float_as_uint(cg.exclusive_scan(t8, x, cg.plus<float>()));
  out[o + 14] = cg.inclusive_scan(t8, s, cg.less<int>());
  out[o + 15] = cg.exclusive_scan(t8, s, cg.less<int>());
  out[o + 16] = cg.inclusive_scan(t8, u);
  out[o + 17] = cg.exclusive_scan(t8, u, cg.bit_xor<uint>());
  out[o + 18] = __float_as_uint(cg.inclusive_scan(t8, y, cg.greater<float>()));
  out[o + 19] = __float_as_uint(cg.exclusive_scan(t8, y, cg.greater<float>()));
  out[o + 20] = cg.inclusive_scan(t16, s, cg.plus<int>());
  out[o + 21] = cg.exclusive_scan(t16, s, cg.plus<int>());
  out[o + 22] = __float_as_uint(cg.inclusive_scan(t16, x, cg.plus<float>()));
  out[o + 23] = __float_as_uint(cg.exclusive_scan(t16, x, cg.plus<float>()));
  out[o + 24] = cg.inclusive_scan(t16, s, cg.less<int>());
  out[o + 25] = cg.exclusive_scan(t16, s, cg.less<int>());
  out[o + 26] = cg.inclusive_scan(t16, u);
  out[o + 27] = cg.exclusive_scan(t16, u, cg.bit_xor<uint>());
  out[o + 28] = __float_as_uint(cg.inclusive_scan(t16, y, cg.greater<float>()));
  out[o + 29] = __float_as_uint(cg.exclusive_scan(t16, y, cg.greater<float>()));
  out[o + 30] = cg.inclusive_scan(t32, s, cg.plus<int>());
  out[o + 31] = cg.exclusive_scan(t32, s, cg.plus<int>());
  out[o + 32] = __float_as_uint(cg.inclusive_scan(t32, x, cg.plus<float>()));
  out[o + 33] = __float_as_uint(cg.exclusive_scan(t32, x, cg.plus<float>()));
  out[o + 34] = cg.inclusive_scan(t32, s, cg.less<int>());
  out[o + 35] = cg.exclusive_scan(t32, s, cg.less<int>());
  out[o + 36] = cg.inclusive_scan(t32, u);
  out[o + 37] = cg.exclusive_scan(t32, u, cg.bit_xor<uint>());
  out[o + 38] = __float_as_uint(cg.inclusive_scan(t32, y, cg.greater<float>()));
  out[o + 39] = __float_as_uint(cg.exclusive_scan(t32, y, cg.greater<float>()));
}
