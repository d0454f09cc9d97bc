import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberArray, scanNumberArray } from '../../../src/sim/number-array';
import type { ElemType } from '../../../src/lang/ir';

const BOTH = [['parseNumberArray', parseNumberArray], ['scanNumberArray', scanNumberArray]] as const;

describe.each(BOTH)('%s reads JSON arrays of numbers (docs/language.md §7)', (_name, parse) => {
  const ok = (text: string, type: ElemType): number[] => {
    const r = parse(text, type, 1 << 20);
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };
  const message = (text: string, type: ElemType, max = 1 << 20): string => {
    const r = parse(text, type, max);
    if (r.ok) throw new Error(`accepted ${text}`);
    return r.message;
  };

  it('reads numbers with JSON whitespace between them', () => {
    expect(ok(' [ 1 ,\n2.5,\t-3e2 ,0 ]\n', 'double')).toEqual([1, 2.5, -300, 0]);
  });

  it('rounds floats to binary32: 0.1 becomes 13421773 × 2^-27', () => {
    expect(ok('[0.1]', 'float')).toEqual([13421773 * 2 ** -27]);
  });

  it('keeps a double as the nearest binary64 (0.1 stays 0.1)', () => {
    expect(ok('[0.1]', 'double')).toEqual([0.1]);
  });

  it('reads "NaN", "Infinity", "-Infinity" and hexadecimal strings', () => {
    expect(ok('["NaN","Infinity","-Infinity"]', 'float')).toEqual([NaN, Infinity, -Infinity]);
    expect(ok('["0xffffffff", 7]', 'uint')).toEqual([4294967295, 7]);
  });

  it('checks integers against the C type: int is -2^31..2^31-1, uint 0..2^32-1', () => {
    expect(ok('[-2147483648, 2147483647]', 'int')).toEqual([-(2 ** 31), 2 ** 31 - 1]);
    expect(message('[1, 2147483648]', 'int')).toBe('element 1: `2147483648` is outside the range of `int` (-2147483648 to 2147483647)');
    expect(message('[-1]', 'uint')).toBe('element 0: `-1` is outside the range of `uint` (0 to 4294967295)');
    expect(message('[0, 1.5]', 'int')).toBe('element 1: `1.5` is not an integer, but the type is `int`');
  });

  it('names an element that is not a number', () => {
    expect(message('[1,"x"]', 'float')).toBe('element 1: `x` is not a number');
    expect(message('[1,2,true]', 'float')).toMatch(/^element 2 is not a number/);
  });

  it('refuses an empty array and one longer than the limit', () => {
    expect(message('[]', 'int')).toBe('the array needs at least one element');
    expect(message('[1,2,3]', 'int', 2)).toBe('at most 2 elements');
  });
});

describe('scanNumberArray says where a text that is not an array goes wrong', () => {
  const message = (text: string): string => {
    const r = parseNumberArray(text, 'float', 100);
    return r.ok ? 'accepted' : r.message;
  };
  it.each([
    ['[1,2,', 'element 2 is not a number (found the end of the text)'],
    ['[1 2]', 'expected `,` or `]` after element 0, found `2]`'],
    ['[1,]', 'element 1 is not a number (found `]`)'],
    ['[01]', 'expected `,` or `]` after element 0, found `1]`'],
    ['[1.]', 'element 0 is not a number (found `1.]`)'],
    ['{"a":1}', 'expected a JSON array `[...]` of numbers, found `{"a":1}`'],
    ['[1] x', "unexpected text after the array's `]`: `x`"],
  ])('`%s`: %s', (text, expected) => {
    expect(message(text)).toBe(expected);
  });
});

describe('the two readings agree', () => {
  it('on arrays of finite doubles written by JSON.stringify, for every element type', () => {
    fc.assert(fc.property(
      fc.array(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 })), { minLength: 1, maxLength: 40 }),
      fc.constantFrom<ElemType>('int', 'uint', 'float', 'double'),
      (xs, type) => {
        const text = JSON.stringify(xs);
        expect(scanNumberArray(text, type, 100)).toEqual(parseNumberArray(text, type, 100));
      }));
  });

  it('on 2^20 elements, each equal to Math.fround of the value written', () => {
    const xs = Array.from({ length: 1 << 20 }, (_, i) => (i % 977) / 977 - 0.5);
    const r = parseNumberArray(JSON.stringify(xs), 'float', 1 << 20);
    expect(r.ok).toBe(true);
    const got = r.ok ? r.value : [];
    expect(got.length).toBe(1 << 20);
    let bad = 0;
    for (let i = 0; i < xs.length; i++) if (!Object.is(got[i], Math.fround(xs[i]!))) bad++;
    expect(bad).toBe(0);
  });
});
