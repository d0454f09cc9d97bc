// x = bits inp[lane]: int(x) and uint(x). Out-of-range values (1e10, -1e10, NaN, inf,
// -1.0 to unsigned, 2^31 to int, 2^32 to unsigned) are undefined behaviour.
export function kernel(out: uint[], inp: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const x: float = __uint_as_float(inp[lane]);
  const i: int = int(x); // @conv-int
  const u: uint = uint(x); // @conv-uint
  out[g * 2 + 0] = i;
  out[g * 2 + 1] = u;
}
