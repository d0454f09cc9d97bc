// a = bits inp[2l], b = bits inp[2l+1]: fminf(a,b), fmaxf(a,b), fminf(b,a), fmaxf(b,a)
// with NaNs (payloads, signalling), signed zeros, infinities and denormals.
export function kernel(out: uint[], inp: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const a: float = __uint_as_float(inp[2 * l]);
  const b: float = __uint_as_float(inp[2 * l + 1]);
  out[g * 4 + 0] = __float_as_uint(fminf(a, b));
  out[g * 4 + 1] = __float_as_uint(fmaxf(a, b));
  out[g * 4 + 2] = __float_as_uint(fminf(b, a));
  out[g * 4 + 3] = __float_as_uint(fmaxf(b, a));
}
