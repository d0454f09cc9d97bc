/**
 * `logf` with the bits CUDA gives: CUDA 13's `logf(float)` is a fixed sequence of correctly
 * rounded binary32 operations (`fma.rn.f32`, `mul.rn.f32`, `add.rn.f32`, `cvt.rn.f32.s32`)
 * and integer steps on the value's bits, which nvcc emits inline for sm_90 (`nvcc -O3
 * -arch=sm_90 -ptx`, no approximate instruction among them), so replaying them with a
 * single-rounding `fmaf` gives the GPU's result bit for bit. The steps: a subnormal input is
 * scaled by 2^23; the input is split as 2^e · m with m in [2/3, 4/3) by subtracting the
 * bits of 2/3 and masking the exponent; ln(m) is a degree-9 polynomial in f = m − 1
 * (Horner, each step one `fma`); the result is e · ln 2 + ln(m) in one `fma`. Zero gives
 * −∞, +∞ gives +∞, a negative number or NaN gives NaN (`fma(x, +∞, +∞)`).
 */
import { fmaf } from '../core/values';

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const bits = (x: number): number => { f32[0] = x; return i32[0]!; };
const fromBits = (b: number): number => { i32[0] = b; return f32[0]!; };
const K = fromBits;

/** The polynomial's coefficients, highest degree first (binary32 words from the PTX). */
const P = [0x3e1039f6, 0xbdf8cdcc, 0x3e0f2955, 0xbe2ad8b9, 0x3e4ced0b, 0xbe7fff22, 0x3eaaaa78, 0xbf000000].map(K);
const P_FIRST = K(0xbe055027);
const LN2 = K(0x3f317218);

/** CUDA's `logf` of the binary32 value `x` (a double holding a binary32 value); returns a
 * binary32 value. */
export function cudaLogf(x: number): number {
  const tiny = x < 1.1754943508222875e-38; // FLT_MIN: subnormals are scaled first
  const a = tiny ? Math.fround(x * 8388608) : x;
  const bias = tiny ? -23 : 0;
  const r2 = bits(a);
  const r4 = (r2 - 0x3f2aaaab) & 0xff800000;
  const m = fromBits(r2 - r4);
  const e = fmaf(Math.fround(r4), K(0x34000000), bias); // r4 · 2^-23 + bias
  const f = Math.fround(m - 1);
  let p = fmaf(P_FIRST, f, P[0]!);
  for (let k = 1; k < P.length; k++) p = fmaf(p, f, P[k]!);
  const q = fmaf(Math.fround(f * p), f, f);
  let r = fmaf(e, LN2, q);
  if (!((r2 >>> 0) < 0x7f800000)) r = fmaf(a, Infinity, Infinity);
  return a === 0 ? -Infinity : r;
}
