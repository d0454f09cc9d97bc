/**
 * Double `fma(a, b, c)` rounds once (IEEE 754-2019 §5.4.1 fusedMultiplyAdd, round to nearest,
 * ties to even; PTX ISA §9.7.3.6 `fma.rn.f64`). Every expected value below is derived by hand
 * from the exact product and sum; the property tests check the defining property (the result
 * is the nearest double to the exact value, ties to even) with exact integer arithmetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitsDouble, doubleBits, fma64 } from '../../../src/sim/intrinsics/fma64';
import { doubles, run, zeros } from './helpers';

const p2 = (k: number): number => 2 ** k;
const MAX = Number.MAX_VALUE; // (2 - 2^-52) · 2^1023
const MIN_SUB = Number.MIN_VALUE; // 2^-1074
const hex = (x: number): string => doubleBits(x).toString(16).padStart(16, '0');
const unfused = (a: number, b: number, c: number): number => a * b + c;

describe('double fma: one rounding', () => {
  it('keeps the low bits of an exact product: (1+2^-52)(1-2^-52) - 1 = -2^-104 (unfused: 0)', () => {
    // (1+u)(1-u) = 1 - u^2 exactly; RN(1 - 2^-104) = 1, so the unfused sum is 0.
    const a = 1 + p2(-52), b = 1 - p2(-52);
    expect(fma64(a, b, -1)).toBe(-p2(-104));
    expect(unfused(a, b, -1)).toBe(0);
  });

  it('rounds a sum just above a tie up where the unfused result lands on the tie and goes to even', () => {
    // a·b = (1 + 2^-52)(1 - 2^-53)·2^-53 = 2^-53·(1 + 2^-53 - 2^-105); + 1 is just above the
    // midpoint 1 + 2^-53 of 1 and 1 + 2^-52, so RN gives 1 + 2^-52. Unfused: RN(a·b) = 2^-53
    // (its significand 1 + 2^-53 - 2^-105 is below the midpoint), then 1 + 2^-53 is a tie → 1.
    const a = 1 + p2(-52), b = (1 - p2(-53)) * p2(-53);
    expect(fma64(a, b, 1)).toBe(1 + p2(-52));
    expect(unfused(a, b, 1)).toBe(1);
  });

  it('breaks exact ties to even', () => {
    // 1 + 2^-53 is the midpoint of 1 (even) and 1 + 2^-52 (odd) → 1.
    expect(fma64(p2(-53), 1, 1)).toBe(1);
    // (1 + 2^-52) + 2^-53: midpoint of 1 + 2^-52 (odd) and 1 + 2^-51 (even) → 1 + 2^-51.
    expect(fma64(p2(-53), 1, 1 + p2(-52))).toBe(1 + p2(-51));
    // Negative: -(1 + 2^-53) → -1.
    expect(fma64(-p2(-53), 1, -1)).toBe(-1);
  });

  it('rounds to the nearest subnormal, with the quantum 2^-1074', () => {
    // 2^-537 · 2^-537 = 2^-1074 exactly.
    expect(fma64(p2(-537), p2(-537), 0)).toBe(MIN_SUB);
    // 1.5·2^-537 · 2^-538 = 0.75·2^-1074 → nearest is 2^-1074.
    expect(fma64(1.5 * p2(-537), p2(-538), 0)).toBe(MIN_SUB);
    // 3·2^-1075 = 1.5 quanta: a tie between 1 (odd) and 2 quanta (even) → 2^-1073.
    expect(fma64(3 * p2(-537), p2(-538), 0)).toBe(p2(-1073));
    // (1+2^-52)(1-2^-52)·2^-970 - 2^-970 = -2^-1074 exactly; unfused RN(a·b) = 2^-970 → 0.
    const a = (1 + p2(-52)) * p2(-485), b = (1 - p2(-52)) * p2(-485);
    expect(fma64(a, b, -p2(-970))).toBe(-MIN_SUB);
    expect(unfused(a, b, -p2(-970))).toBe(0);
    // Subnormal operand: 2^-1074 · 2^52 + 2^-1074 = 2^-1022 + 2^-1074 (exactly representable).
    expect(fma64(MIN_SUB, p2(52), MIN_SUB)).toBe(p2(-1022) + MIN_SUB);
  });

  it('rounds half the smallest subnormal to zero (even) and anything above it up', () => {
    // 2^-1075: the midpoint of 0 (even) and 2^-1074 → +0; negated → -0.
    expect(Object.is(fma64(p2(-538), p2(-537), 0), 0)).toBe(true);
    expect(Object.is(fma64(-p2(-538), p2(-537), 0), -0)).toBe(true);
    // (1 + 2^-52)·2^-1075 is above the midpoint → 2^-1074.
    expect(fma64((1 + p2(-52)) * p2(-538), p2(-537), 0)).toBe(MIN_SUB);
  });

  it('overflows to infinity only when the once-rounded result exceeds the largest double', () => {
    // MAX + 2^970 is the midpoint of MAX (odd significand) and 2^1024 → 2^1024: overflow → +inf.
    expect(fma64(MAX, 1, p2(970))).toBe(Infinity);
    expect(fma64(-MAX, 1, -p2(970))).toBe(-Infinity);
    // MAX + 2^969 is below the midpoint → MAX.
    expect(fma64(MAX, 1, p2(969))).toBe(MAX);
    // MAX·2 - MAX = MAX exactly; unfused: MAX·2 = inf, inf - MAX = inf.
    expect(fma64(MAX, 2, -MAX)).toBe(MAX);
    expect(unfused(MAX, 2, -MAX)).toBe(Infinity);
  });

  it('gives the sign of an exact zero by IEEE 754 §6.3 (round to nearest: +0 unless both addends are -0)', () => {
    expect(Object.is(fma64(-0, 1, 0), 0)).toBe(true);
    expect(Object.is(fma64(1, -0, -0), -0)).toBe(true);
    expect(Object.is(fma64(-0, -0, -0), 0)).toBe(true); // (+0) + (-0)
    expect(Object.is(fma64(0, -5, -0), -0)).toBe(true); // (-0) + (-0)
    expect(Object.is(fma64(1, 1, -1), 0)).toBe(true); // exact cancellation
    expect(Object.is(fma64(-1, 1, 1), 0)).toBe(true);
    expect(Object.is(fma64(3, 0, -0), 0)).toBe(true); // (+0) + (-0)
  });

  it('keeps the sign of a nonzero exact result that rounds to zero (unfused gives +0)', () => {
    // -2^-600 · 2^-600 = -2^-1200 exactly, nonzero; RN → -0. Unfused: (-0) + (+0) = +0.
    expect(Object.is(fma64(-p2(-600), p2(-600), 0), -0)).toBe(true);
    expect(Object.is(unfused(-p2(-600), p2(-600), 0), 0)).toBe(true);
    expect(Object.is(fma64(p2(-600), p2(-600), -0), 0)).toBe(true);
  });

  it('handles infinities (IEEE 754 §7.2: inf·0 and inf - inf are invalid)', () => {
    expect(fma64(Infinity, 0, 1)).toBeNaN();
    expect(fma64(0, -Infinity, 1)).toBeNaN();
    expect(fma64(Infinity, 0, Infinity)).toBeNaN();
    expect(fma64(Infinity, 1, -Infinity)).toBeNaN();
    expect(fma64(Infinity, -1, -Infinity)).toBe(-Infinity);
    expect(fma64(-Infinity, -2, 5)).toBe(Infinity);
    expect(fma64(1, 1, Infinity)).toBe(Infinity);
    expect(fma64(MAX, MAX, -Infinity)).toBe(-Infinity); // the exact product is finite
  });

  it('gives CUDA\'s canonical double NaN (CUDART_NAN, 0xfff8000000000000) for a NaN it creates', () => {
    expect(hex(fma64(Infinity, 0, 1))).toBe('fff8000000000000');
    expect(hex(fma64(Infinity, 1, -Infinity))).toBe('fff8000000000000');
  });

  it('passes a NaN operand through, quieted, with its sign and payload (IEEE 754 §6.2.3)', () => {
    const snan = bitsDouble(0x7ff0000020000000n), qneg = bitsDouble(0xfff8000000000123n);
    expect(hex(fma64(snan, 1, 1))).toBe('7ff8000020000000');
    expect(hex(fma64(1, qneg, 1))).toBe('fff8000000000123');
    expect(hex(fma64(0, Infinity, qneg))).toBe('fff8000000000123');
  });

  it('keeps the NaN of a, then of c, then of b, quiet or signalling, as an H200 did (oracle/fidelity.cu nan_order_*)', () => {
    const qa = bitsDouble(0x7ff8000000000a0an), qb = bitsDouble(0xfff8000000000b0bn), qc = bitsDouble(0x7ff8000000000c0cn);
    const sb = bitsDouble(0xfff0000000000b01n), sc = bitsDouble(0x7ff0000000000c01n);
    expect(hex(fma64(qa, qb, qc))).toBe('7ff8000000000a0a');
    expect(hex(fma64(2, qb, qc))).toBe('7ff8000000000c0c');
    expect(hex(fma64(2, sb, qc))).toBe('7ff8000000000c0c');
    expect(hex(fma64(qa, sb, sc))).toBe('7ff8000000000a0a');
    expect(hex(fma64(2, qb, sc))).toBe('7ff8000000000c01');
    expect(hex(fma64(Infinity, 0, sc))).toBe('7ff8000000000c01');
  });
});

// ---- property tests -------------------------------------------------------------------

/** Exact value of a finite double as m · 2^e (m a signed BigInt). */
function exact(x: number): { m: bigint; e: number } {
  const b = doubleBits(x);
  const field = Number((b >> 52n) & 0x7ffn);
  const frac = b & ((1n << 52n) - 1n);
  const m = field === 0 ? frac : frac | (1n << 52n);
  return { m: b >> 63n ? -m : m, e: field === 0 ? -1074 : field - 1075 };
}

