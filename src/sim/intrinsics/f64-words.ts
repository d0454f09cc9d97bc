/**
 * The two 32-bit words of a binary64 value (IEEE 754-2008 §3.4; PTX's `mov.b64 {lo, hi}`),
 * for the replays of CUDA's `exp` and `log` (exp64.ts, log64.ts), which work on them as the
 * PTX nvcc emits does.
 */
const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

/** The binary64 value whose high word is `hi` and low word `lo` (each taken as unsigned 32-bit). */
export function fromWords(hi: number, lo: number): number {
  u32[1] = hi >>> 0;
  u32[0] = lo >>> 0;
  return f64[0]!;
}

/** The high word of `x` (sign, exponent, top 20 bits of the fraction), unsigned. */
export function hiWord(x: number): number {
  f64[0] = x;
  return u32[1]!;
}

/** The low word of `x` (the last 32 bits of the fraction), unsigned. */
export function loWord(x: number): number {
  f64[0] = x;
  return u32[0]!;
}
