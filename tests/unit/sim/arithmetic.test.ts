/**
 * 32-bit integer and binary32 rules (docs/language.md §3; C++ [expr.mul], [expr.shift]; Programming
 * Guide §20.3). Expected values are hand derivations.
 */
import { describe, expect, it } from 'vitest';
import { errors, kinds, run, zeros } from './helpers';

function ints(exprs: string[], pre = ''): (number | null)[] {
  const src = `export function kernel(out: int[]) {
  ${pre}
${exprs.map((e, i) => `  out[${i}] = ${e};`).join('\n')}
}`;
  const r = run(src, 1, { out: zeros(exprs.length) });
  expect(errors(r)).toEqual([]);
  return r.args.out! as (number | null)[];
}

function floatsOf(exprs: string[], pre = ''): (number | null)[] {
  const src = `export function kernel(out: float[]) {
  ${pre}
${exprs.map((e, i) => `  out[${i}] = ${e};`).join('\n')}
}`;
  const r = run(src, 1, { out: zeros(exprs.length, 'float') });
  expect(errors(r)).toEqual([]);
  return r.args.out! as (number | null)[];
}

describe('integer arithmetic', () => {
  it('wraps `+ - *` modulo 2^32', () => {
    expect(ints(['a + 1', 'b - 1', 'a * 2', '65536 * 65536'], 'const a: int = 2147483647; const b: int = -2147483648;'))
      .toEqual([-2147483648, 2147483647, -2, 0]);
  });
  it('truncates `/` toward zero and gives `%` the sign of the dividend', () => {
    expect(ints(['m / 2', 'm % 2', 'm / -2', '7 % -3'], 'const m: int = -7;')).toEqual([-3, -1, 3, 1]);
  });
  it('shifts `int` arithmetically and `uint` logically', () => {
    expect(ints(['m >> 1', 'int(u >> 4)', '1 << 31'], 'const m: int = -8; const u: uint = 0x80000000;'))
      .toEqual([-4, 0x08000000, -2147483648]);
  });
  it('converts `int` with `uint` to `uint` (−1 > 0u is true, as in C)', () => {
    expect(ints(['int(m > u)'], 'const m: int = -1; const u: uint = 0;')).toEqual([1]);
  });
  for (const [what, expr] of [['division by zero', 'a / z'], ['remainder by zero', 'a % z'], ['INT_MIN / -1', 'b / n'],
    ['a shift by 32', 'a << s'], ['a negative shift', 'a >> n']] as const) {
    it(`stops the lane with an \`arithmetic\` error for ${what}`, () => {
      const src = `export function kernel(out: int[]) {
  const a: int = 7; const z: int = 0; const b: int = -2147483648; const n: int = -1; const s: int = 32;
  out[0] = ${expr};
}`;
      const r = run(src, 1, { out: zeros(1) });
      expect(kinds(r)).toEqual(['arithmetic']);
      expect(errors(r)[0]!.line).toBe(3);
      expect(r.args.out).toEqual([0]);
    });
  }
});

describe('binary32 arithmetic', () => {
  it('rounds after every operation (2^24 + 1 − 2^24 is 0 in float, 1 in double)', () => {
    expect(floatsOf(['(big + one) - big', 'float((double(big) + double(one)) - double(big))'], 'const big: float = 16777216.0; const one: float = 1.0;'))
      .toEqual([0, 1]);
  });
  it('does not contract `a*b + c` into an FMA, while `fmaf` rounds once', () => {
    // a = b = 1 + 2^-12, c = -(1 + 2^-11): a*b = 1 + 2^-11 + 2^-24 rounds to 1 + 2^-11 (ties to even) → 0;
    // fused: exactly 2^-24 (docs/semantics.md HW-1 T17/T18).
    expect(floatsOf(['a * a + c', 'fmaf(a, a, c)'], 'const a: float = 1.000244140625; const c: float = -1.00048828125;'))
      .toEqual([0, 2 ** -24]);
  });
  it('gives the canonical NaN 0x7fffffff for 0/0 and returns the other operand from fminf/fmaxf', () => {
    const src = `export function kernel(out: uint[], f: float[]) {
  const z: float = 0.0;
  const nan: float = z / z;
  out[0] = __float_as_uint(nan);
  f[0] = fminf(nan, 1.0);
  f[1] = fmaxf(-0.0, 0.0);
}`;
    const r = run(src, 1, { out: zeros(1, 'uint'), f: zeros(2, 'float') });
    expect(r.args.out).toEqual([0x7fffffff]);
    expect(r.args.f![0]).toBe(1);
    expect(Object.is(r.args.f![1], 0)).toBe(true);
  });
  it('clamps out-of-range float-to-int conversions, reports them and leaves the result undefined', () => {
    const src = `export function kernel(out: int[]) {
  const big: float = 1e10;
  out[0] = int(big);
  out[1] = int(-2.5);
}`;
    const r = run(src, 1, { out: zeros(2) });
    expect(kinds(r)).toEqual(['conversion']);
    expect(r.args.out).toEqual([null, -2]);
  });
});

describe('bit intrinsics', () => {
  it('reports `__fns` with a base above 31 and leaves its result undefined (PTX §9.7.1.17)', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: uint = uint(threadIdx.x % 32);
  out[threadIdx.x] = __fns(0xaaaaaaaa, lane + 1, 1);
}`;
    const r = run(src, 32, { out: zeros(32, 'uint') });
    expect(kinds(r)).toEqual(['argument']);
    expect(errors(r)[0]!.threads!.map((t) => t.lane)).toEqual([31]);
    expect(r.args.out![31]).toBeNull();
    // fns(0xaaaaaaaa, 1, 1) = 1; fns(0xaaaaaaaa, 2, 1) = 3 (PTX examples).
    expect(r.args.out![0]).toBe(1);
    expect(r.args.out![1]).toBe(3);
  });
});
