// cg.reduce on float over tiles of 4, 8, 16 and 32 with plus, less and greater (CUDA's
// butterfly: out = op(out, shfl_xor(out, m)) for m = N/2 .. 1, so the float sum depends on
// the order, and with a NaN lanes of one tile can end differently): x = full-mantissa
// values (xb), y = the same with NaNs, signed zeros and infinities (yb). 24 words.
export function kernel(out: uint[], xb: uint[], yb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 24;
  const x: float = __uint_as_float(xb[lane]);
  const y: float = __uint_as_float(yb[lane]);
  const block = cg.this_thread_block();
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  out[o + 0] = __float_as_uint(cg.reduce(t4, x, cg.plus<float>()));
  out[o + 1] = __float_as_uint(cg.reduce(t4, x, cg.less<float>()));
  out[o + 2] = __float_as_uint(cg.reduce(t4, x, cg.greater<float>()));
  out[o + 3] = __float_as_uint(cg.reduce(t4, y, cg.plus<float>()));
  out[o + 4] = __float_as_uint(cg.reduce(t4, y, cg.less<float>()));
  out[o + 5] = __float_as_uint(cg.reduce(t4, y, cg.greater<float>()));
  out[o + 6] = __float_as_uint(cg.reduce(t8, x, cg.plus<float>()));
  out[o + 7] = __float_as_uint(cg.reduce(t8, x, cg.less<float>()));
  out[o + 8] = __float_as_uint(cg.reduce(t8, x, cg.greater<float>()));
  out[o + 9] = __float_as_uint(cg.reduce(t8, y, cg.plus<float>()));
  out[o + 10] = __float_as_uint(cg.reduce(t8, y, cg.less<float>()));
  out[o + 11] = __float_as_uint(cg.reduce(t8, y, cg.greater<float>()));
  out[o + 12] = __float_as_uint(cg.reduce(t16, x, cg.plus<float>()));
  out[o + 13] = __float_as_uint(cg.reduce(t16, x, cg.less<float>()));
  out[o + 14] = __float_as_uint(cg.reduce(t16, x, cg.greater<float>()));
  out[o + 15] = __float_as_uint(cg.reduce(t16, y, cg.plus<float>()));
  out[o + 16] = __float_as_uint(cg.reduce(t16, y, cg.less<float>()));
  out[o + 17] = __float_as_uint(cg.reduce(t16, y, cg.greater<float>()));
  out[o + 18] = __float_as_uint(cg.reduce(t32, x, cg.plus<float>()));
  out[o + 19] = __float_as_uint(cg.reduce(t32, x, cg.less<float>()));
  out[o + 20] = __float_as_uint(cg.reduce(t32, x, cg.greater<float>()));
  out[o + 21] = __float_as_uint(cg.reduce(t32, y, cg.plus<float>()));
  out[o + 22] = __float_as_uint(cg.reduce(t32, y, cg.less<float>()));
  out[o + 23] = __float_as_uint(cg.reduce(t32, y, cg.greater<float>()));
}
