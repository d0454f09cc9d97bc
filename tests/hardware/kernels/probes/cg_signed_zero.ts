// Twin of oracle/probes/cg_signed_zero.cu (<<<1, 32>>>, 6 words a lane): signed zeros through
// cg.reduce on tiles of 2 (even lanes -0.0, odd +0.0) and the scans of -0.0 on tiles of 8.
export function kernel(inp: uint[], out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const b = cg.this_thread_block();
  const t2 = cg.tiled_partition<2>(b);
  const t8 = cg.tiled_partition<8>(b);
  const x: float = __uint_as_float((lane & 1) != 0 ? inp[1] : inp[0]);
  const nz: float = __uint_as_float(inp[0]);
  const o: uint = lane * 6;
  out[o] = __float_as_uint(cg.reduce(t2, x, cg.greater<float>()));
  out[o + 1] = __float_as_uint(cg.reduce(t2, x, cg.less<float>()));
  out[o + 2] = __float_as_uint(cg.reduce(t2, x, cg.plus<float>()));
  out[o + 3] = __float_as_uint(cg.exclusive_scan(t8, nz, cg.plus<float>()));
  out[o + 4] = __float_as_uint(cg.inclusive_scan(t8, nz));
  out[o + 5] = __float_as_uint(cg.exclusive_scan(t8, nz));
}