/** Scales `v = {m, e}` to exponent `e` (≤ v.e). */
const at = (v: { m: bigint; e: number }, e: number): bigint => v.m << BigInt(v.e - e);

/** The neighbours of a finite double: the next double below and above (±MAX's step past is 2^1024). */
function neighbours(r: number): bigint[] {
  const b = doubleBits(r);
  // Walk the ordered representation: positive doubles are increasing integers.
  const ord = b >> 63n ? -(b & ((1n << 63n) - 1n)) : b;
  const toD = (o: bigint): bigint => (o < 0n ? (1n << 63n) | -o : o);
  return [toD(ord - 1n), toD(ord + 1n)];
}

/** Checks that `r` is the round-to-nearest-even value of the exact `a*b + c` (finite inputs). */
function isCorrectlyRounded(a: number, b: number, c: number, r: number): boolean {
  const A = exact(a), B = exact(b), C = exact(c);
  const P = { m: A.m * B.m, e: A.e + B.e };
  const E = Math.min(P.e, C.e, -1074) - 2;
  const S = at(P, E) + at(C, E);
  if (!Number.isFinite(r)) {
    // Overflow: the exact value is at least MAX + half an ulp of MAX (2^970) in magnitude.
    const limit = at(exact(MAX), E) + (1n << BigInt(970 - E));
    return r > 0 ? S >= limit : S <= -limit;
  }
  const R = at(exact(r), E);
  if (Math.abs(r) === MAX) {
    // Not past the overflow threshold (a tie at MAX + 2^970 rounds to 2^1024, i.e. overflows).
    const limit = at(exact(MAX), E) + (1n << BigInt(970 - E));
    if (r > 0 ? S >= limit : S <= -limit) return false;
  }
  const d = S > R ? S - R : R - S;
  for (const nb of neighbours(r)) {
    const n = bitsDouble(nb);
    if (!Number.isFinite(n) || n !== n) continue;
    const N = at(exact(n), E);
    const dn = S > N ? S - N : N - S;
    if (dn < d) return false;
    if (dn === d && (doubleBits(r) & 1n) === 1n) return false; // a tie must go to even
  }
  return true;
}

