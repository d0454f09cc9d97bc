// Twin of oracle/probes/expf_logf_bits.cu (<<<1, 32>>>, 2 words a lane): expf(x) and logf(|x|) of
// one input a lane (x = -20 + 1.37 i + 0.0003 i^2 in float arithmetic, as the host computed it).
export function kernel(inp: uint[], out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const x: float = __uint_as_float(inp[lane]);
  out[lane * 2] = __float_as_uint(expf(x));
  out[lane * 2 + 1] = __float_as_uint(logf(fabsf(x)));
}
