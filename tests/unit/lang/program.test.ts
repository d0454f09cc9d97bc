/**
 * Program shape (docs/language.md §2): kernels and device functions, top-level constants,
 * imports, recursion, calls and slots.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { C, CV, L, codes, kernelOf, noLoc, ok } from './helpers';

describe('kernels and device functions', () => {
  it('makes `export function` the kernel and other functions device functions', () => {
    const p = ok('function sq(x: float): float { return x * x; }\nexport function kernel(a: float[]) { a[0] = sq(a[0]); }');
    expect(p.kernel).toBe('kernel');
    expect(p.functions.map((f) => [f.name, f.isKernel, f.returnType])).toEqual([
      ['sq', false, 'float'], ['kernel', true, 'void'],
    ]);
  });

  it('accepts `export default function` as the kernel', () => {
    expect(ok('export default function main(a: int[]) { a[0] = 1; }').kernel).toBe('main');
  });

  it('picks the first exported function as the entry point', () => {
    expect(ok('export function a() {}\nexport function b() {}').kernel).toBe('a');
  });

  it('has no kernel when nothing is exported', () => {
    expect(ok('function f(x: int): int { return x; }').kernel).toBeNull();
  });

  it('treats an exported function with a return type as an exported device function', () => {
    const p = ok('export function warpReduceSum(v: float): float { return v; }');
    expect(p.kernel).toBeNull();
    expect(p.functions[0]!.isKernel).toBe(false);
  });

  it('keeps the source text in the program', () => {
    const src = 'export function k() {}\n';
    expect(ok(src).source).toBe(src);
  });

  it('passes arrays by reference and converts scalar arguments', () => {
    const p = ok('function put(a: int[], i: int, v: int) { a[i] = v; }\nexport function k(o: int[]) { put(o, 1, 2.5); }');
    const s = kernelOf(p).body[0]!;
    expect(noLoc(s)).toEqual({
      k: 'expr',
      expr: {
        k: 'call', fn: 'put', type: 'void',
        args: [
          { k: 'local', type: { kind: 'array', elem: 'int', space: null }, slot: 0, name: 'o' },
          C('int', 1),
          CV('int', C('float', 2.5)),
        ],
      },
    });
  });

  it('converts a returned value to the declared return type', () => {
    const p = ok('function f(x: int): float { return x; }');
    expect(noLoc(p.functions[0]!.body[0])).toEqual({
      k: 'return', value: CV('float', L('x', 0, 'int')),
    });
  });

  const errors: [string, string, string[]][] = [
    ['a kernel that returns a value', 'export function k() { return 1; }', ['E-KERNEL-RETURN@1:30']],
    ['an exported `kernel` with a return type', 'export function kernel(): int { return 1; }', ['E-KERNEL-RETURN@1:25']],
    ['a default export with a return type', 'export default function main(): float { return 1.5; }', ['E-KERNEL-RETURN@1:31']],
    ['a returned value without a return type', 'function f() { return 1; }', ['E-RETURN-TYPE@1:23']],
    ['a `void` function returning a value', 'function f(): void { return 1; }', ['E-RETURN-TYPE@1:29']],
    ['`return;` in a function with a return type', 'function f(): int { return; }', ['E-MISSING-RETURN@1:21']],
    ['a function with a return type and no return', 'function f(): int { let x = 1; }', ['E-MISSING-RETURN@1:10']],
    ['a parameter without a type', 'function f(x) {}', ['E-PARAM-TYPE@1:12']],
    ['a `number` parameter', 'export function k(n: number) {}', ['E-NUMBER@1:22']],
    ['an array return type', 'function f(a: int[]): int[] { return a; }', ['E-ARRAY-VALUE@1:21']],
    ['a call with too few arguments', 'function f(x: int) {}\nexport function k() { f(); }', ['E-ARG-COUNT@2:23']],
    ['an array of the wrong element type', 'function f(a: int[]) {}\nexport function k(b: float[]) { f(b); }', ['E-ARG-TYPE@2:35']],
    ['a scalar where an array is expected', 'function f(a: int[]) {}\nexport function k() { f(1); }', ['E-ARG-TYPE@2:25']],
    ['a call of the kernel', 'export function k() {}\nfunction f() { k(); }', ['E-CALL-KERNEL@2:16']],
    ['two functions with one name (as the parser does)', 'function f() {}\nfunction f() {}', ['E-SYNTAX@2:10']],
    ['a function named like an intrinsic', 'function __popc(x: uint): int { return 0; }', ['E-SHADOW-BUILTIN@1:10']],
    ['a call of an unknown function', 'export function k() { foo(1); }', ['E-UNKNOWN-FUNCTION@1:23']],
    ['a function used as a value', 'function f() {}\nexport function k() { let g = f; }', ['E-UNSUPPORTED@2:31']],
    ['an intrinsic used as a value', 'export function k() { let g = __popc; }', ['E-UNSUPPORTED@1:31']],
    ['calling a variable', 'export function k() { let f = 1; f(); }', ['E-UNKNOWN-FUNCTION@1:34']],
  ];
  for (const [what, src, expected] of errors) {
    it(`rejects ${what}`, () => expect(codes(src)).toEqual(expected));
  }

  it('warns (without failing) when only some paths return a value', () => {
    const r = compile('function f(x: int): int { if (x > 0) { return 1; } }');
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning W-MISSING-RETURN']);
    expect(r.program).not.toBeNull();
  });

  it('accepts a function whose every path returns', () => {
    expect(codes('function f(x: int): int { if (x > 0) { return 1; } else { return 2; } }')).toEqual([]);
    expect(codes('function f(x: int): int { while (true) { if (x > 3) return x; x++; } }')).toEqual([]);
    expect(codes('function f(x: int): int { for (;;) { return x; } }')).toEqual([]);
    expect(codes('function f(x: int): int { switch (x) { case 0: return 1; default: return 2; } }')).toEqual([]);
  });

  it('warns when a `switch` can be left without returning', () => {
    expect(codes('function f(x: int): int { switch (x) { case 0: return 1; } }')).toEqual(['W-MISSING-RETURN@1:10']);
    expect(codes('function f(x: int): int { switch (x) { case 0: break; default: return 2; } }')).toEqual(['W-MISSING-RETURN@1:10']);
  });
});

describe('recursion', () => {
  it('rejects direct recursion at the recursive call', () => {
    expect(codes('function f(n: int): int {\n  return n > 0 ? f(n - 1) : 0;\n}')).toEqual(['E-RECURSION@2:18']);
  });

  it('rejects mutual recursion in each function on the cycle', () => {
    const r = compile('function a(n: int): int { return b(n); }\nfunction b(n: int): int { return a(n); }');
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(['E-RECURSION@1:34', 'E-RECURSION@2:34']);
    expect(r.diagnostics[0]!.message).toBe('`a` calls itself (through `b`): recursion is not supported');
  });

  it('accepts a call chain without a cycle', () => {
    expect(codes('function a(n: int): int { return n; }\nfunction b(n: int): int { return a(n) + a(n); }\nexport function k(o: int[]) { o[0] = b(1); }')).toEqual([]);
  });
});

describe('top-level constants', () => {
  it('folds a constant into a `const` node at every use', () => {
    const p = ok('const N: int = 4 * 8;\nexport function k(o: int[]) { o[0] = N; }');
    expect(noLoc(kernelOf(p).body[0])).toMatchObject({ k: 'expr', expr: { k: 'assign', value: C('int', 32) } });
  });

  it('converts a constant to its declared type', () => {
    const p = ok('const HALF: float = 1 / 2;\nconst FULL: uint = 0xffffffff;\nconst M: uint = -1;\nexport function k(o: float[], u: uint[]) { o[0] = HALF; u[0] = FULL; u[1] = M; }');
    const values = kernelOf(p).body.map((s) => (s.k === 'expr' && s.expr.k === 'assign' ? noLoc(s.expr.value) : null));
    // 1 / 2 is integer division (0), then converted to float; -1 converts to 2^32 - 1.
    expect(values).toEqual([C('float', 0), C('uint', 0xffffffff), C('uint', 0xffffffff)]);
  });

  it('lets a constant use earlier constants and `warpSize`', () => {
    const p = ok('const W: int = warpSize;\nconst LAST: int = W - 1;\nexport function k(o: int[]) { o[0] = LAST; }');
    expect(noLoc(kernelOf(p).body[0])).toMatchObject({ expr: { value: C('int', 31) } });
  });

  it('folds float arithmetic in binary32', () => {
    const p = ok('const T: float = 0.1 + 0.2;\nexport function k(o: float[]) { o[0] = T; }');
    // fround(fround(0.1) + fround(0.2)) = 0x3E99999A = 0.300000011920928955078125
    expect(noLoc(kernelOf(p).body[0])).toMatchObject({ expr: { value: C('float', 0.300000011920928955078125) } });
  });

  const errors: [string, string, string[]][] = [
    ['a value that is not constant', 'const T = threadIdx.x;', ['E-CONST-EXPR@1:11']],
    ['division by zero', 'const T: int = 1 / 0;', ['E-CONST-EXPR@1:16']],
    ['a top-level `let`', 'let x = 1;', ['E-TOP-LEVEL@1:1']],
    ['a top-level statement', 'export function k() {}\nk();', ['E-TOP-LEVEL@2:1']],
    ['a top-level array', 'const A: int[] = [1, 2];', ['E-TOP-LEVEL@1:7']],
    ['assigning to a constant', 'const N: int = 1;\nexport function k() { N = 2; }', ['E-ASSIGN-CONST@2:23']],
    ['a `declare` constant', 'declare const X: int;', ['E-UNSUPPORTED@1:1']],
    ['redefining a built-in', 'const warpSize = 16;', ['E-SHADOW-BUILTIN@1:7']],
    ['an import from another module', 'import { x } from "lib";', ['E-IMPORT@1:1']],
  ];
  for (const [what, src, expected] of errors) {
    it(`rejects ${what}`, () => expect(codes(src)).toEqual(expected));
  }

  it('ignores `import ... from "warp"`', () => {
    expect(codes('import { int, __shfl_sync } from "warp";\nexport function k() {}')).toEqual([]);
  });
});

describe('slots', () => {
  it('gives parameters the first slots and every declaration its own slot, even when shadowing', () => {
    const p = ok([
      'export function k(a: int[], n: int) {',
      '  let x = 1;',
      '  { let x = 2.5; }',
      '  for (let i = 0; i < n; i++) { const x: uint = 3; }',
      '  const s = __shared__<double>(4);',
      '  const t: int[] = [1, 2];',
      '}',
    ].join('\n'));
    expect(kernelOf(p).slots).toEqual([
      { slot: 0, name: 'a', type: { kind: 'array', elem: 'int', space: null } },
      { slot: 1, name: 'n', type: 'int' },
      { slot: 2, name: 'x', type: 'int' },
      { slot: 3, name: 'x', type: 'float' },
      { slot: 4, name: 'i', type: 'int' },
      { slot: 5, name: 'x', type: 'uint' },
      { slot: 6, name: 's', type: { kind: 'array', elem: 'double', space: 'shared' } },
      { slot: 7, name: 't', type: { kind: 'array', elem: 'int', space: 'local' } },
    ]);
    expect(kernelOf(p).params.map((q) => [q.name, q.slot])).toEqual([['a', 0], ['n', 1]]);
  });

  it('numbers slots per function', () => {
    const p = ok('function f(x: int): int { let y = x; return y; }\nexport function k(o: int[]) { let z = f(1); o[0] = z; }');
    expect(p.functions.map((f) => f.slots.map((s) => `${s.slot}:${s.name}`))).toEqual([['0:x', '1:y'], ['0:o', '1:z']]);
  });

  it('gives 1-based lines and columns to functions, parameters and statements', () => {
    const p = ok('\nexport function k(o: int[]) {\n  o[0] = 1;\n}');
    const f = kernelOf(p);
    expect([f.loc.line, f.loc.column]).toEqual([2, 17]);
    expect([f.params[0]!.loc.line, f.params[0]!.loc.column]).toEqual([2, 19]);
    expect([f.body[0]!.loc.line, f.body[0]!.loc.column]).toEqual([3, 3]);
  });
});
