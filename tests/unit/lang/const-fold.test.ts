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
    ['const X: int = 2147483647 + 1;', 'int', -2147483648], // wraps modulo 2^32
    ['const X: uint = 0 - 1;', 'uint', 4294967295], // int −1 converted to uint
    ['const X: uint = 0xffffffff + 1;', 'uint', 0], // uint arithmetic wraps
    ['const X: int = 65536 * 65536;', 'int', 0], // low 32 bits of 2^32
    ['const X: int = 65537 * 65537;', 'int', 131073], // (2^32 + 2·2^16 + 1) mod 2^32
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
  ];
  for (const decl of undefinedRows) {
    it(`refuses to fold \`${decl}\`, whose evaluation is undefined behaviour`, () => {
      expect(folded(decl)).toEqual(['E-CONST-EXPR']);
    });
  }
});
