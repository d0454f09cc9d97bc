// cg.reduce and the scans on partitions of the tile of 32 whose lanes are not contiguous:
// labeled_partition by (lane * 0x9e3779b1) >> 30 (four irregular groups), every operator
// on int, uint, float (x: full-mantissa values; y: NaNs, signed zeros, infinities) and
// long; then binary_partition by lane == 0 (a group of 31 lanes and one of lane 0 alone).
// A partial group reduces by its inclusive scan broadcast from its highest lane, so its
// float results follow that order. xb, yb: float bits. 40 words.
export function kernel(out: uint[], xb: uint[], yb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 40;
  const s: int = int(lane * 7 % 11) - 5;
  const h: uint = (lane + 3) * 2654435761;
  const x: float = __uint_as_float(xb[lane]);
  const y: float = __uint_as_float(yb[lane]);
  const big: long = long(s) * long(1000003) * long(999983) - long(h);
  const t32 = cg.tiled_partition<32>(cg.this_thread_block());
  const p = cg.labeled_partition(t32, (lane * 0x9e3779b1) >> 30);
  out[o + 0] = cg.reduce(p, s, cg.plus<int>());
  out[o + 1] = cg.reduce(p, s, cg.less<int>());
  out[o + 2] = cg.reduce(p, s, cg.greater<int>());
  out[o + 3] = cg.reduce(p, s, cg.bit_and<int>());
  out[o + 4] = cg.reduce(p, s, cg.bit_or<int>());
  out[o + 5] = cg.reduce(p, s, cg.bit_xor<int>());
  out[o + 6] = cg.reduce(p, h, cg.plus<uint>());
  out[o + 7] = cg.reduce(p, h, cg.less<uint>());
  out[o + 8] = cg.reduce(p, h, cg.greater<uint>());
  out[o + 9] = cg.reduce(p, h, cg.bit_and<uint>());
  out[o + 10] = cg.reduce(p, h, cg.bit_or<uint>());
  out[o + 11] = cg.reduce(p, h, cg.bit_xor<uint>());
  out[o + 12] = __float_as_uint(cg.reduce(p, x, cg.plus<float>()));
  out[o + 13] = __float_as_uint(cg.reduce(p, x, cg.less<float>()));
  out[o + 14] = __float_as_uint(cg.reduce(p, x, cg.greater<float>()));
  out[o + 15] = __float_as_uint(cg.reduce(p, y, cg.plus<float>()));
  out[o + 16] = __float_as_uint(cg.reduce(p, y, cg.less<float>()));
  out[o + 17] = __float_as_uint(cg.reduce(p, y, cg.greater<float>()));
  out[o + 18] = cg.inclusive_scan(p, s, cg.plus<int>());
  out[o + 19] = cg.inclusive_scan(p, s, cg.less<int>());
  out[o + 20] = cg.exclusive_scan(p, s, cg.plus<int>());
  out[o + 21] = cg.exclusive_scan(p, s, cg.greater<int>());
  out[o + 22] = cg.inclusive_scan(p, h);
  out[o + 23] = cg.exclusive_scan(p, h, cg.bit_and<uint>());
  out[o + 24] = __float_as_uint(cg.inclusive_scan(p, x, cg.plus<float>()));
  out[o + 25] = __float_as_uint(cg.exclusive_scan(p, x, cg.plus<float>()));
  out[o + 26] = __float_as_uint(cg.inclusive_scan(p, y, cg.greater<float>()));
  out[o + 27] = __float_as_uint(cg.exclusive_scan(p, y, cg.less<float>()));
  const rs: long = cg.reduce(p, big, cg.plus<long>());
  out[o + 28] = uint(rs);
  out[o + 29] = uint(rs >> 32);
  const is: long = cg.inclusive_scan(p, big, cg.plus<long>());
  out[o + 30] = uint(is);
  out[o + 31] = uint(is >> 32);
  const rx: ulong = cg.reduce(p, ulong(big), cg.bit_xor<ulong>());
  out[o + 32] = uint(rx);
  out[o + 33] = uint(rx >> 32);
  const b = cg.binary_partition(t32, lane == 0);
  out[o + 34] = __float_as_uint(cg.reduce(b, x, cg.plus<float>()));
  out[o + 35] = __float_as_uint(cg.reduce(b, y, cg.plus<float>()));
  out[o + 36] = __float_as_uint(cg.exclusive_scan(b, x, cg.plus<float>()));
  out[o + 37] = __float_as_uint(cg.inclusive_scan(b, y, cg.less<float>()));
  out[o + 38] = cg.reduce(b, s, cg.plus<int>());
  out[o + 39] = cg.exclusive_scan(b, s, cg.less<int>());
}
