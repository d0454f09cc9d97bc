/**
 * CUDA overloads `sqrt`, `fma`, `exp`, ... for `float` (`crt/math_functions.hpp`, Programming
 * Guide §17.1): with `float` arguments only, `fma(a, b, c)` is `fmaf(a, b, c)`, rounded once
 * to binary32. Hand derivation: a = 1 + 2^-12, c = 2^-60; a·a + c = 1 + 2^-11 + 2^-24 + 2^-60,
 * just above half an ulp (2^-24) past 1 + 2^-11, so one rounding to binary32 gives
 * 1 + 2^-11 + 2^-23 (0x3f801001), while the `double` function and a second rounding would give
 * 1 + 2^-11 (0x3f801000: the double result is 1 + 2^-11 + 2^-24, a tie, to even). With an
 * integer or `double` argument the `double` function is called, as C++ picks it.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';

function run(body: string, out: number, d: number[] = [0]) {
  const c = compile(`export function kernel(out: uint[], d: double[]): void {\n${body}\n}`);
  expect(c.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  return runProgram(c.program!, { grid: [1, 1, 1], block: [1, 1, 1] }, {
    out: { kind: 'array', type: 'uint', data: new Uint32Array(out) },
    d: { kind: 'array', type: 'double', data: new Float64Array(d) },
  });
}

describe('the float overloads of the double math functions', () => {
  it('fma, sqrt and friends of float arguments are their float twins', () => {
    const r = run(`const a: float = __uint_as_float(0x3f800800);
  const c: float = __uint_as_float(0x21800000);
  out[0] = __float_as_uint(fma(a, a, c));
  out[1] = __float_as_uint(fmaf(a, a, c));
  out[2] = __float_as_uint(sqrt(a) - sqrtf(a));
  out[3] = __float_as_uint(fmin(a, c));
  out[4] = __float_as_uint(floor(a) + round(a) + ceil(a) + trunc(a) + fabs(a) + fmax(a, c));`, 5);
    // 0x3f800800 = 1 + 2^-12; 0x21800000 = 2^-60 (exponent 67 - 127 = -60).
    expect((r.args.out as number[]).map((x) => x >>> 0)).toEqual([
      0x3f801001, 0x3f801001, 0, 0x21800000,
      // 1 + 1 + 2 + 1 + (1 + 2^-12) + (1 + 2^-12) = 7 + 2^-11, exact in binary32: 7 = 1.75 · 2^2,
      // whose ulp is 2^-21, so 2^-11 is 2^10 ulps: 0x40e00000 + 0x400.
      0x40e00400,
    ]);
    expect(r.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  });

  it('a double or integer argument calls the double function', () => {
    const r = run(`d[0] = sqrt(d[1]);
  d[2] = sqrt(2);
  d[3] = fma(d[1], d[1], 1);`, 1, [0, 2, 0, 0]);
    expect(r.args.d).toEqual([Math.SQRT2, 2, Math.SQRT2, 5]);
  });
});

describe('round of a double', () => {
  it('rounds halves away from zero, right where floor(|x| + 0.5) is not (hand-derived, C99 §7.12.9.6)', () => {
    const inputs = [0.49999999999999994, 2 ** 52 + 1, 2 ** 53 - 1, 2.5, -2.5, 0.5, -0.5, -0.4, 1e300, -1.5, 3.4999999999999996];
    const r = run('for (let i: int = 0; i < 11; i++) d[11 + i] = round(d[i]);', 1, [...inputs, ...new Array(11).fill(0)]);
    const got = (r.args.d as number[]).slice(11);
    // 0.49999999999999994 is below one half: 0. 2^52 + 1 and 2^53 - 1 are integers already.
    expect(got).toEqual([0, 2 ** 52 + 1, 2 ** 53 - 1, 3, -3, 1, -1, -0, 1e300, -2, 3]);
    expect(Object.is(got[7], -0)).toBe(true);
  });
});
