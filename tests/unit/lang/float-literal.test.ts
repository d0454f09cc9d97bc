/**
 * Decimal text to binary32, rounded once (C++ [lex.fcon]; IEEE 754-2019 §5.12.2), in
 * literals and in `--arg` values. Expected values by hand: binary32 has 24 significand
 * bits, so between 2^24 and 2^25 its values are the even integers, 2^24 + 1 is the tie
 * between 2^24 and 2^24 + 2, and any decimal above it rounds up; near 1 the spacing is
 * 2^-23 and the tie is 1 + 2^-24 = 1.000000059604644775390625 exactly; the largest value is
 * FLT_MAX = (2 − 2^-23)·2^127 and the least that overflows is 2^128 − 2^103 =
 * 340282356779733661637539395458142568448; the least subnormal is 2^-149.
 */
import { describe, expect, it } from 'vitest';
import { decimalToFloat32 } from '../../../src/lang/float-literal';
import { parseNumber } from '../../../src/sim/arg-spec';
import { parseNumberArray } from '../../../src/sim/number-array';
import { run, zeros } from '../sim/helpers';

const FLT_MAX = (2 - 2 ** -23) * 2 ** 127;
const bits = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0]!;

describe('decimalToFloat32', () => {
  const cases: [string, number][] = [
    ['16777217.0000000001', 2 ** 24 + 2], // above the tie: up (binary64 16777217 would tie down)
    ['16777217.0', 2 ** 24], // the tie itself: to even (2^24, significand ...0)
    ['16777219.0', 2 ** 24 + 4], // tie between 2^24+2 and 2^24+4: to even (2^24+4)
    ['16777216.9999999999', 2 ** 24], // its binary64 value is the tie 2^24 + 1, the decimal just below it: down
    ['1.0000000596046447753906250001', 1 + 2 ** -23], // just above the tie 1 + 2^-24
    ['1.000000059604644775390625', 1], // the tie: to even (1)
    ['1.0000000596046447753906249999', 1], // just below the tie
    ['340282356779733661637539395458142568447.0', FLT_MAX], // one below the overflow tie
    ['340282356779733661637539395458142568448.0', Infinity], // the overflow tie: to even (2^128), infinity
    ['3.5e38', Infinity],
    ['0.1', Math.fround(0.1)], // no tie: the binary64 route is exact enough
    ['1_000.5', 1000.5],
    ['.5', 0.5],
    ['2.', 2],
    ['1e-50', 0],
    // 2^-150, exactly: the tie between 0 and 2^-149, to even (0); a hair above it, 2^-149.
    ['7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625e-46', 0],
    ['7.006492321624085354618647916449580656401309709382578858785341419448955413429303007433190941810607910156251e-46', 2 ** -149],
  ];
  for (const [text, want] of cases) {
    it(`${text} → ${want}`, () => {
      expect(decimalToFloat32(text)).toBe(want);
    });
  }
});

describe('float literals in kernels and in --arg values round once', () => {
  it('a literal just above a binary32 tie rounds up, and one below the overflow tie is FLT_MAX, with no warning', () => {
    const src = `export function kernel(out: uint[]) {
  out[0] = __float_as_uint(16777217.0000000001);
  out[1] = __float_as_uint(1.0000000596046447753906250001);
  out[2] = __float_as_uint(340282356779733661637539395458142568447.0);
  out[3] = __float_as_uint(16777217.0);
}`;
    const r = run(src, 1, { out: zeros(4, 'uint') });
    expect(r.args.out).toEqual([0x4b800001, 0x3f800001, 0x7f7fffff, 0x4b800000]);
    expect(r.diagnostics).toEqual([]);
  });

  it('a float argument and a float array element round from their text', () => {
    expect(parseNumber('16777217.0000000001', 'float')).toEqual({ ok: true, value: 2 ** 24 + 2 });
    expect(parseNumber('-16777217.0000000001', 'float')).toEqual({ ok: true, value: -(2 ** 24 + 2) });
    expect(parseNumber('-0.0', 'float')).toEqual({ ok: true, value: -0 });
    const a = parseNumberArray('[16777217.0000000001, -1.0000000596046447753906250001, 0.5, 16777217]', 'float', 10);
    expect(a.ok && a.value.map(bits)).toEqual([0x4b800001, 0xbf800001, 0x3f000000, 0x4b800000]);
  });
});