/** Doubles of every binade, subnormals and signed zeros included (no NaN, no infinities). */
const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });
/** Doubles whose significand has at most 26 bits, so that a product of two is exact. */
const short = fc.tuple(fc.integer({ min: -(2 ** 26) + 1, max: 2 ** 26 - 1 }), fc.integer({ min: -200, max: 200 }))
  .map(([m, e]) => m * 2 ** e);
/** Triples chosen to cancel: c ≈ -a·b. */
const cancelling = fc.tuple(anyFinite, anyFinite, fc.integer({ min: -3, max: 3 }))
  .filter(([a, b]) => Number.isFinite(a * b))
  .map(([a, b, k]) => {
    const p = a * b;
    return [a, b, -p + k * (Math.abs(p) * Number.EPSILON)] as const;
  });

describe('double fma: properties', () => {
  it('is the nearest double to the exact a*b + c (ties to even), for arbitrary doubles', () => {
    fc.assert(fc.property(anyFinite, anyFinite, anyFinite, (a, b, c) => isCorrectlyRounded(a, b, c, fma64(a, b, c))), { numRuns: 3000 });
  });

  it('is correctly rounded when a*b + c cancels', () => {
    fc.assert(fc.property(cancelling, ([a, b, c]) => isCorrectlyRounded(a, b, c, fma64(a, b, c))), { numRuns: 2000 });
  });

  it('equals a*b + c when the product is exact (the only rounding is the sum\'s)', () => {
    fc.assert(fc.property(short, short, anyFinite, (a, b, c) => {
      return Object.is(fma64(a, b, c), a * b + c);
    }), { numRuns: 3000 });
  });

  it('is commutative in a and b', () => {
    fc.assert(fc.property(anyFinite, anyFinite, anyFinite, (a, b, c) => Object.is(fma64(a, b, c), fma64(b, a, c))), { numRuns: 1000 });
  });
});

describe('double fma in a kernel', () => {
  it('is fused, while `a*b + c` is not contracted (docs/language.md §3)', () => {
    const src = `export function kernel(x: double[], out: double[]) {
  out[0] = fma(x[0], x[1], x[2]);
  out[1] = x[0] * x[1] + x[2];
}`;
    const r = run(src, 1, { x: doubles([1 + p2(-52), 1 - p2(-52), -1]), out: zeros(2, 'double') });
    expect(r.args.out).toEqual([-p2(-104), 0]);
  });
});
