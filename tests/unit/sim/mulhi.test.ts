/**
 * `__mulhi` and `__umulhi`, from their descriptor alone (`derive: true` in
 * src/lang/intrinsics/table.ts). Expected values are derived by hand from the CUDA Math API
 * (Integer Intrinsics): the most significant 32 bits of the 64-bit product x * y.
 *   __umulhi(0xffffffff, 0xffffffff): (2^32 − 1)^2 = 2^64 − 2^33 + 1 = 0xfffffffe_00000001 → 0xfffffffe
 *   __umulhi(0x00010000, 0x00010000): 2^16 · 2^16 = 2^32 = 0x00000001_00000000 → 1
 *   __umulhi(0x80000000, 2): 2^31 · 2 = 2^32 → 1
 *   __umulhi(0xffffffff, 2): 2^33 − 2 = 0x00000001_fffffffe → 1
 *   __umulhi(0xdeadbeef, 0x10): 0xdeadbeef · 16 = 0x0000000d_eadbeef0 → 0xd
 *   __umulhi(0x12345678, 0): 0 → 0
 *   __mulhi(-1, 1): −1 = 0xffffffff_ffffffff → 0xffffffff = −1
 *   __mulhi(−2^31, −2^31): 2^62 = 0x40000000_00000000 → 0x40000000 = 1073741824
 *   __mulhi(0x7fffffff, 2): 2^32 − 2 = 0x00000000_fffffffe → 0
 *   __mulhi(−2, 0x40000000): −2^31 = 0xffffffff_80000000 → −1
 *   __mulhi(−65536, 65536): −2^32 = 0xffffffff_00000000 → −1
 *   __mulhi(−2^31, 2^31 − 1): −2^62 + 2^31; 2^64 − (2^62 − 2^31) = 0xc0000000_80000000 →
 *     0xc0000000 = −1073741824
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { ints, run, uints, zeros } from './helpers';

const KERNEL = `export function kernel(a: uint[], b: uint[], x: int[], y: int[], hu: uint[], hs: int[]) {
  const i = threadIdx.x;
  hu[i] = __umulhi(a[i], b[i]);
  hs[i] = __mulhi(x[i], y[i]);
}`;

const U = [
  [0xffffffff, 0xffffffff, 0xfffffffe],
  [0x00010000, 0x00010000, 1],
  [0x80000000, 2, 1],
  [0xffffffff, 2, 1],
  [0xdeadbeef, 0x10, 0xd],
  [0x12345678, 0, 0],
] as const;
const S = [
  [-1, 1, -1],
  [-2147483648, -2147483648, 1073741824],
  [0x7fffffff, 2, 0],
  [-2, 0x40000000, -1],
  [-65536, 65536, -1],
  [-2147483648, 2147483647, -1073741824],
] as const;

describe('__umulhi and __mulhi (CUDA Math API, Integer Intrinsics)', () => {
  it('give the high 32 bits of the 64-bit product', () => {
    const n = U.length;
    const r = run(KERNEL, n, {
      a: uints(U.map((c) => c[0])),
      b: uints(U.map((c) => c[1])),
      x: ints(S.map((c) => c[0])),
      y: ints(S.map((c) => c[1])),
      hu: zeros(n, 'uint'),
      hs: zeros(n),
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.hu).toEqual(U.map((c) => c[2]));
    expect(r.args.hs).toEqual(S.map((c) => c[2]));
  });

  it('take two 32-bit integers', () => {
    const codes = (call: string) =>
      compile(`export function kernel(out: int[], f: float, w: long) {\n  out[0] = ${call};\n}\n`).diagnostics.map((d) => d.code);
    expect(codes('__mulhi(3, 4)')).toEqual([]);
    expect(codes('__mulhi(f, 4)')).toEqual(['E-ARG-TYPE']);
    expect(codes('__umulhi(w, 4)')).toEqual(['E-ARG-TYPE']);
    expect(codes('__umulhi(4)')).toEqual(['E-ARG-COUNT']);
  });
});
