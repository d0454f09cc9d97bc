/**
 * `long` and `ulong` in the front end (docs/language.md §5b): the usual arithmetic
 * conversions with C++ integer ranks ([conv.rank], [expr.arith.conv]), 64-bit constants and
 * their folding (wrap modulo 2^64, undefined cases left unfolded), and every misuse as a
 * located diagnostic with a hint. Expected values are derived by hand from those rules.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import type { Expr } from '../../../src/lang/ir';
import { commonType } from '../../../src/lang/types';
import { codes, kernelOf, ok } from './helpers';

/** The IR of `o[0] = <expr>;` in a kernel with scalar parameters of each type. */
function valueOf(expr: string): Expr {
  const p = ok(`export function kernel(o: double[], i: int, u: uint, l: long, ul: ulong, f: float, d: double) {\n  o[0] = ${expr};\n}`);
  const s = kernelOf(p).body[0]!;
  if (s.k !== 'expr' || s.expr.k !== 'assign') throw new Error('unexpected IR');
  const v = s.expr.value;
  return v.k === 'convert' && !v.explicit ? v.arg : v;
}

/** The folded value and type of `const X: T = expr`. */
function folded(decl: string): { type: unknown; value: unknown } | string[] {
  const r = compile(`${decl}\nexport function k(o: ulong[]) { o[0] = ulong(X); }`);
  if (!r.program) return r.diagnostics.map((d) => d.code);
  const s = r.program.functions[0]!.body[0]!;
  if (s.k !== 'expr' || s.expr.k !== 'assign') throw new Error('unexpected IR');
  let v = s.expr.value;
  while (v.k === 'convert') v = v.arg;
  if (v.k !== 'const') throw new Error('not folded');
  return { type: v.type, value: v.value };
}

describe('the usual arithmetic conversions with long and ulong (C++ [expr.arith.conv])', () => {
  it.each([
    ['int', 'long', 'long'], ['uint', 'long', 'long'], ['long', 'ulong', 'ulong'],
    ['int', 'ulong', 'ulong'], ['uint', 'ulong', 'ulong'], ['bool', 'long', 'long'],
    ['long', 'float', 'float'], ['ulong', 'double', 'double'], ['long', 'long', 'long'],
  ] as const)('%s with %s gives %s', (a, b, want) => {
    expect(commonType(a, b)).toBe(want);
    expect(commonType(b, a)).toBe(want);
  });

  it('types mixed expressions so: `i + l` is long, `u + l` long, `l + ul` ulong, `i < ul` compares as ulong', () => {
    expect(valueOf('i + l').type).toBe('long');
    expect(valueOf('u + l').type).toBe('long');
    expect(valueOf('l + ul').type).toBe('ulong');
    const cmp = valueOf('double(i < ul)');
    expect(cmp.k === 'convert' && cmp.arg.k === 'compare' && cmp.arg.operandType).toBe('ulong');
  });

  it('keeps a shift\'s type that of its left operand, whatever the count\'s (C++ [expr.shift])', () => {
    expect(valueOf('l << i').type).toBe('long');
    expect(valueOf('i << l').type).toBe('int');
    expect(valueOf('ul >> ul').type).toBe('ulong');
  });
});

describe('64-bit constants', () => {
  it.each([
    ['const X: long = long("-9223372036854775808");', 'long', -(2n ** 63n)],
    ['const X: ulong = ulong("18446744073709551615");', 'ulong', 2n ** 64n - 1n],
    ['const X: long = long("+42");', 'long', 42n],
    ['const X: ulong = ulong(0) - ulong(1);', 'ulong', 2n ** 64n - 1n], // wraps modulo 2^64
    ['const X: ulong = ulong("9223372036854775807") + ulong(1);', 'ulong', 2n ** 63n],
    ['const X: ulong = ulong(uint(65536) * 65536);', 'ulong', 0n], // the uint product wraps first (2^32 mod 2^32)
    ['const X: ulong = ulong(65536) * ulong(65536);', 'ulong', 2n ** 32n],
    ['const X: ulong = ulong(-1);', 'ulong', 2n ** 64n - 1n], // C++ [conv.integral]: modulo 2^64
    ['const X: long = long(uint(0xffffffff));', 'long', 4294967295n], // zero extension
    ['const X: long = long(-7) / long(2);', 'long', -3n], // truncates toward zero
    ['const X: long = long(-7) % long(2);', 'long', -1n], // sign of the dividend
    ['const X: ulong = ulong(-8) >> 62;', 'ulong', 3n], // logical
    ['const X: long = long(-8) >> 62;', 'long', -1n], // arithmetic
    ['const X: ulong = ulong(1) << 63;', 'ulong', 2n ** 63n],
    ['const X: long = long(true);', 'long', 1n],
    ['const X: long = long(-1.75);', 'long', -1n], // truncation
    ['const X: int = int(long("4294967297"));', 'int', 1], // modulo 2^32
  ] as const)('%s folds to %s %s', (decl, type, value) => {
    expect(folded(decl)).toEqual({ type, value });
  });

  it.each([
    'const X: long = long("-9223372036854775808") / long(-1);', // C++ [expr.mul]/4
    'const X: long = long(1) / long(0);',
    'const X: ulong = ulong(1) << 64;', // C++ [expr.shift]/1
    'const X: long = long(1) << -1;',
    'const X: long = long(double(1e30));', // C++ [conv.fpint]/1
    'const X: ulong = ulong(-1.0);',
    'const X: long = long("9223372036854775807") + long(1);', // signed overflow, [expr.pre]/4
    'const X: ulong = ulong(65536 * 65536);', // the int product overflows before the conversion
  ])('leaves `%s` unfolded (undefined in C++): E-CONST-EXPR', (decl) => {
    expect(folded(decl)).toEqual(['E-CONST-EXPR']);
  });

  it('rejects a string that is not a decimal integer, and one out of range, at the string', () => {
    expect(codes('const X: long = long("0x10");\nexport function k(o: long[]) { o[0] = X; }')).toEqual(['E-INT64-LITERAL@1:22']);
    expect(codes('const X: long = long("12a");\nexport function k(o: long[]) { o[0] = X; }')).toEqual(['E-INT64-LITERAL@1:22']);
    expect(codes('const X: ulong = ulong("18446744073709551616");\nexport function k(o: ulong[]) { o[0] = X; }')).toEqual(['E-LITERAL-RANGE@1:24']);
    const neg = compile('const X: ulong = ulong("-1");\nexport function k(o: ulong[]) { o[0] = X; }').diagnostics[0]!;
    expect([neg.code, neg.hint]).toEqual(['E-LITERAL-RANGE', expect.stringContaining('ulong(0) - ulong(')]);
  });

  it('says how to write an integer literal beyond 32 bits', () => {
    const d = compile('export function k(o: long[]) { o[0] = 9007199254740993; }').diagnostics[0]!;
    expect(d.code).toBe('E-LITERAL-RANGE');
    expect(d.hint).toContain('long("');
  });

  it('points a TypeScript `bigint` at long and ulong', () => {
    const src = 'export function k(o: long[], x: bigint) { o[0] = long(1); }';
    const d = compile(src).diagnostics[0]!;
    expect([d.code, d.column]).toEqual(['E-TYPE-UNKNOWN', src.indexOf('bigint') + 1]);
    expect(d.hint).toContain('`long`');
  });
});

