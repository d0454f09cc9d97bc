/**
 * E-UNSEQUENCED: a scalar local, a struct field or an array element (one index written the same way) modified and also used in one full expression, with no
 * order between the two in CUDA C++ (C++17 [intro.execution]/17), is a compile error at
 * the modification; ordered uses (`&&`, `||`, `?:`, `i = i + 1`, braced lists, and the two
 * sides of an assignment, which C++17 [expr.ass]/1 orders right before left) compile.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';

const kernel = (body: string): string => `function f(a: int, b: int): int { return a * 10 + b; }
export function kernel(out: int[]) {
  let i: int = 3;
  let j: int = 1;
${body}
}`;

/** The E-UNSEQUENCED diagnostics of `body` (with `g(a, b)`, a function of an array, beside
 * `f`), as line:column and the place named. */
function unsequencedElements(body: string): string[] {
  const src = kernel(body).replace('export function kernel', 'function g(a: int[], b: int): int { return a[0] + b; }\nexport function kernel');
  return compile(src).diagnostics
    .filter((d) => d.code === 'E-UNSEQUENCED')
    .map((d) => `${d.line - 1}:${d.column} ${/`([^`]+)`/.exec(d.message)![1]}`);
}

/** The E-UNSEQUENCED diagnostics of `body`, as line:column and name. */
function unsequenced(body: string): string[] {
  return compile(kernel(body)).diagnostics
    .filter((d) => d.code === 'E-UNSEQUENCED')
    .map((d) => `${d.line}:${d.column} ${/`(\w+)`/.exec(d.message)![1]}`);
}

describe('modifications with no defined order (E-UNSEQUENCED)', () => {
  it.each([
    ['i + (i = 7)', '  out[0] = i + (i = 7);', '5:17 i'],
    ['k + k++', '  out[0] = i + i++;', '5:16 i'],
    ['two increments', '  out[0] = i++ * i++;', '5:12 i'],
    ['call arguments', '  out[0] = f(i, i++);', '5:17 i'],
    ['inside a condition', '  if (i < i++) { out[0] = 1; }', '5:11 i'],
  ])('reports %s at the modification', (_, body, at) => {
    expect(unsequenced(body)).toEqual([at]);
  });

  // The same rule for an array element (one index written the same way) and a struct
  // field: C++17 [intro.execution]/17 speaks of any "memory location".
  it.each([
    ['an element incremented and read', '  out[0] = out[i]++ + out[i];', '5:12 out[i]'],
    ['an element assigned and read', '  out[0] = (out[i + 1] = 4) + out[i + 1];', '5:13 out[i + 1]'],
    ['an element in two call arguments', '  out[0] = f(out[threadIdx.x]--, out[threadIdx.x]);', '5:14 out[threadIdx.x]'],
  ])('reports %s', (_, body, at) => {
    expect(unsequencedElements(body)).toEqual([at]);
  });

  it('reports a struct field incremented and read, not its sibling', () => {
    const src = `type P = { v: int; w: int };
export function kernel(out: int[]) {
  let p: P = { v: 1, w: 2 };
  out[0] = p.v++ + p.v;
  out[1] = p.v++ + p.w;
}`;
    const d = compile(src).diagnostics.filter((x) => x.code === 'E-UNSEQUENCED');
    expect(d.map((x) => `${x.line}:${x.column} ${/`([^`]+)`/.exec(x.message)![1]}`)).toEqual(['4:12 p.v']);
  });

  it.each([
    ['elements indexed differently (equal only at run time, if ever)', '  out[0] = out[i]++ + out[j];'],
    ['an element assigned from its own increment (right before left)', '  out[i] = out[i]++;'],
    ['the array passed whole beside an element update', '  out[0] = g(out, out[1]++);'],
  ])('accepts %s', (_, body) => {
    expect(unsequencedElements(body)).toEqual([]);
  });

  it.each([
    ['an assignment reading its own target', '  i = i + 1;\n  out[0] = i;'],
    ['a plain increment', '  i++;\n  out[0] = i;'],
    ['a value taken from an increment', '  j = i++;\n  out[0] = i + j;'],
    ['an element updated from itself', '  out[i] = out[i] + 1;'],
    ['`&&` (left before right)', '  if (i++ > 0 && i < 9) { out[0] = i; }'],
    ['`?:` (test before the arm)', '  out[0] = i++ > 0 ? i : 0;'],
    ['an increment of another variable', '  out[0] = i + j++;'],
    ['a for-loop update', '  for (let k: int = 0; k < 3; k++) { out[k] = k; }'],
  ])('accepts %s', (_, body) => {
    const r = compile(kernel(body));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('the two sides of an assignment: right, then left, then the store (C++17 [expr.ass]/1)', () => {
  const run = (body: string, n = 6): number[] => {
    const c = compile(kernel(body));
    expect(c.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const r = runProgram(c.program!, { grid: [1, 1, 1], block: [1, 1, 1] }, { out: { kind: 'array', type: 'int', data: new Array<number>(n).fill(0) } });
    return r.args.out as number[];
  };
  // i = 3 and j = 1 on entry (see `kernel`).
  it('`i = i++ + 1`: C++17\'s own example, "the value of i is incremented" (3 + 1 = 4)', () => {
    expect(run('  i = i++ + 1;\n  out[0] = i;')).toEqual([4, 0, 0, 0, 0, 0]);
  });
  it('`i += i++`: the value first (3, i becomes 4), then the old value of the target (4): 7', () => {
    expect(run('  i += i++;\n  out[0] = i;')).toEqual([7, 0, 0, 0, 0, 0]);
  });
  it('`out[i] = i++`: the value 3 (i becomes 4), then the index 4', () => {
    expect(run('  out[i] = i++;\n  out[5] = i;')).toEqual([0, 0, 0, 0, 3, 4]);
  });
  it('`out[i] = out[i]++`: the value 5 (out[3] becomes 6), then the store of 5', () => {
    expect(run('  out[i] = 5;\n  out[i] = out[i]++;')).toEqual([0, 0, 0, 5, 0, 0]);
  });
  it('`out[i] += out[i]++`: the value 5 (out[3] becomes 6), then 6 + 5', () => {
    expect(run('  out[i] = 5;\n  out[i] += out[i]++;')).toEqual([0, 0, 0, 11, 0, 0]);
  });
  it('`out[i] -= --out[i]`: the value 4 (out[3] becomes 4), then 4 - 4', () => {
    expect(run('  out[i] = 5;\n  out[i] -= --out[i];')).toEqual([0, 0, 0, 0, 0, 0]);
  });
  it('`out[i++] = i`: the value 3, then the index 3 (i becomes 4)', () => {
    expect(run('  out[i++] = i;\n  out[5] = i;')).toEqual([0, 0, 0, 3, 0, 4]);
  });
  it('a conflict inside one side is still reported: `i = i++ + i`', () => {
    expect(unsequenced('  i = i++ + i;')).toEqual(['5:7 i']);
  });
});

describe('a local array initialiser', () => {
  it('takes each element in order, so a later `++` does not change an earlier element (C++ braced lists are ordered too)', () => {
    const src = `export function kernel(out: int[]) {
  let u: uint = 5;
  const a: int[] = [int(u), u++];
  let i: int = 5;
  const c: int[] = [i, i++, i];
  out[0] = a[0]; out[1] = a[1]; out[2] = c[0]; out[3] = c[1]; out[4] = c[2];
}`;
    const program = compile(src).program!;
    const r = runProgram(program, { grid: [1, 1, 1], block: [1, 1, 1] }, { out: { kind: 'array', type: 'int', data: [0, 0, 0, 0, 0] } });
    // By hand: a = [5, 5] (u becomes 6 after); c = [5, 5, 6].
    expect(r.args.out).toEqual([5, 5, 5, 5, 6]);
  });

  it('a struct literal is a braced list too (C++17 [dcl.init.list]/4; exported as `Pair{ ... }`): its fields in declaration order, no E-UNSEQUENCED', () => {
    const src = `type Pair = { v: int; i: int };
export function kernel(a: int[], out: int[]) {
  let j: int = 1;
  const p: Pair = { v: a[0]++, i: a[0] };
  const q: Pair = { v: j++, i: j };
  out[0] = p.v; out[1] = p.i; out[2] = q.v; out[3] = q.i;
}`;
    const c = compile(src);
    expect(c.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const r = runProgram(c.program!, { grid: [1, 1, 1], block: [1, 1, 1] }, { a: { kind: 'array', type: 'int', data: [7] }, out: { kind: 'array', type: 'int', data: [0, 0, 0, 0] } });
    // By hand: p.v = 7 (a[0] becomes 8), p.i = 8; q.v = 1 (j becomes 2), q.i = 2.
    expect(r.args.out).toEqual([7, 8, 1, 2]);
  });
});
