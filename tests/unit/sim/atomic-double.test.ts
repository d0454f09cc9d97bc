/**
 * `atomicExch` on a `double[]` (Programming Guide §10.14.1.3: reads the 64-bit word, stores
 * `val`, returns the old word, in one transaction). The CUDA export goes through the
 * `unsigned long long int` overload with bit casts, so the exchange is bit-exact: `-0.0`
 * and NaN payloads survive it.
 */
import { describe, expect, it } from 'vitest';
import { bitsDouble, doubleBits } from '../../../src/sim/intrinsics/fma64';
import { doubles, run, zeros } from './helpers';

describe('atomicExch on double', () => {
  it('returns the old value and stores the new one, bit for bit, in global and shared memory', () => {
    const src = `export function kernel(d: double[], old: double[]) {
  const sh = __shared__<double>(1);
  sh[0] = d[1];
  old[0] = atomicExch(d, 0, d[1]);
  old[1] = atomicExch(sh, 0, d[2]);
  old[2] = sh[0];
}`;
    const payload = bitsDouble(0x7ff8000000000123n);
    const r = run(src, 1, { d: doubles([1.25, -0, payload]), old: zeros(3, 'double') });
    expect(r.args.d![0]).toSatisfy((x: number) => Object.is(x, -0));
    expect(r.args.old![0]).toBe(1.25);
    expect(r.args.old![1]).toSatisfy((x: number) => Object.is(x, -0));
    expect(doubleBits(r.args.old![2] as number)).toBe(0x7ff8000000000123n);
  });
});