describe('misuses of 64-bit values are located compile errors with a hint', () => {
  const k = (body: string): string => `export function kernel(o: long[], uo: ulong[], io: int[], l: long, ul: ulong) {\n${body}\n}`;
  const first = (body: string): [string, number, number, string] => {
    const d = compile(k(body)).diagnostics.find((x) => x.severity === 'error')!;
    return [d.code, d.line, d.column, d.hint ?? ''];
  };

  // Each row: the statement, the code, the text the diagnostic must point at, and a word of its hint.
  it.each([
    ['  io[0] = atomicAdd(o, 0, l);', 'E-ATOMIC-TYPE', 'o, 0', 'ulong[]'],
    ['  io[0] = int(atomicExch(o, 0, l));', 'E-ATOMIC-TYPE', 'o, 0', 'ulong[]'],
    ['  io[0] = int(atomicCAS(o, 0, l, l));', 'E-ATOMIC-TYPE', 'o, 0', 'ulong[]'],
    ['  io[0] = int(atomicSub(uo, 0, ul));', 'E-ATOMIC-TYPE', 'uo, 0', 'atomicAdd'],
    ['  io[0] = __popc(l);', 'E-ARG-TYPE', 'l)', '__popcll'],
    ['  io[0] = __clz(ul);', 'E-ARG-TYPE', 'ul)', '__clzll'],
    ['  io[0] = __ballot_sync(ul, true);', 'E-MASK-TYPE', 'ul,', '32 lanes'],
    ['  io[0] = __reduce_add_sync(0xffffffff, l);', 'E-ARG-TYPE', 'l)', ''],
    ['  switch (l) { default: io[0] = 1; }', 'E-SWITCH', 'l)', 'if'],
    ['  printf("%d\\n", l);', 'E-PRINTF-FORMAT', 'l)', '%lld'],
    ['  printf("%lld\\n", io[0]);', 'E-PRINTF-FORMAT', 'io[0])', 'long(x)'],
    ['  printf("%ld\\n", l);', 'E-PRINTF-FORMAT', '%ld', '%lld'],
  ] as const)('`%s`: %s', (body, code, at, hint) => {
    const [c, line, col, h] = first(body);
    expect([c, line, col]).toEqual([code, 2, body.indexOf(at) + 1]);
    expect(h).toContain(hint);
  });

  it('accepts what CUDA has: the long atomics Min/Max/And/Or/Xor, every ulong one but Sub, ll bits, 64-bit shuffles and match', () => {
    expect(codes(k([
      '  o[0] = atomicMin(o, 0, l) + atomicMax(o, 1, l) + atomicAnd(o, 2, l) + atomicOr(o, 3, l) + atomicXor(o, 4, l);',
      '  uo[0] = atomicAdd(uo, 0, ul) + atomicExch(uo, 1, ul) + atomicCAS(uo, 2, ul, ul) + atomicMin(uo, 3, ul);',
      '  io[0] = __popcll(ul) + __ffsll(l) + __clzll(ul) + __popcll(-1);',
      '  uo[1] = __brevll(ul) + __shfl_sync(0xffffffff, ul, 3) + ulong(__match_any_sync(0xffffffff, l));',
      '  printf("%lld %llu %llx %lli %llo %llX\\n", l, ul, ul, l, ul, l);',
    ].join('\n')))).toEqual([]);
  });
});

describe('64-bit values as conditions', () => {
  it('compares a long condition with a 64-bit zero, so `long(0) ? 1 : 2` folds to 2', () => {
    expect(folded('const X: long = long(long(0) ? 1 : 2);')).toEqual({ type: 'long', value: 2n });
    expect(folded('const X: long = long(ulong("18446744073709551615") && long(3) ? 1 : 2);')).toEqual({ type: 'long', value: 1n });
  });
});
