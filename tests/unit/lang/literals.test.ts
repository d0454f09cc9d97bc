/**
 * Literal typing (docs/language.md §3): integer literals are `int`, or `uint` when they do not
 * fit in `int`; literals with `.` or an exponent are `float`, rounded to binary32.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { C, codes, inKernel, lastInit } from './helpers';

describe('literal typing', () => {
  const cases: [string, string, number][] = [
    ['0', 'int', 0],
    ['1', 'int', 1],
    ['2147483647', 'int', 2147483647],
    ['2147483648', 'uint', 2147483648],
    ['4294967295', 'uint', 4294967295],
    ['0x7fffffff', 'int', 0x7fffffff],
    ['0x80000000', 'uint', 0x80000000],
    ['0xffffffff', 'uint', 0xffffffff],
    ['0x1e', 'int', 30],
    ['0b101', 'int', 5],
    ['0o17', 'int', 15],
    ['1_000', 'int', 1000],
    ['1.5', 'float', 1.5],
    ['1.', 'float', 1],
    ['1e3', 'float', 1000],
    ['2E-1', 'float', 0.20000000298023223876953125],
    // binary32 nearest to 0.1 is 0x3DCCCCCD = 0.100000001490116119384765625
    ['0.1', 'float', 0.100000001490116119384765625],
    // 16777217 is not representable in binary32; round-to-nearest-even gives 16777216
    ['16777217.0', 'float', 16777216],
    ['true', 'bool', 1],
    ['false', 'bool', 0],
  ];
  for (const [text, type, value] of cases) {
    it(`types \`${text}\` as a \`${type}\` constant ${value}`, () => {
      expect(lastInit(`let x = ${text};`)).toEqual(C(type as 'int', value));
    });
  }

  it('keeps unary minus as an operation on the literal (`-1` is `int`)', () => {
    expect(lastInit('let x = -1;')).toEqual({ k: 'unary', op: '-', type: 'int', arg: C('int', 1) });
  });

  it('makes `-2147483648` a `uint` negation, as the literal does not fit in `int`', () => {
    expect(lastInit('let x = -2147483648;')).toEqual({ k: 'unary', op: '-', type: 'uint', arg: C('uint', 2147483648) });
  });

  it.each([
    ['4294967296', 2, 9],
    ['0x100000000', 2, 9],
    ['99999999999', 2, 9],
  ])('rejects the integer literal `%s` as wider than 32 bits', (text, line, col) => {
    expect(codes(inKernel(`let x = ${text};`))).toEqual([`E-LITERAL-RANGE@${line}:${col}`]);
  });

  it('warns that a `float` literal beyond binary32 becomes infinity (the program still compiles)', () => {
    const r = compile(inKernel('let x = 1e39;'));
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}@${d.line}:${d.column}`)).toEqual(['warning W-FLOAT-LITERAL@2:9']);
    const decl = r.program!.functions[0]!.body[0]!;
    expect(decl.k === 'decl' && decl.init).toMatchObject({ k: 'const', type: 'float', value: Infinity });
  });

  it('warns that a non-zero `float` literal below the smallest subnormal becomes 0', () => {
    expect(codes(inKernel('let x = 1e-50;'))).toEqual(['W-FLOAT-LITERAL@2:9']);
  });

  it('keeps the largest finite binary32 value', () => {
    // FLT_MAX = (2 − 2^−23) · 2^127
    expect(lastInit('let x = 3.4028234663852886e38;')).toEqual(C('float', (2 - 2 ** -23) * 2 ** 127));
  });
});
