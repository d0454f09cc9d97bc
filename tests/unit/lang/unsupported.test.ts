/**
 * Constructs outside Warp TS (docs/language.md §2–§3) are `compile` errors that name the
 * construct at its line:col; syntax errors carry Babel's position, never a stack.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';
import { inKernel } from './helpers';

describe('unsupported constructs', () => {
  const rows: [what: string, body: string, code: string, col: number, mention: string][] = [
    ['arrow functions', 'let f = (x: int) => x;', 'E-UNSUPPORTED', 9, 'arrow functions'],
    ['function expressions', 'let f = function () {};', 'E-UNSUPPORTED', 9, 'function expressions'],
    ['nested functions', 'function g() {}', 'E-UNSUPPORTED', 1, 'nested functions'],
    ['`this`', 'let t = this;', 'E-UNSUPPORTED', 9, '`this`'],
    ['`new`', 'let a = new Float32Array(4);', 'E-UNSUPPORTED', 9, '`new`'],
    ['objects without a struct type', 'let o = { a: 1 };', 'E-STRUCT-LITERAL', 9, 'struct type'],
    ['strings outside printf', 'let s = "hi";', 'E-STRING', 9, 'printf'],
    ['template strings', 'let s = `hi`;', 'E-STRING', 9, 'template strings'],
    ['`>>>`', 'let s = 1 >>> 1;', 'E-UNSIGNED-SHIFT', 9, '`>>>`'],
    ['`**`', 'let s = 2 ** 3;', 'E-UNSUPPORTED', 9, '`**`'],
    ['`as` casts', 'let x = 1 as float;', 'E-UNSUPPORTED', 9, '`as`'],
    ['`var`', 'var x = 1;', 'E-UNSUPPORTED', 1, '`var`'],
    ['`for...of`', 'for (const x of [1]) {}', 'E-UNSUPPORTED', 1, '`for...of`'],
    ['`try`', 'try { } catch (e) { }', 'E-UNSUPPORTED', 1, '`try`'],
    ['`throw`', 'throw 1;', 'E-UNSUPPORTED', 1, '`throw`'],
    ['labels', 'outer: for (;;) { break outer; }', 'E-UNSUPPORTED', 1, 'labelled'],
    ['`Math` methods', 'let y = Math.sqrt(2.0);', 'E-UNSUPPORTED', 9, '`Math.sqrt(...)`'],
    ['`console.log`', 'console.log(1);', 'E-UNSUPPORTED', 1, '`console.log(...)`'],
    ['`.length`', 'let n = out.length;', 'E-UNSUPPORTED', 9, '`length`'],
    ['`null`', 'let x = null;', 'E-UNSUPPORTED', 9, '`null`'],
    ['`undefined`', 'let x = undefined;', 'E-UNSUPPORTED', 9, '`undefined`'],
    ['destructuring', 'let [a, b] = [1, 2];', 'E-UNSUPPORTED', 5, 'destructuring'],
    ['the comma operator', 'let x = (1, 2);', 'E-UNSUPPORTED', 10, 'comma'],
    ['`typeof`', 'let x = typeof 1;', 'E-UNSUPPORTED', 9, '`typeof`'],
    ['`??`', 'let x = 1 ?? 2;', 'E-UNSUPPORTED', 9, '`??`'],
    ['BigInt literals', 'let x = 1n;', 'E-UNSUPPORTED', 9, 'BigInt'],
    ['optional chaining', 'let x = out?.[0];', 'E-UNSUPPORTED', 9, 'optional chaining'],
    ['non-null assertions', 'let x: int; let y = x!;', 'E-UNSUPPORTED', 21, 'non-null'],
  ];
  for (const [what, src, code, col, mention] of rows) {
    it(`rejects ${what}, naming the construct`, () => {
      const r = compile(inKernel(src));
      expect(r.program).toBeNull();
      expect(r.diagnostics).toHaveLength(1);
      const d = r.diagnostics[0]!;
      expect(`${d.code}@${d.line}:${d.column}`).toBe(`${code}@2:${col}`);
      expect(d.kind).toBe('compile');
      expect(`${d.message} ${d.hint ?? ''}`).toContain(mention);
      expect(d.hint).toBeTruthy();
    });
  }

  const top: [string, string, string, string][] = [
    ['classes', 'class A {}', 'E-UNSUPPORTED@1:1', 'classes'],
    ['async functions', 'async function f() {}', 'E-UNSUPPORTED@1:16', '`async`'],
    ['generators', 'function* g() {}', 'E-UNSUPPORTED@1:11', 'generators'],
    ['enums', 'enum E { A }', 'E-UNSUPPORTED@1:1', 'enums'],
    ['interfaces', 'interface I { x: int }', 'E-UNSUPPORTED@1:1', 'interfaces'],
    ['type aliases other than structs', 'type T = int;', 'E-STRUCT-DECL@1:1', 'struct of fields'],
    ['generic functions', 'function f<T>(x: int) {}', 'E-UNSUPPORTED@1:11', 'generic'],
    ['`this` parameters', 'function f(this: int) {}', 'E-UNSUPPORTED@1:12', '`this`'],
    ['optional parameters', 'function f(x?: int) {}', 'E-UNSUPPORTED@1:12', 'optional'],
    ['default parameters', 'function f(x: int = 1) {}', 'E-UNSUPPORTED@1:12', 'default'],
    ['export lists', 'function f() {}\nexport { f };', 'E-UNSUPPORTED@2:1', 'export'],
  ];
  for (const [what, src, at, mention] of top) {
    it(`rejects ${what} at the top level`, () => {
      const r = compile(src);
      expect(r.program).toBeNull();
      expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual([at]);
      expect(r.diagnostics[0]!.message).toContain(mention);
    });
  }
});

describe('syntax errors', () => {
  const rows: [string, string, number, number][] = [
    // `{ }` parses as a destructuring parameter; the parser then expects `)` at the end.
    ['an unclosed parameter list', 'export function kernel( {\n}', 2, 2],
    ['a missing expression', 'export function k() {\n  let x = ;\n}', 2, 11],
    ['an unterminated string', 'export function k() {\n  printf("abc);\n}', 2, 10],
    ['an unclosed block', 'export function k() {\n  let x = 1;\n', 3, 1],
    // The parser reports the missing semicolon right after `1` (0-based column 31).
    ['a stray token', 'export function k() { let x = 1 2; }', 1, 32],
  ];
  for (const [what, src, line, column] of rows) {
    it(`reports ${what} as one \`E-SYNTAX\` at ${line}:${column}`, () => {
      const r = compile(src);
      expect(r.program).toBeNull();
      expect(r.diagnostics).toHaveLength(1);
      const d = r.diagnostics[0]!;
      expect(d).toMatchObject({ kind: 'compile', code: 'E-SYNTAX', severity: 'error', line, column });
      expect(d.message).toMatch(/^Syntax error: /);
      expect(d.message).not.toMatch(/\(\d+:\d+\)$/);
      expect(d.message).not.toContain('    at ');
    });
  }

  it('accepts an empty program', () => {
    expect(compile('')).toEqual({ program: { functions: [], kernel: null, source: '' }, diagnostics: [] });
  });
});

describe('nesting limits', () => {
  it('rejects an expression nested deeper than the limit once, at the first level beyond it', () => {
    const src = `export function k(o: int[]) { o[0] = ${Array(600).fill('1').join(' + ')}; }`;
    const r = compile(src);
    expect(r.program).toBeNull();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['E-TOO-DEEP']);
  });

  it('rejects statements nested deeper than the limit', () => {
    const r = compile(`export function k(o: int[]) { ${'if (o[0]) '.repeat(500)} o[0] = 1; }`);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['E-TOO-DEEP']);
  });

  it('turns a parser stack overflow into a diagnostic inside the nesting, not at 1:1', () => {
    // Line 3 is `  o[0] = ` (9 characters) and then 20,000 opening parentheses: columns 10..20009.
    const src = `export function k(o: int[]) {\n  let a: int = 1;\n  o[0] = ${'('.repeat(20000)}a${')'.repeat(20000)};\n}\n`;
    const r = compile(src);
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}`)).toEqual(['E-TOO-DEEP@3']);
    const column = r.diagnostics[0]!.column;
    expect(column).toBeGreaterThanOrEqual(10);
    expect(column).toBeLessThanOrEqual(10 + 20000 - 1);
    expect(r.diagnostics[0]!.message).toContain('more than 400 levels deep here');
  });

  it('places a parser stack overflow on a long operator chain at the statement that holds it', () => {
    const src = `export function k(o: int[]) {\n  o[0] = 1;\n\n  o[1] = ${'1 + '.repeat(30000)}1;\n}\n`;
    const r = compile(src);
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(['E-TOO-DEEP@4:3']);
  });

  it('compiles and runs a flat 200,000-element array literal (it nests nothing)', () => {
    // Element i is i % 10; lane l reads element l + 7, so it stores (l + 7) % 10.
    const n = 200_000;
    const src = `export function kernel(out: int[]) {\n  const a: int[] = [${Array.from({ length: n }, (_, i) => i % 10).join(', ')}];\n  out[threadIdx.x] = a[threadIdx.x + 7];\n}\n`;
    const r = compile(src);
    expect(r.diagnostics).toEqual([]);
    const run = runProgram(r.program!, { grid: [1, 1, 1], block: [32, 1, 1] }, { out: { kind: 'array', type: 'int', data: new Int32Array(32) } });
    expect(run.diagnostics).toEqual([]);
    expect(run.args.out).toEqual(Array.from({ length: 32 }, (_, l) => (l + 7) % 10));
  });

  it('accepts ordinary nesting', () => {
    expect(compile(`export function k(o: int[]) { o[0] = ${Array(100).fill('1').join(' + ')}; }`).diagnostics).toEqual([]);
  });
});
