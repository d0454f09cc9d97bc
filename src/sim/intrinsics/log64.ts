/**
 * `log` of a `double` as CUDA computes it: CUDA 13's `log(double)` is inline code for sm_90
 * (`nvcc -O3 -arch=sm_90 -ptx`) made of correctly rounded binary64 operations and integer
 * steps on the value's words, and one approximate instruction, `rcp.approx.ftz.f64`, whose
 * result two Newton steps then refine (`fma(−d, r, 1)`, `fma(e, e, e)`, `fma(e', r, r)`).
 * Its first approximation is the hardware's; here it is the correctly rounded 1 / d: after
 * the refinement, whose error is cubic in the first one's, both give the correctly rounded
 * reciprocal except within about 2^-69 of a rounding boundary. The steps: a subnormal is
 * scaled by 2^54; the input is split as 2^e · m with m in [√2/2, √2); u = 2(m − 1)/(m + 1);
 * ln(m) = u + u³ · P(u²) with a correction for u's rounding; e · ln 2 added in two parts.
 * Zero gives −∞, +∞ gives +∞, a negative number or NaN gives NaN (`fma(x, +∞, +∞)`;
 * which NaN is the host's).
 */
import { fma64 } from './fma64';
import { fromWords, hiWord, loWord as loOf } from './f64-words';

/** The high word, signed (the PTX compares it with `setp.gt.s32`). */
const hiOf = (x: number): number => hiWord(x) | 0;
const K = fromWords;

/** P(u²)'s coefficients, highest degree first (binary64 words from the PTX). */
const P = [
  K(0x3ed0ee25, 0x8b7a8b04), K(0x3ef3b266, 0x9f02676f), K(0x3f1745cb, 0xa9ab0956), K(0x3f3c71c7, 0x2d1b5154),
  K(0x3f624924, 0x923be72d), K(0x3f899999, 0x9999a3c4), K(0x3fb55555, 0x55555554),
];
const P_FIRST = K(0x3eb1380b, 0x3ae80f1e);
const LN2_HI = K(0x3fe62e42, 0xfefa39ef);
const LN2_LO = K(0x3c7abc9e, 0x3b39803f);

/** CUDA's `log` of the binary64 value `x`. */
export function cudaLog(x: number): number {
  let hi = hiOf(x);
  let e = -1023;
  if (!(hi > 0xfffff)) {
    x *= 18014398509481984; // 2^54
    hi = hiOf(x);
    e = -1077;
  }
  if (!(((hi - 1) >>> 0) < 0x7fefffff)) {
    // +∞, NaN, zero or negative: the hi word's binary32 reading is ±0 only for ±0.
    return (hi & 0x7fffffff) === 0 ? -Infinity : fma64(x, Infinity, Infinity);
  }
  e += hi >>> 20;
  let mhi = (hi & 0x800fffff) | 0x3ff00000;
  if (!(mhi < 0x3ff6a09f)) {
    mhi -= 0x100000;
    e += 1;
  }
  const m = fromWords(mhi, loOf(x));
  const d = m + 1;
  const r0 = 1 / d;
  const e1 = fma64(-d, r0, 1);
  const r = fma64(fma64(e1, e1, e1), r0, r0);
  const f = m - 1;
  const u = fma64(f, r, f * r);
  const u2 = u * u;
  let p = fma64(P_FIRST, u2, P[0]!);
  for (let k = 1; k < P.length; k++) p = fma64(p, u2, P[k]!);
  const t = (f - u) + (f - u);
  const corr = r * fma64(-u, f, t);
  const tail = fma64(u2 * p, u, corr);
  const n = e; // the PTX forms e as a double from its words: exact
  const s = fma64(n, LN2_HI, u);
  const back = fma64(-n, LN2_HI, s) - u;
  return s + fma64(n, LN2_LO, tail - back);
}
