/**
 * Folding of top-level constants with C semantics (docs/language.md §3; C++ [expr.mul],
 * [expr.shift], [conv.integral], [conv.fpint]). Expected values are derived by hand
 * from those rules.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';

/** The folded value and type of `const X: T = expr` as used in a kernel. */
function folded(decl: string): { type: string; value: number | bigint } | string[] {
  const r = compile(`${decl}\nexport function k(o: double[]) { o[0] = X; }`);
  if (!r.program) return r.diagnostics.map((d) => d.code);
  const s = r.program.functions[0]!.body[0]!;
  if (s.k !== 'expr' || s.expr.k !== 'assign') throw new Error('unexpected IR');
  const v = s.expr.value.k === 'convert' ? s.expr.value.arg : s.expr.value;
  if (v.k !== 'const') throw new Error('not folded');
  return { type: v.type as string, value: v.value };
}

describe('constant folding', () => {
  const rows: [string, string, number][] = [
    ['const X: uint = 0 - 1;', 'uint', 4294967295], // int −1 converted to uint
    ['const X: uint = 0xffffffff + 1;', 'uint', 0], // uint arithmetic wraps
    ['const X: uint = uint(65537) * 65537;', 'uint', 131073], // (2^32 + 2·2^16 + 1) mod 2^32
    ['const X: int = -2147483647 - 1;', 'int', -2147483648], // fits exactly
    ['const X: int = 46340 * 46340;', 'int', 2147395600], // fits (46341² does not)
    ['const X: int = -7 / 2;', 'int', -3], // truncates toward zero
    ['const X: int = -7 % 2;', 'int', -1], // sign of the dividend
    ['const X: int = 7 % -2;', 'int', 1],
    ['const X: uint = 0xffffffff / 2;', 'uint', 2147483647],
    ['const X: int = -8 >> 1;', 'int', -4], // arithmetic shift
    ['const X: uint = 0x80000000 >> 31;', 'uint', 1], // logical shift
    ['const X: int = 1 << 31;', 'int', -2147483648],
    ['const X: int = ~0;', 'int', -1],
    ['const X: uint = ~0;', 'uint', 4294967295], // ~0 is int −1, converted
    ['const X: int = 6 & 3 | 8 ^ 1;', 'int', 11], // (6&3)=2; 8^1=9; 2|9=11
    ['const X: int = 2.9;', 'int', 2], // float → int truncates
    ['const X: int = -2.9;', 'int', -2],
    ['const X: float = 1 / 3;', 'float', 0], // integer division first
    ['const X: float = 1.0 / 3;', 'float', 0.3333333432674408], // fround(1/3) = 0x3EAAAAAB
    ['const X: double = double(1) / 3;', 'double', 1 / 3],
    ['const X: bool = 5;', 'bool', 1],
    ['const X: int = 3 > 2 && 1 < 0 || true;', 'int', 1],
    ['const X: int = 1 < 2 ? 10 : 20;', 'int', 10],
    ['const X: float = 16777216.0 + 1;', 'float', 16777216], // 2^24 + 1 rounds to even
  ];
  for (const [decl, type, value] of rows) {
    it(`folds \`${decl}\` to ${type} ${value}`, () => {
      expect(folded(decl)).toEqual({ type, value });
    });
  }

  const undefinedRows: string[] = [
    'const X: int = 1 / 0;',
    'const X: int = 1 % 0;',
    'const X: int = (-2147483647 - 1) / -1;',
    'const X: int = 1 << 32;',
    'const X: int = 1 >> -1;',
    'const X: int = 3e9;',
    'const X: uint = -1.0;',
    'const X: int = 0.0 / 0.0;',
    'const X: int = 2147483647 + 1;', // signed overflow ([expr.pre]/4)
    'const X: int = 65536 * 65536;',
    'const X: int = 46341 * 46341;',
    'const X: int = -(-2147483647 - 1);',
  ];
  for (const decl of undefinedRows) {
    it(`refuses to fold \`${decl}\`, whose evaluation is undefined behaviour`, () => {
      expect(folded(decl)).toEqual(['E-CONST-EXPR']);
    });
  }

  it.each([
    ['const X: int = 2147483647 + 1;', '`2147483647 + 1` is undefined in C++ (signed overflow of `int`)'],
    ['const X: int = 1 << 32;', '`1 << 32` is undefined in C++ (the shift count is outside the operand\'s width)'],
    ['const X: int = 7 / 0;', '`7 / 0` is undefined in C++ (division by zero)'],
    ['const X: int = 3e9;', 'converting 3000000000 to `int` is undefined (out of range)'],
    ['const X: int = -(-2147483647 - 1);', '`-(-2147483648)` overflows `int` (signed overflow is undefined)'],
  ])('names the undefined step of `%s`', (decl, text) => {
    const d = compile(`${decl}\nexport function k(o: double[]) { o[0] = X; }`).diagnostics.find((x) => x.code === 'E-CONST-EXPR')!;
    expect(d.message).toBe(`the value of \`X\` is not a constant expression: ${text}`);
    expect(d.hint).toMatch(/every step is defined/);
  });
});
