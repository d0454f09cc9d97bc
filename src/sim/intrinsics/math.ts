/**
 * Math functions — CUDA C++ Programming Guide §17.1 "Standard Functions", §17.2 "Intrinsic
 * Functions", §20.3 "Floating-Point Standard"; PTX ISA §9.7.3.11 `min`/`max` (a NaN operand
 * yields the other operand; -0.0 < +0.0), §9.7.3.6 `fma` (one rounding), §9.7.3.15 `sqrt`.
 * `+ - * / sqrt`, `fmaf` and `fma` (exact, fma64.ts) are correctly rounded. `logf`, and `exp`
 * and `log` of a `double`, replay CUDA's own operations and give its bits (log32.ts,
 * exp64.ts, log64.ts; tests/hardware/probes.test.ts and exp64.test.ts). `expf` is computed
 * in binary64 and rounded once, so it is correctly rounded in almost every case; the GPU's
 * rests on the approximate `ex2.approx.f32` (Programming Guide §17.1 bound: 2 ulp) and can
 * differ from it by up to that bound.
 */
import { bitsToFloat, floatToBits, fmaf } from '../core/values';
import { fma64 } from './fma64';
import { cudaExp } from './exp64';
import { cudaLogf } from './log32';
import { cudaLog } from './log64';

/** `round` of a `double`: the nearest integer, halves away from zero (C99 §7.12.9.6; CUDA's
 * `round`). Computed from the truncation, whose remainder `x - trunc(x)` is exact, so it is
 * right where `floor(|x| + 0.5)` is not: `0.49999999999999994` (the sum rounds up to 1) and
 * odd integers from 2^52 to 2^53 (the sum rounds to even). Keeps the sign of a zero result. */
export function roundHalfAway(x: number): number {
  const t = Math.trunc(x);
  return Math.abs(x - t) >= 0.5 ? t + Math.sign(x) : t;
}

const F = bitsToFloat;
const B = floatToBits;

function fminmax(isMax: boolean) {
  return (x: number, y: number): number => {
    if (x !== x) return y;
    if (y !== y) return x;
    if (x === 0 && y === 0) {
      const xn = Object.is(x, -0);
      return isMax ? (xn ? y : x) : (xn ? x : y);
    }
    return isMax ? (x > y ? x : y) : (x < y ? x : y);
  };
}
const fmin64 = fminmax(false), fmax64 = fminmax(true);

/** Per-lane raw-value functions for the float intrinsics, by name (names kept in the types, so
 * registry.ts can check them against the descriptor table). */
export const float1 = {
  fabsf: (x) => B(Math.abs(F(x))),
  sqrtf: (x) => B(Math.sqrt(F(x))),
  floorf: (x) => B(Math.floor(F(x))),
  ceilf: (x) => B(Math.ceil(F(x))),
  truncf: (x) => B(Math.trunc(F(x))),
  roundf: (x) => { const v = F(x); return B(Math.sign(v) * Math.floor(Math.abs(v) + 0.5)); },
  expf: (x) => B(Math.exp(F(x))),
  logf: (x) => B(cudaLogf(F(x))),
} satisfies Record<string, (x: number) => number>;
export const float2 = {
  fminf: (x, y) => B(fmin64(F(x), F(y))),
  fmaxf: (x, y) => B(fmax64(F(x), F(y))),
  __fadd_rn: (x, y) => B(F(x) + F(y)),
  __fmul_rn: (x, y) => B(F(x) * F(y)),
} satisfies Record<string, (x: number, y: number) => number>;
export const float3 = {
  fmaf: (x, y, z) => B(fmaf(F(x), F(y), F(z))),
} satisfies Record<string, (x: number, y: number, z: number) => number>;
export const double1 = {
  fabs: Math.abs, sqrt: Math.sqrt, floor: Math.floor, ceil: Math.ceil, trunc: Math.trunc,
  round: roundHalfAway, exp: cudaExp, log: cudaLog,
} satisfies Record<string, (x: number) => number>;
export const double2 = { fmin: fmin64, fmax: fmax64 } satisfies Record<string, (x: number, y: number) => number>;
export const double3 = {
  fma: fma64,
} satisfies Record<string, (x: number, y: number, z: number) => number>;
