// One thread adds the denormal bits inp[0] (1e-40f) to a shared and to a global float
// with atomicAdd; writes both final values and both old values.
export function kernel(out: uint[], inp: uint[], gf: float[]): void {
  const sf = __shared__<float>(1);
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const x: float = __uint_as_float(inp[0]);
  sf[0] = 0.0;
  const o1: float = atomicAdd(sf, 0, x);
  const o2: float = atomicAdd(gf, 0, x);
  out[g * 4 + 0] = __float_as_uint(sf[0]);
  out[g * 4 + 1] = __float_as_uint(gf[0]);
  out[g * 4 + 2] = __float_as_uint(o1);
  out[g * 4 + 3] = __float_as_uint(o2);
}
