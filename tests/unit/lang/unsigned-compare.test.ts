/**
 * `W-UNSIGNED-COMPARE`: an unsigned value compared with 0 so that the answer never changes,
 * as gcc's -Wtype-limits warns ("comparison of unsigned expression >= 0 is always true"). By
 * C's rules a `uint` or `ulong` is never negative, so `u >= 0` and `0 <= u` are always true
 * and `u < 0` and `0 > u` always false; the same comparisons of signed values, or of an
 * unsigned value with another number, say something and are left alone.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';

const warned = (cond: string): boolean =>
  compile(`export function kernel(out: int[], s: int, n: uint): void {
  const u: uint = threadIdx.x;
  const w: ulong = ulong(u);
  if (${cond}) out[0] = 1;
}`).diagnostics.some((d) => d.code === 'W-UNSIGNED-COMPARE' && d.severity === 'warning' && d.line === 4);

describe('W-UNSIGNED-COMPARE', () => {
  it('warns where the answer is fixed', () => {
    for (const c of ['u >= 0', 'u < 0', '0 <= u', '0 > u', 'w >= 0', 'threadIdx.x >= 0', 'n - 1 >= 0']) expect(warned(c), c).toBe(true);
  });
  it('is silent where the comparison can go either way', () => {
    for (const c of ['s >= 0', 'u > 0', 'u <= 0', '0 < u', 'u >= 1', 'int(u) >= 0', 'u == 0', 's < 0']) expect(warned(c), c).toBe(false);
  });
  it('says which way it always goes, and hints at a signed count', () => {
    const d = compile(`export function kernel(out: int[]): void {
  for (let i: uint = 9; i >= 0; i--) { out[0] = 1; }
}`).diagnostics.find((x) => x.code === 'W-UNSIGNED-COMPARE')!;
    expect(d.message).toMatch(/always true: it compares a `uint`, which is never negative, with 0/);
    expect(d.hint).toMatch(/signed `int`/);
    expect(d.column).toBe(25); // the start of `i >= 0`
  });
});
