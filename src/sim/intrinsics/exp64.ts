/**
 * `exp` of a `double` with the bits CUDA gives: CUDA 13's `exp(double)` is a fixed sequence
 * of correctly rounded binary64 operations (`fma.rn.f64`, `add.rn.f64`, `mul.rn.f64`) and
 * integer steps on the words of the value, which nvcc emits inline for sm_90 (`nvcc -O3
 * -arch=sm_90 -ptx`); replaying them with an exact `fma` (./fma64.ts) gives the GPU's result
 * bit for bit (an H100 agreed on 32 inputs of 32: tests/hardware/fixtures/exp64.json), where
 * the host's `Math.exp` differed in about one input in ten. The steps: n = round(x / ln 2)
 * by adding 1.5 · 2^52; r = x − n · ln 2 in two parts (Cody–Waite); a degree-11 polynomial
 * for e^r; n added to the exponent field; beyond |x| ≈ 708.4 the scaling is split in two
 * (subnormal results) or the result is 0 or +∞.
 */
import { bitsToFloat } from '../core/values';
import { fma64 } from './fma64';
import { fromWords, hiWord as hiOf, loWord as loOf } from './f64-words';

const K = fromWords;

const LOG2E = K(0x3ff71547, 0x652b82fe);
const SHIFTER = K(0x43380000, 0);
const NEG_SHIFTER = K(0xc3380000, 0);
const NEG_LN2_HI = K(0xbfe62e42, 0xfefa39ef);
const NEG_LN2_LO = K(0xbc7abc9e, 0x3b39803f);
const P_LAST = K(0x3e5ade15, 0x69ce2bdf);
const P_FIRST = K(0x3e928af3, 0xfca213ea);
const P = [
  K(0x3ec71dee, 0x62401315), K(0x3efa0199, 0x7c89eb71), K(0x3f2a01a0, 0x14761f65), K(0x3f56c16c, 0x1852b7af),
  K(0x3f811111, 0x11122322), K(0x3fa55555, 0x555502a1), K(0x3fc55555, 0x55555511), K(0x3fe00000, 0x0000000b),
  1,
];
/** |hi word| thresholds, compared as binary32 values (the PTX's `abs.f32` on the high word). */
const NO_SCALING = bitsToFloat(0x4086232b);
const SPLIT_SCALING = bitsToFloat(0x40874800);

/** CUDA's `exp(x)` for a binary64 `x` (CUDA Math API `exp`: "maximum ulp error 1"; these are
 * its exact bits on sm_90 with CUDA 13). */
export function cudaExp(x: number): number {
  const fd8 = fma64(x, LOG2E, SHIFTER);
  const r1 = loOf(fd8);
  const fd10 = fd8 + NEG_SHIFTER;
  const fd12 = fma64(fd10, NEG_LN2_HI, x);
  const r = fma64(fd10, NEG_LN2_LO, fd12);
  let t = fma64(P_LAST, r, P_FIRST);
  for (let i = 0; i < P.length; i++) t = fma64(t, r, P[i]!);
  const fd36 = fma64(t, r, 1);
  const r2 = loOf(fd36), r3 = hiOf(fd36);
  const f1 = bitsToFloat(hiOf(x) & 0x7fffffff);
  if (f1 < NO_SCALING) return fromWords(r3 + (r1 << 20), r2);
  let out = x < 0 ? 0 : x + Infinity;
  if (!(f1 >= SPLIT_SCALING || f1 !== f1)) {
    const n = r1 | 0;
    const half = ((n + (n >>> 31)) | 0) >> 1;
    const a = fromWords(r3 + (half << 20), r2);
    const b = fromWords(((n - half) << 20) + 1072693248, 0);
    out = a * b;
  }
  return out;
}
