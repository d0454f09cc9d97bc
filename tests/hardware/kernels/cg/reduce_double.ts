// double through cg.reduce and the scans (two 32-bit shuffles per step, binary64
// arithmetic in CUDA's order): d = double(x) / 3 with x full-mantissa floats (xb). Sums
// over tiles of 32 down to 1, less and greater, inclusive and exclusive scans, and the
// reduction and scans of a labeled partition of the tile of 32 whose lanes are not
// contiguous; a shfl_xor of a double. Results go to `dout` (16 per thread), whose
// binary64 bits the reading holds as high and low words. 32 words.
export function kernel(out: uint[], dout: double[], xb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 16;
  const d: double = double(__uint_as_float(xb[lane])) / double(3);
  const block = cg.this_thread_block();
  const t1 = cg.tiled_partition<1>(block);
  const t2 = cg.tiled_partition<2>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const p = cg.labeled_partition(t32, (lane * 0x9e3779b1) >> 30);
  dout[o + 0] = cg.reduce(t32, d, cg.plus<double>());
  dout[o + 1] = cg.reduce(t16, d, cg.plus<double>());
  dout[o + 2] = cg.reduce(t8, d, cg.plus<double>());
  dout[o + 3] = cg.reduce(t4, d, cg.plus<double>());
  dout[o + 4] = cg.reduce(t2, d, cg.plus<double>());
  dout[o + 5] = cg.reduce(t1, d, cg.plus<double>());
  dout[o + 6] = cg.reduce(t32, d, cg.less<double>());
  dout[o + 7] = cg.reduce(t8, d, cg.greater<double>());
  dout[o + 8] = cg.inclusive_scan(t32, d, cg.plus<double>());
  dout[o + 9] = cg.exclusive_scan(t32, d, cg.plus<double>());
  dout[o + 10] = cg.inclusive_scan(t8, d, cg.plus<double>());
  dout[o + 11] = cg.exclusive_scan(t8, d, cg.greater<double>());
  dout[o + 12] = cg.reduce(p, d, cg.plus<double>());
  dout[o + 13] = cg.inclusive_scan(p, d, cg.plus<double>());
  dout[o + 14] = cg.exclusive_scan(p, d, cg.plus<double>());
  dout[o + 15] = t16.shfl_xor(d, 5);
}
