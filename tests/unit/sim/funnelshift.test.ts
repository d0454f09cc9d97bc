/**
 * `__funnelshift_l` and `__funnelshift_r`, from their descriptor alone (`derive: true` in
 * src/lang/intrinsics/table.ts): the prelude declares them, the checker takes three `uint`,
 * the simulator computes them, the CUDA export calls them by name.
 *
 * Expected values are derived by hand from the CUDA Math API (Integer Intrinsics):
 *   __funnelshift_l(lo, hi, shift): "Concatenate hi : lo, shift left by shift & 31 bits,
 *     return the most significant 32 bits."
 *   __funnelshift_r(lo, hi, shift): "Concatenate hi : lo, shift right by shift & 31 bits,
 *     return the least significant 32 bits."
 * With lo = 0x89abcdef, hi = 0x01234567, hi:lo = 0x01234567_89abcdef:
 *   shift 0:  left: << 0, high word 0x01234567 (= hi); right: >> 0, low word 0x89abcdef (= lo).
 *   shift 8:  left: 0x01234567_89abcdef << 8 = 0x23456789_abcdef00 (the top byte 0x01 leaves
 *             the 64 bits), high word 0x23456789; right: >> 8 = 0x00012345_6789abcd, low
 *             word 0x6789abcd.
 *   shift 31: left: high word = (hi << 31) | (lo >> 1) = 0x80000000 | 0x44d5e6f7 (0x89abcdef
 *             halved: 1000 1001 1010 … 1111 → 0100 0100 1101 … 0111) = 0xc4d5e6f7; right: low
 *             word = (lo >> 31) | (hi << 1) = 0x00000001 | 0x02468ace = 0x02468acf.
 *   shift 32: 32 & 31 = 0, as shift 0 (the wrap mode; the `c` forms would clamp to 32).
 *   shift 36: 36 & 31 = 4; left: 0x01234567_89abcdef << 4 = 0x12345678_9abcdef0, high word
 *             0x12345678; right: >> 4 = 0x00123456_789abcde, low word 0x789abcde.
 * And rotations, lo = hi = x = 0x80000001: left by 1: (x << 1) | (x >> 31) = 0x00000002 | 1
 *   = 0x00000003; right by 1: (x >> 1) | (x << 31) = 0x40000000 | 0x80000000 = 0xc0000000.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { deviceCode } from '../../../src/cuda';
import { PRELUDE_SOURCE } from '../../../src/lang/prelude';
import { run, uints, zeros } from './helpers';

const KERNEL = `export function kernel(lo: uint[], hi: uint[], s: uint[], l: uint[], r: uint[]) {
  const i = threadIdx.x;
  l[i] = __funnelshift_l(lo[i], hi[i], s[i]);
  r[i] = __funnelshift_r(lo[i], hi[i], s[i]);
}`;

const CASES = [
  // lo, hi, shift, left, right
  [0x89abcdef, 0x01234567, 0, 0x01234567, 0x89abcdef],
  [0x89abcdef, 0x01234567, 8, 0x23456789, 0x6789abcd],
  [0x89abcdef, 0x01234567, 31, 0xc4d5e6f7, 0x02468acf],
  [0x89abcdef, 0x01234567, 32, 0x01234567, 0x89abcdef],
  [0x89abcdef, 0x01234567, 36, 0x12345678, 0x789abcde],
  [0x80000001, 0x80000001, 1, 0x00000003, 0xc0000000],
] as const;

describe('__funnelshift_l and __funnelshift_r (CUDA Math API, Integer Intrinsics)', () => {
  it('give the high (left) and low (right) word of hi:lo shifted by shift & 31', () => {
    const col = (k: number) => uints(CASES.map((c) => c[k]!));
    const r = run(KERNEL, CASES.length, {
      lo: col(0),
      hi: col(1),
      s: col(2),
      l: zeros(CASES.length, 'uint'),
      r: zeros(CASES.length, 'uint'),
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.l).toEqual(CASES.map((c) => c[3]));
    expect(r.args.r).toEqual(CASES.map((c) => c[4]));
  });

  it('are declared by the prelude’s generated part', () => {
    expect(PRELUDE_SOURCE).toContain('declare function __funnelshift_l(lo: uint, hi: uint, shift: uint): uint;');
    expect(PRELUDE_SOURCE).toContain('declare function __funnelshift_r(lo: uint, hi: uint, shift: uint): uint;');
  });

  it('take three integers: a float, a 64-bit value or a missing argument is an error', () => {
    const codes = (call: string) =>
      compile(`export function kernel(out: uint[], x: float, w: ulong) {\n  out[0] = ${call};\n}\n`).diagnostics.map(
        (d) => d.code,
      );
    expect(codes('__funnelshift_l(1, 2, 3)')).toEqual([]);
    // An `int` converts to `unsigned int` as in C.
    expect(codes('__funnelshift_r(-1, 2, 3)')).toEqual([]);
    expect(codes('__funnelshift_l(x, 2, 3)')).toEqual(['E-ARG-TYPE']);
    expect(codes('__funnelshift_r(1, w, 3)')).toEqual(['E-ARG-TYPE']);
    expect(codes('__funnelshift_l(1, 2)')).toEqual(['E-ARG-COUNT']);
  });

  it('are exported to CUDA under their own names', () => {
    const { program } = compile(KERNEL);
    const text = deviceCode(program!).text;
    expect(text).toMatch(/__funnelshift_l\(lo\[i\], hi\[i\], s\[i\]\)/);
    expect(text).toMatch(/__funnelshift_r\(lo\[i\], hi\[i\], s\[i\]\)/);
  });
});

/*
 * The clamp forms (CUDA Math API: "shift left (right) by min(shift, 32) bits"; PTX `shf`
 * `.clamp`). With the same hi:lo = 0x01234567_89abcdef: shifts below 32 are as above (8 gives
 * 0x23456789 and 0x6789abcd); 32 moves the whole word: left gives lo (0x89abcdef), right
 * gives hi (0x01234567); 36, 40 and 0xffffffff clamp to 32, the same. So `__funnelshift_lc`
 * differs from `__funnelshift_l` exactly where the count is 32 or more.
 */
describe('__funnelshift_lc and __funnelshift_rc (the clamp forms)', () => {
  const KERNEL_C = `export function kernel(s: uint[], l: uint[], r: uint[]) {
  const i = threadIdx.x;
  l[i] = __funnelshift_lc(0x89abcdef, 0x01234567, s[i]);
  r[i] = __funnelshift_rc(0x89abcdef, 0x01234567, s[i]);
}`;
  it('clamp the count to 32', () => {
    const shifts = [0, 8, 31, 32, 36, 40, 0xffffffff];
    const r = run(KERNEL_C, shifts.length, { s: uints(shifts), l: zeros(shifts.length, 'uint'), r: zeros(shifts.length, 'uint') });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.l).toEqual([0x01234567, 0x23456789, 0xc4d5e6f7, 0x89abcdef, 0x89abcdef, 0x89abcdef, 0x89abcdef]);
    expect(r.args.r).toEqual([0x89abcdef, 0x6789abcd, 0x02468acf, 0x01234567, 0x01234567, 0x01234567, 0x01234567]);
  });

  it('are exported to CUDA under their own names', () => {
    const text = deviceCode(compile(KERNEL_C).program!).text;
    expect(text).toMatch(/__funnelshift_lc\(/);
    expect(text).toMatch(/__funnelshift_rc\(/);
  });
});
