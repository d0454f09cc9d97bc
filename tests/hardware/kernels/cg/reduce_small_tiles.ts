// cg.reduce and the scans on tiles of 1 and 2 (the butterfly and the scan have no step, or
// one), and on 64-bit integers over tiles of 2 to 32 (never __reduce_*_sync: it takes 32-bit
// values): int, uint and float (x full-mantissa; y with NaNs, signed zeros, infinities),
// long with signed values, ulong with the high bit set (less and greater compare unsigned).
// Rank 0 of an exclusive scan is T{} (0), and a tile of 1 has only rank 0. xb, yb: float
// bits. 35 words.
export function kernel(out: uint[], xb: uint[], yb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 35;
  const s: int = int(lane * 7 % 11) - 5;
  const h: uint = (lane + 1) * 2654435761;
  const x: float = __uint_as_float(xb[lane]);
  const y: float = __uint_as_float(yb[lane]);
  const big: long = long(s) * long(1000003) * long(1000003) + long(lane);
  const ub: ulong = (ulong(h) << 32) | ulong(h ^ 0x5555);
  const block = cg.this_thread_block();
  const t1 = cg.tiled_partition<1>(block);
  const t2 = cg.tiled_partition<2>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  out[o + 0] = cg.reduce(t1, s, cg.plus<int>());
  out[o + 1] = __float_as_uint(cg.reduce(t1, x, cg.plus<float>()));
  out[o + 2] = __float_as_uint(cg.inclusive_scan(t1, x, cg.plus<float>()));
  out[o + 3] = __float_as_uint(cg.exclusive_scan(t1, x, cg.plus<float>()));
  out[o + 4] = cg.exclusive_scan(t1, s, cg.plus<int>());
  out[o + 5] = cg.exclusive_scan(t1, s, cg.less<int>());
  out[o + 6] = cg.reduce(t1, h, cg.greater<uint>());
  out[o + 7] = cg.reduce(t2, s, cg.plus<int>());
  out[o + 8] = cg.reduce(t2, s, cg.less<int>());
  out[o + 9] = cg.reduce(t2, s, cg.greater<int>());
  out[o + 10] = cg.reduce(t2, h, cg.bit_and<uint>());
  out[o + 11] = cg.reduce(t2, h, cg.bit_or<uint>());
  out[o + 12] = cg.reduce(t2, h, cg.bit_xor<uint>());
  out[o + 13] = __float_as_uint(cg.reduce(t2, x, cg.plus<float>()));
  out[o + 14] = __float_as_uint(cg.reduce(t2, x, cg.less<float>()));
  out[o + 15] = __float_as_uint(cg.reduce(t2, x, cg.greater<float>()));
  out[o + 16] = __float_as_uint(cg.reduce(t2, y, cg.plus<float>()));
  out[o + 17] = __float_as_uint(cg.reduce(t2, y, cg.less<float>()));
  out[o + 18] = __float_as_uint(cg.reduce(t2, y, cg.greater<float>()));
  out[o + 19] = __float_as_uint(cg.inclusive_scan(t2, y, cg.plus<float>()));
  out[o + 20] = __float_as_uint(cg.exclusive_scan(t2, x, cg.plus<float>()));
  out[o + 21] = cg.exclusive_scan(t2, s, cg.plus<int>());
  out[o + 22] = cg.exclusive_scan(t2, h, cg.bit_or<uint>());
  const a: long = cg.reduce(t32, big, cg.plus<long>());
  out[o + 23] = uint(a);
  out[o + 24] = uint(a >> 32);
  const b: long = cg.reduce(t8, big, cg.less<long>());
  out[o + 25] = uint(b);
  out[o + 26] = uint(b >> 32);
  const c: long = cg.reduce(t2, big, cg.greater<long>());
  out[o + 27] = uint(c);
  out[o + 28] = uint(c >> 32);
  const d: ulong = cg.reduce(t16, ub, cg.bit_or<ulong>());
  out[o + 29] = uint(d);
  out[o + 30] = uint(d >> 32);
  const e: long = cg.exclusive_scan(t32, big, cg.plus<long>());
  out[o + 31] = uint(e);
  out[o + 32] = uint(e >> 32);
  const f: ulong = cg.inclusive_scan(t4, ub, cg.greater<ulong>());
  out[o + 33] = uint(f);
  out[o + 34] = uint(f >> 32);
}
