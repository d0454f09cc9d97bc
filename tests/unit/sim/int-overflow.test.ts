/**
 * Signed overflow of `int` and `long` `+ - *` and unary `-`. The value wraps, as the GPU's
 * `add`, `sub` and `mul.lo` compute it (PTX §9.7.1.1) and as Warp TS defines it; C++ leaves
 * it undefined ([expr.pre]/4), and nvcc -O3 relies on that (the differential reading
 * `diffb_292`, tests/hardware/diff.test.ts: `a + 1 > 0` came out true for a = INT_MAX). So
 * every overflowing lane is named in a `W-INT-OVERFLOW` warning at its line, with the exact
 * operands, and no warning comes where the result fits or the type is unsigned. Expected
 * values are hand derivations (two's complement modulo 2^32 or 2^64).
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/lang/diagnostics';
import { errors, ints, lineOf, run, scalar, zeros } from './helpers';

const overflows = (r: { diagnostics: Diagnostic[] }): Diagnostic[] => r.diagnostics.filter((d) => d.code === 'W-INT-OVERFLOW');
const threadsOf = (d: Diagnostic): number[] => (d.threads ?? []).map((t) => t.thread[0]);

describe('W-INT-OVERFLOW: signed overflow is reported, and the value wraps', () => {
  it('`a + 1` at INT_MAX: the lanes that pass the maximum, by name, and the wrapped value', () => {
    const src = `export function kernel(out: int[]) {
  const t: int = int(threadIdx.x);
  const a: int = 2147483645 + t;
  out[t] = a + 1;
}`;
    const r = run(src, 4, { out: zeros(4) });
    expect(errors(r)).toEqual([]);
    // t = 0..3: a = 2147483645..2147483648; the last wraps already at line 3.
    // Line 3: 2147483645 + 3 = 2147483648 (lane 3). Line 4: a + 1 for a = 2147483647 (lane 2)
    // is 2147483648, and lane 3's a is -2147483648, whose + 1 fits.
    expect(r.args.out).toEqual([2147483646, 2147483647, -2147483648, -2147483647]);
    const ds = overflows(r);
    expect(ds.map((d) => [d.line, d.severity, threadsOf(d)])).toEqual([[3, 'warning', [3]], [4, 'warning', [2]]]);
    expect(ds[0]!.message).toContain('2147483645 + 3 = 2147483648 does not fit in `int`');
    expect(ds[1]!.message).toContain('2147483647 + 1 = 2147483648 does not fit in `int`');
    expect(ds[1]!.message).toContain('undefined behaviour in CUDA C++');
    expect(ds[1]!.message).toContain('wrapped value -2147483648');
    expect(ds[1]!.hint).toMatch(/`uint`/);
  });

  it('a constant on the left is quoted as written', () => {
    const src = `export function kernel(out: int[], n: int) {
  out[threadIdx.x] = 2147483647 + n;
}`;
    const r = run(src, 1, { out: zeros(1), n: scalar('int', 5) });
    // 2147483647 + 5 = 2147483652 → 2147483652 - 2^32 = -2147483644.
    expect(r.args.out).toEqual([-2147483644]);
    expect(overflows(r).map((d) => d.message)).toEqual([expect.stringContaining('2147483647 + 5 = 2147483652')]);
  });

  it('`-`, `*`, unary `-`, `++` and `+=`: each at its own line; results that fit give no warning', () => {
    const src = `export function kernel(out: int[], x: int[]) {
  if (threadIdx.x != 0) return;
  const lo: int = x[0];
  const big: int = x[1];
  out[0] = lo - 1;
  out[1] = big * big;
  out[2] = (big - 1) * (big - 1);
  out[3] = -lo;
  let i: int = x[2];
  i++;
  out[4] = i;
  let s: int = x[2];
  s += 2;
  out[5] = s;
  out[6] = lo * -1;
  out[7] = 46340 * 46340;
}`;
    // x = [INT_MIN, 46341, INT_MAX]. INT_MIN - 1 = -2^31 - 1 → 2147483647. 46341² = 2147488281
    // > 2^31 - 1 → 2147488281 - 2^32 = -2147479015. 46340² = 2147395600 fits (no warning).
    // -INT_MIN = 2^31 → INT_MIN. INT_MAX + 1 → INT_MIN; INT_MAX + 2 → -2147483647.
    // INT_MIN * -1 = 2^31 → INT_MIN.
    const r = run(src, 32, { out: zeros(8), x: ints([-2147483648, 46341, 2147483647]) });
    expect(errors(r)).toEqual([]);
    expect(r.args.out).toEqual([2147483647, -2147479015, 2147395600, -2147483648, -2147483648, -2147483647, -2147483648, 2147395600]);
    expect(overflows(r).map((d) => d.line).sort((a, b) => a - b)).toEqual(
      ['lo - 1', 'big * big', '-lo;', 'i++', 's += 2', 'lo * -1'].map((n) => lineOf(src, n)).sort((a, b) => a - b));
    expect(overflows(r).find((d) => d.line === lineOf(src, '-lo;'))!.message).toContain('-(-2147483648) = 2147483648');
    expect(overflows(r).find((d) => d.line === lineOf(src, 'lo * -1'))!.message).toContain('-2147483648 * (-1) = 2147483648');
  });

  it('`uint` wraps by definition: no warning', () => {
    const src = `export function kernel(out: uint[]) {
  const h: uint = 0xffffffff;
  out[threadIdx.x] = h * 0x01000193 + uint(threadIdx.x) + 0xfffffff0;
}`;
    const r = run(src, 2, { out: zeros(2, 'uint') });
    // 0xffffffff * 0x01000193 = -0x01000193 mod 2^32 = 0xfefffe6d; + t + 0xfffffff0 = 0xfefffe5d + t.
    expect(r.args.out).toEqual([0xfefffe5d, 0xfefffe5e]);
    expect(overflows(r)).toEqual([]);
  });

  it('`long`: `+`, `*` and unary `-` past 2^63 are reported; `ulong` is not', () => {
    const src = `export function kernel(o: long[], u: ulong[]) {
  if (threadIdx.x != 0) return;
  const m: long = long("9223372036854775807");
  o[0] = m + long(1);
  o[1] = m * long(2);
  o[2] = -(m + long(1));
  o[3] = m - long(1);
  u[0] = ulong(m) * ulong(4);
}`;
    const r = run(src, 32, { o: { kind: 'array', type: 'long', data: [0n, 0n, 0n, 0n] }, u: { kind: 'array', type: 'ulong', data: [0n] } });
    expect(errors(r)).toEqual([]);
    // 2^63 → -2^63; (2^63 - 1)·2 = 2^64 - 2 → -2; -(-2^63) = 2^63 → -2^63; 2^63 - 2 fits.
    // ulong: (2^63 - 1)·4 = 2^65 - 4 ≡ 2^64 - 4.
    expect(r.args.o).toEqual([-(2n ** 63n), -2n, -(2n ** 63n), 2n ** 63n - 2n]);
    expect(r.args.u).toEqual([2n ** 64n - 4n]);
    const ds = overflows(r);
    // Line 6 overflows twice: m + 1 first, then the negation of -2^63.
    expect(ds.map((d) => d.line).sort((a, b) => a - b)).toEqual([4, 5, 6, 6]);
    expect(ds.find((d) => d.line === 4)!.message).toContain('9223372036854775807 + 1 = 9223372036854775808 does not fit in `long`');
    expect(ds.find((d) => d.line === 5)!.message).toContain('wrapped value -2');
  });

  it('`abs` of the minimum: `int` and `long` report it (C17 7.22.6.1: not representable), other values do not', () => {
    const src = `export function kernel(o: int[], L: long[], x: int[]) {
  if (threadIdx.x != 0) return;
  o[0] = abs(x[0]);
  o[1] = abs(x[1]);
  L[0] = abs(long(x[0]) * long(65536) * long(65536));
  L[1] = abs(long(x[1]));
}`;
    // x = [INT_MIN, -7]: abs(INT_MIN) = 2^31 → INT_MIN; abs(-7) = 7; INT_MIN · 2^32 = -2^63
    // (fits; a product, since `<<` of a negative `long` is itself undefined in C++17),
    // abs(-2^63) = 2^63 → -2^63; abs(-7) = 7.
    const r = run(src, 32, { o: zeros(2), L: { kind: 'array', type: 'long', data: [0n, 0n] }, x: ints([-2147483648, -7]) });
    expect(errors(r)).toEqual([]);
    expect(r.args.o).toEqual([-2147483648, 7]);
    expect(r.args.L).toEqual([-(2n ** 63n), 7n]);
    expect(overflows(r).map((d) => [d.line, d.message.match(/abs\(-?\d+\) = \d+/)?.[0]])).toEqual([
      [3, 'abs(-2147483648) = 2147483648'],
      [5, 'abs(-9223372036854775808) = 9223372036854775808'],
    ]);
  });

  it('a lane that overflows on every trip of a loop is listed once, and every occurrence is counted', () => {
    const src = `export function kernel(out: int[]) {
  let h: int = -2147483647 - 1;
  for (let i = 0; i < 3; i++) {
    h = h * -1;
  }
  out[threadIdx.x] = h;
}`;
    // INT_MIN * -1 = 2^31 → INT_MIN again: an overflow on each of 3 trips, in each of 4 lanes.
    const r = run(src, 4, { out: zeros(4) });
    expect(r.args.out).toEqual([-2147483648, -2147483648, -2147483648, -2147483648]);
    const ds = overflows(r);
    expect(ds.map((d) => [d.line, threadsOf(d)])).toEqual([[4, [0, 1, 2, 3]]]);
    expect(ds[0]!.message).toContain('(12 occurrences in 4 threads)');
  });
});

// C++17 [expr.shift]/2 (nvcc's default dialect): a signed `E1 << E2` is defined only for
// E1 >= 0 with E1 × 2^E2 representable in the unsigned type; the value otherwise is the
// wrapped one (PTX `shl`, and C++20's definition). Expected values by hand.
describe('W-INT-OVERFLOW: signed left shifts that C++17 leaves undefined', () => {
  it('`int`: a negative left operand, a product past 32 bits; not 1 << 31, not `uint`', () => {
    const src = `export function kernel(out: int[], u: uint[], n: int) {
  const t: int = int(threadIdx.x);
  out[t] = (t - 1) << 1;
  out[4 + t] = (t + 1) << n;
  u[t] = uint(t + 1) << n;
  let x: int = t;
  x <<= 30;
  out[8 + t] = x;
}`;
    // t = 0..3, n = 31. Line 3: (t-1) << 1 = -2, 0, 2, 4; lane 0's -1 is negative.
    // Line 4: (t+1) << 31: 1 << 31 = 2^31 fits in uint (defined, INT_MIN); 2, 3, 4 << 31 do
    // not: lanes 1–3, wrapped to 0, INT_MIN, 0. Line 5: uint, never reported.
    // Line 7: t << 30: 0, 2^30 fit; 2 << 30 = 2^31 fits; 3 << 30 = 3·2^30 > 2^32 - 1? No:
    // 3·2^30 = 3221225472 fits in uint (defined, wraps to -1073741824). None reported.
    const r = run(src, 4, { out: zeros(12), u: zeros(4, 'uint'), n: scalar('int', 31) });
    expect(errors(r)).toEqual([]);
    expect(r.args.out).toEqual([-2, 0, 2, 4, -2147483648, 0, -2147483648, 0, 0, 1073741824, -2147483648, -1073741824]);
    expect(r.args.u).toEqual([2147483648, 0, 2147483648, 0]);
    const ds = overflows(r);
    expect(ds.map((d) => [d.line, threadsOf(d)])).toEqual([[3, [0]], [4, [1, 2, 3]]]);
    expect(ds[0]!.message).toContain('a left shift of the negative `int` -1');
    expect(ds[0]!.message).toContain('-1 << 1 = -2');
    expect(ds[1]!.message).toContain('`int` 2 << 31 = 4294967296 needs more than 32 bits');
    expect(ds[1]!.message).toContain('C++17');
    expect(ds[1]!.hint).toMatch(/`uint\(x\) << n`/);
  });

  it('`long`: 5 << 63 and -1 << 0 are reported, 1 << 63 is not; a count of 64 stays an error', () => {
    const src = `export function kernel(o: long[], n: int) {
  o[0] = long(5) << n;
  o[1] = long(1) << n;
  o[2] = long(-1) << (n - 63);
}`;
    // n = 63: 5·2^63 needs 66 bits (wrapped: 2^63 → -2^63); 2^63 fits in ulong (→ -2^63);
    // -1 << 0 = -1, negative left operand.
    const r = run(src, 1, { o: { kind: 'array', type: 'long', data: [0n, 0n, 0n] }, n: scalar('int', 63) });
    expect(errors(r)).toEqual([]);
    expect(r.args.o).toEqual([-(2n ** 63n), -(2n ** 63n), -1n]);
    const ds = overflows(r);
    expect(ds.map((d) => d.line)).toEqual([2, 4]);
    expect(ds[0]!.message).toContain('`long` 5 << 63 = 46116860184273879040 needs more than 64 bits');
    expect(ds[1]!.message).toContain('a left shift of the negative `long` -1');
    expect(ds[0]!.hint).toMatch(/`ulong\(x\) << n`/);
  });

  it('a count the shift itself rejects, or an undefined operand, is not reported as an overflow too', () => {
    const src = `export function kernel(out: int[], n: int) {
  let v: int;
  if (threadIdx.x == 0) v = -1;
  out[threadIdx.x] = -1 << n;
}`;
    const r = run(src, 1, { out: zeros(1), n: scalar('int', 32) });
    expect(r.diagnostics.map((d) => d.code)).toContain('E-SHIFT-COUNT');
    expect(overflows(r)).toEqual([]);
  });
});
