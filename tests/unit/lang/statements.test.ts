/**
 * Statements and declarations (docs/language.md §3, §5): `let`/`const`, shared and local
 * arrays, control flow, `switch` with folded `case` labels.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { C, CV, L, codes, inKernel, kernelOf, noLoc, ok } from './helpers';

function body(src: string) {
  return noLoc(kernelOf(ok(inKernel(src))).body);
}

describe("a kernel's static shared memory, in all", () => {
  it('counts arrays of the functions it calls, each declaration once, and accepts exactly 48 KiB', () => {
    // 16 KiB in the kernel + 32 KiB in a helper called twice = 48 KiB (49,152 bytes): accepted.
    const helper = 'function stage(out: int[]): void {\n  const t = __shared__<double>(4096);\n  t[0] = 1.0;\n  out[0] = int(t[0]);\n}\n';
    const kernel = 'export function kernel(out: int[]) {\n  const s = __shared__<int>(4096);\n  s[0] = 1;\n  stage(out);\n  stage(out);\n}\n';
    expect(codes(helper + kernel)).toEqual([]);
    // One more `int` in the kernel: 49,156 bytes, reported at the helper's array, which the
    // kernel reaches after its own.
    const over = kernel.replace('const s = __shared__<int>(4096);', 'const s = __shared__<int>(4097);');
    expect(codes(helper + over)).toEqual(['E-SHARED-DECL@2:32']);
    const d = compile(helper + over).diagnostics[0]!;
    expect(d.message).toContain('49156 bytes');
    expect(d.message).toContain('`s` 16388 bytes, `t` 32768 bytes');
  });

  it('does not count a function the kernel does not call', () => {
    const unused = 'function other(out: int[]): void {\n  const t = __shared__<float>(8192);\n  t[0] = 1.0;\n  out[0] = int(t[0]);\n}\n';
    expect(codes(unused + 'export function kernel(out: int[]) {\n  const s = __shared__<float>(8192);\n  s[0] = 1.0;\n  out[0] = int(s[0]);\n}\n')).toEqual([]);
  });
});

describe('declarations', () => {
  it('declares `let x: T;` with no initial value', () => {
    expect(body('let x: float;')).toEqual([{ k: 'decl', slot: 3, name: 'x', type: 'float', init: null }]);
  });

  it('accepts `unsigned` and `boolean` as type names', () => {
    expect(body('let a: unsigned = 1; let b: boolean = true;')).toEqual([
      { k: 'decl', slot: 3, name: 'a', type: 'uint', init: CV('uint', C('int', 1)) },
      { k: 'decl', slot: 4, name: 'b', type: 'bool', init: C('bool', 1) },
    ]);
  });

  it('declares several variables in one statement', () => {
    expect(body('let a = 1, b = 2.5;').map((s) => s.k === 'decl' && s.type)).toEqual(['int', 'float']);
  });

  it('declares shared memory with a folded length', () => {
    expect(body('const s = __shared__<float>(2 * 32);')).toEqual([{ k: 'shared', slot: 3, name: 's', elem: 'float', length: 64 }]);
  });

  it('takes the shared element type from the annotation when the call has none', () => {
    expect(body('const s: uint[] = __shared__(8);')).toEqual([{ k: 'shared', slot: 3, name: 's', elem: 'uint', length: 8 }]);
  });

  it('declares a local array, converting elements to the element type', () => {
    expect(body('const a: float[] = [0, 1.5];')).toEqual([
      { k: 'localArray', slot: 3, name: 'a', elem: 'float', init: [CV('float', C('int', 0)), C('float', 1.5)] },
    ]);
  });

  it('infers a local array element type from its elements', () => {
    expect(body('const a = [1, 2];')).toEqual([{ k: 'localArray', slot: 3, name: 'a', elem: 'int', init: [C('int', 1), C('int', 2)] }]);
  });

  const errors: [string, string, string[]][] = [
    ['`let x;` without type or value', 'let x;', ['E-DECL-NO-TYPE@2:5']],
    ['a `number` annotation, with the C-type hint', 'let x: number = 1;', ['E-NUMBER@2:8']],
    ['an `any` annotation', 'let x: any = 1;', ['E-TYPE-UNKNOWN@2:8']],
    ['a `string` annotation', 'let x: string;', ['E-TYPE-UNKNOWN@2:8']],
    ['a non-constant shared length', 'let n = 4; const s = __shared__<float>(n);', ['E-SHARED-DECL@2:40']],
    ['a zero shared length', 'const s = __shared__<float>(0);', ['E-SHARED-DECL@2:29']],
    ['a shared array over 48 KiB', 'const s = __shared__<float>(12289);', ['E-SHARED-DECL@2:29']],
    // 32 KiB + 32 KiB: each under the limit, the block's total over it (reported at the second).
    ['two shared arrays of 32 KiB', 'const a = __shared__<float>(8192);\nconst b = __shared__<float>(8192);', ['E-SHARED-DECL@3:29']],
    // 49,152 + 4 bytes: one word over.
    ['48 KiB and one word of shared memory', 'const a = __shared__<float>(12288);\nconst b = __shared__<int>(1);', ['E-SHARED-DECL@3:27']],
    ['shared memory without an element type', 'const s = __shared__(8);', ['E-SHARED-DECL@2:11']],
    ['a shared array of `bool`', 'const s = __shared__<bool>(8);', ['E-SHARED-DECL@2:22']],
    ['an empty local array', 'const a: int[] = [];', ['E-LOCAL-ARRAY@2:7']],
    ['an array alias', 'const b = out;', ['E-ARRAY-VALUE@2:11']],
    ['reassigning an array', 'const a: int[] = [1]; a = out;', ['E-ARRAY-VALUE@2:23']],
    ['comparing arrays', 'let c = out == out;', ['E-ARRAY-VALUE@2:9', 'E-ARRAY-VALUE@2:16']],
    ['assigning to a `const` local', 'const c = 1; c += 1;', ['E-ASSIGN-CONST@2:14']],
    ['assigning to `threadIdx.x`', 'threadIdx.x = 0;', ['E-ASSIGN-BUILTIN@2:1']],
    ['assigning to `warpSize`', 'warpSize = 16;', ['E-ASSIGN-BUILTIN@2:1']],
    ['using an undeclared name', 'let x = y + 1;', ['E-UNKNOWN-NAME@2:9']],
    ['a float index', 'out[1.0] = 1;', ['E-INDEX-TYPE@2:5']],
    ['indexing a scalar', 'let x = 1; x[0] = 1;', ['E-NOT-ARRAY@2:12']],
    ['a redeclaration in one block', 'let x = 1; let x = 2;', ['E-SYNTAX@2:16']],
    ['`threadIdx` without a component', 'let t = threadIdx;', ['E-UNSUPPORTED@2:9']],
    ['an unknown component', 'let t = threadIdx.w;', ['E-UNKNOWN-NAME@2:19']],
  ];
  for (const [what, src, expected] of errors) {
    it(`rejects ${what}`, () => expect(codes(inKernel(src))).toEqual(expected));
  }

  it('suggests a close local name for an unknown one', () => {
    const r = compile(inKernel('let total = 0; total = totl + 1;'));
    expect(r.diagnostics.map((d) => [`${d.code}@${d.line}:${d.column}`, d.hint])).toEqual([['E-UNKNOWN-NAME@2:24', 'Did you mean `total`?']]);
  });
});

describe('control flow', () => {
  it('lowers `if`/`else` with bool conditions', () => {
    expect(body('if (true) { out[0] = 1; } else out[0] = 2;')).toMatchObject([
      { k: 'if', cond: C('bool', 1), then: [{ k: 'expr' }], else: [{ k: 'expr' }] },
    ]);
  });

  it('lowers `for` with a declaration, a condition and a comma update', () => {
    expect(body('for (let i = 0, j = 1; i < 4; i++, j--) { continue; }')).toMatchObject([
      {
        k: 'for',
        init: [{ k: 'decl', name: 'i', slot: 3 }, { k: 'decl', name: 'j', slot: 4 }],
        cond: { k: 'compare', op: '<' },
        update: [{ k: 'update', op: '++' }, { k: 'update', op: '--' }],
        body: [{ k: 'continue' }],
      },
    ]);
  });

  it('lowers `for (;;)` with a null condition', () => {
    expect(body('for (;;) { break; }')).toEqual([{ k: 'for', init: [], cond: null, update: [], body: [{ k: 'break' }] }]);
  });

  it('lowers `while` and `do`/`while`', () => {
    expect(body('let i = 0; while (i < 3) i++; do { i--; } while (i);')).toMatchObject([
      { k: 'decl' },
      { k: 'while', cond: { k: 'compare' }, body: [{ k: 'expr' }] },
      { k: 'doWhile', body: [{ k: 'expr' }], cond: { k: 'compare', op: '!=', right: C('int', 0) } },
    ]);
  });

  it('lowers `switch` with constant labels, `default` and fallthrough', () => {
    expect(body('const K: int = 1;\nswitch (threadIdx.x) { case 0: case 1 + 1: out[0] = 1; break; default: out[0] = 2; }')).toMatchObject([
      { k: 'decl' },
      {
        k: 'switch',
        disc: { k: 'builtin' },
        cases: [
          { test: 0, body: [] },
          { test: 2, body: [{ k: 'expr' }, { k: 'break' }] },
          { test: null, body: [{ k: 'expr' }] },
        ],
      },
    ]);
  });

  it('converts `case` labels to the type of the switched value (a negative label on `uint` wraps)', () => {
    expect(body('switch (threadIdx.x) { case -1: break; }')).toMatchObject([{ k: 'switch', cases: [{ test: 0xffffffff }] }]);
  });

  it('lowers a block statement with its own scope', () => {
    expect(body('{ let x = 1; } let x = 2.5;')).toEqual([
      { k: 'block', body: [{ k: 'decl', slot: 3, name: 'x', type: 'int', init: C('int', 1) }] },
      { k: 'decl', slot: 4, name: 'x', type: 'float', init: C('float', 2.5) },
    ]);
  });

  it('reads a variable from an enclosing scope', () => {
    expect(body('let x = 1; { out[0] = x; }')).toMatchObject([{}, { k: 'block', body: [{ expr: { value: L('x', 3, 'int') } }] }]);
  });

  const errors: [string, string, string[]][] = [
    ['a `float` switch', 'switch (1.5) { case 1: break; }', ['E-SWITCH@2:9']],
    ['a non-constant `case`', 'let n = 1; switch (n) { case n: break; }', ['E-SWITCH@2:30']],
    ['a repeated `case`', 'switch (1) { case 1: break; case 1: break; }', ['E-SWITCH@2:34']],
    ['`break` outside a loop (as the parser does)', 'break;', ['E-SYNTAX@2:1']],
    ['an array as a condition', 'if (out) {}', ['E-ARRAY-VALUE@2:5']],
    ['a `void` call as a condition', 'while (__syncwarp()) {}', ['E-VOID-VALUE@2:8']],
  ];
  for (const [what, src, expected] of errors) {
    it(`rejects ${what}`, () => expect(codes(inKernel(src))).toEqual(expected));
  }
});

describe('assignment in a condition', () => {
  it('warns about `if (x = 1)` as C compilers do, and still compiles', () => {
    const r = compile(inKernel('let x = 0;\nif (x = 1) { out[0] = x; }'));
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}@${d.line}:${d.column}`)).toEqual(['warning W-ASSIGN-CONDITION@3:5']);
    expect(r.program).not.toBeNull();
  });

  it('accepts an intended assignment in extra parentheses', () => {
    expect(codes(inKernel('let x = 0;\nwhile ((x = x + 1) < 3) {}\nif ((x = 0)) {}'))).toEqual([]);
  });
});

describe('CUDA names that are not built-ins', () => {
  it.each([
    ['laneId', '`const laneId = threadIdx.x & 31;`'],
    ['FULL_MASK', '`const FULL_MASK: uint = 0xffffffff;`'],
    ['INT_MAX', '`2147483647`'],
    ['INFINITY', '`1.0 / 0.0`'],
  ])('explains how to write `%s`', (name, fix) => {
    const r = compile(inKernel(`let x = ${name};`));
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(['E-UNKNOWN-NAME@2:9']);
    expect(r.diagnostics[0]!.hint).toContain(fix);
  });
});

describe('array type spellings', () => {
  it.each([
    ['Array<int>', 'Write arrays as `T[]`, e.g. `int[]`.'],
    ['Float32Array', 'Write `float[]`.'],
    ['Uint32Array', 'Write `uint[]`.'],
  ])('rejects `%s` with a hint to write `T[]`', (t, hint) => {
    const r = compile(`export function k(a: ${t}) {}`);
    expect(r.diagnostics.map((d) => [`${d.code}@${d.line}:${d.column}`, d.hint])).toEqual([['E-TYPE-UNKNOWN@1:22', hint]]);
  });
});

describe('expression statements that do nothing (E-NO-EFFECT)', () => {
  // C++ [stmt.expr] evaluates an expression statement for its side effects; one without
  // any computes a value and throws it away (compilers warn: -Wunused-value).
  const ctx = 'let x = 1; let y = 2; let u: uint = 3; let f = 1.5;\n';
  /** [what, the line, where the diagnostic points (default: the line without its `;`)]. */
  const NOTHING: [string, string, string?][] = [
    ['a string after the first statement', 'out[0] = 1; "x";', '"x"'],
    ['an integer literal', '5;'],
    ['a float literal', '1.5;'],
    ['a boolean literal', 'true;'],
    ['a variable', 'x;'],
    ['an array', 'out;'],
    ['an array element', 'out[0];'],
    ['a built-in', 'threadIdx.x;'],
    ['a sum', 'x + y;'],
    ['a negation', '-x;'],
    ['a conversion', 'int(f);'],
    ['a conditional of values', 'x > 0 ? x : y;'],
    ['a logical expression of values', 'x > 0 && y > 0;'],
    ['a pure intrinsic', '__popc(u);'],
    ['__activemask()', '__activemask();'],
    ['a math function', 'fmaf(f, f, f);'],
    ['"use strict" in the middle of a function', 'x = 2; "use strict";', '"use strict"'],
    ['"use strict" in a block', 'if (x > 0) { "use strict"; }', '"use strict"'],
  ];
  for (const [what, line, at = line.replace(/;$/, '')] of NOTHING) {
    it(`reports ${what}, at the expression`, () => {
      const src = inKernel(ctx + line);
      const r = compile(src);
      expect(r.program).toBeNull();
      expect(r.diagnostics.map((d) => d.code)).toEqual(['E-NO-EFFECT']);
      const d = r.diagnostics[0]!;
      expect(d.line).toBe(3);
      expect(d.hint!.length).toBeGreaterThan(0);
      expect(d.column).toBe(line.indexOf(at) + 1);
    });
  }

  it('asks whether `==` was meant to be `=`', () => {
    const d = compile(inKernel('let x = 1;\nx == 2;')).diagnostics[0]!;
    expect(d.code).toBe('E-NO-EFFECT');
    expect(d.message).toContain('did you mean `=`?');
  });

  it('says a "use strict" directive only counts first', () => {
    const d = compile(inKernel('let x = 1;\n"use strict";')).diagnostics[0]!;
    expect(d.message).toContain('directive only as the first statement of a function');
  });

  it('accepts a directive prologue (the first statements of a function body, ECMAScript §11.2.1)', () => {
    expect(compile('"use strict";\nexport function kernel(out: int[]) {\n  "use strict";\n  out[0] = 1;\n}').diagnostics).toEqual([]);
  });

  it('reports a `for` update or init that does nothing, suggesting the compound assignment', () => {
    expect(codes(inKernel('for (let i = 0; i < 4; i + 1) { out[0] = i; }'))).toEqual(['E-NO-EFFECT@2:24']);
    expect(compile(inKernel('for (let i = 0; i < 4; i + 1) {}')).diagnostics[0]!.message).toContain('did you mean `+=`?');
    expect(codes(inKernel('let i = 0;\nfor (i; i < 4; i++) {}'))).toEqual(['E-NO-EFFECT@3:6']);
    expect(codes(inKernel('for (let i = 0; i < 3; "x") {}'))).toEqual(['E-NO-EFFECT@2:24']);
    expect(codes(inKernel('let i = 0; let j = 0;\nfor (; i < 4; i++, j) {}'))).toEqual(['E-NO-EFFECT@3:20']);
  });

  it('gives one diagnostic for a template literal (E-STRING), not two', () => {
    expect(compile(inKernel('`t`;')).diagnostics.map((d) => d.code)).toEqual(['E-STRING']);
  });

  it('gives one diagnostic for an expression that already failed to check', () => {
    expect(compile(inKernel('__popc(1.5);')).diagnostics.map((d) => d.code)).toEqual(['E-ARG-TYPE']);
    expect(compile(inKernel('nope + 1;')).diagnostics.map((d) => d.code)).toEqual(['E-UNKNOWN-NAME']);
  });

  it('accepts statements with an effect, anywhere inside them', () => {
    const src = `function bump(a: int[]): int { a[0]++; return a[0]; }
export function kernel(out: int[], s: float[]) {
  let x = 1;
  x = 2; x++; --x; x += 3;
  bump(out);
  x > 0 && bump(out) > 0;
  x > 0 ? x++ : x--;
  out[x++] + 1;
  __syncwarp();
  atomicAdd(out, 0, 1);
  __shfl_sync(0xffffffff, x, 0);
  __ballot_sync(0xffffffff, x > 0);
  printf("%d\\n", x);
  __popc(uint(x++));
}`;
    expect(compile(src).diagnostics).toEqual([]);
  });
});
