// x = bits inp[lane] (+0, -0, NaN 0x7fffffff, NaN 0x7fc00000 by lane%4; lane 31: 1.0):
// __match_any_sync(x), __match_all_sync(x) and pred, __match_any_sync on a double that is
// 1 or 1+2^-52, __match_any_sync(int lane%3 - 1), bits of __shfl_xor_sync(x, 1).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[], inp: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const x: float = __uint_as_float(inp[lane]);
  const p: int[] = [0];
  out[g * 6 + 0] = __match_any_sync(FULL, x);
  out[g * 6 + 1] = __match_all_sync(FULL, x, p);
  out[g * 6 + 2] = p[0];
  const e: double = double(1.0) / double(4503599627370496.0);
  const d: double = double(1.0) + double(lane & 1) * e;
  out[g * 6 + 3] = __match_any_sync(FULL, d);
  out[g * 6 + 4] = __match_any_sync(FULL, int(lane % 3) - 1);
  out[g * 6 + 5] = __float_as_uint(__shfl_xor_sync(FULL, x, 1));
}
