// a, b, c = bits inp[3l..3l+2]: fmaf(a,b,c), a*b+c (two roundings), __fmul_rn(a,b), a/b,
// sqrtf(fabsf(a)), __fadd_rn(a,c). Lane 0 is a case where rounding a*b+c to double first
// and then to float differs from fmaf.
export function kernel(out: uint[], inp: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const a: float = __uint_as_float(inp[3 * l]);
  const b: float = __uint_as_float(inp[3 * l + 1]);
  const c: float = __uint_as_float(inp[3 * l + 2]);
  out[g * 6 + 0] = __float_as_uint(fmaf(a, b, c));
  out[g * 6 + 1] = __float_as_uint(a * b + c);
  out[g * 6 + 2] = __float_as_uint(__fmul_rn(a, b));
  out[g * 6 + 3] = __float_as_uint(a / b);
  out[g * 6 + 4] = __float_as_uint(sqrtf(fabsf(a)));
  out[g * 6 + 5] = __float_as_uint(__fadd_rn(a, c));
}
