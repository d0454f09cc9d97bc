/**
 * Which loops wait on other threads (compile/spin-loops.ts): a loop whose exit depends on the
 * result of an atomic made in it. Expected by hand from each loop's text: the CUDA compiler
 * puts a `YIELD` in such a loop and lanes leaving it do not wait for the others (an H100:
 * oracle/raw/sass-2026-12-07.txt and the `own3` readings), while a loop that only makes
 * atomics, or leaves on a register or a plain load, reconverges at its exit.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import type { Stmt } from '../../../src/lang/ir';
import { containsSpin, exitsOnAtomic, spinFunctions } from '../../../src/sim/compile/spin-loops';

type Loop = Extract<Stmt, { k: 'while' | 'for' | 'doWhile' }>;

/** The first loop of the kernel `body` (declared with `c: int[]`, `out: uint[]`). */
function firstLoop(body: string): Loop {
  const c = compile(`export function kernel(c: int[], out: uint[]): void {\n${body}\n}`);
  if (!c.program) throw new Error(c.diagnostics.map((d) => d.message).join('; '));
  const find = (ss: Stmt[]): Loop | null => {
    for (const s of ss) {
      if (s.k === 'while' || s.k === 'for' || s.k === 'doWhile') return s;
      const inner = s.k === 'if' ? find([...s.then, ...(s.else ?? [])]) : s.k === 'block' ? find(s.body) : null;
      if (inner) return inner;
    }
    return null;
  };
  const l = find(c.program.functions[0]!.body);
  if (!l) throw new Error('no loop');
  return l;
}

describe('loops whose exit waits on an atomic', () => {
  const cases: [string, string, boolean][] = [
    ['a compare-and-swap retry loop (through two locals)', 'let old = c[0]; let assumed = 0; do { assumed = old; old = atomicCAS(c, 0, assumed, assumed + 1); } while (assumed != old);', true],
    ['a spin lock\'s acquire loop', 'while (atomicCAS(c, 0, 0, 1) != 0) {}', true],
    ['a poll of a flag', 'while (atomicAdd(c, 0, 0) == 0) {}', true],
    ['a break on an atomic\'s result', 'while (true) { const v = atomicAdd(c, 1, 1); if (v >= 3) break; }', true],
    ['a break nested in an if', 'for (let i = 0; i < 100; i++) { if (i > 2) { if (atomicAdd(c, 1, 1) > 5) break; } }', true],
    ['atomics in the body, a register count for the exit', 'for (let i = 0; i < 4; i++) atomicAdd(c, 0, 1);', false],
    ['a plain load for the exit', 'let n = 0; do { n++; } while (c[0] + n < 4);', false],
    ['an atomic whose result only feeds a store', 'for (let i = 0; i < 4; i++) { const v = atomicAdd(c, 0, 1); out[i] = uint(v); }', false],
    ['a break out of an inner loop only', 'for (let i = 0; i < 4; i++) { while (true) { if (atomicAdd(c, 0, 1) > 3) break; } }', false],
  ];
  for (const [name, body, expected] of cases) {
    it(`${name}: ${expected}`, () => {
      expect(exitsOnAtomic(firstLoop(body))).toBe(expected);
    });
  }
});

describe('regions and functions holding such a loop', () => {
  it('a function that runs one, and a function that calls it, both hold one; others not', () => {
    const c = compile(`function acquire(lock: int[]): void {
  while (atomicCAS(lock, 0, 0, 1) != 0) {}
}
function take(lock: int[]): void { acquire(lock); }
function count(c: int[]): void { for (let i = 0; i < 3; i++) atomicAdd(c, 0, 1); }
export function kernel(lock: int[], c: int[]): void {
  if (threadIdx.x < 16) { take(lock); }
  count(c);
}`);
    expect(c.program).toBeTruthy();
    const fns = c.program!.functions;
    const spin = spinFunctions(fns);
    expect([...spin].sort()).toEqual(['acquire', 'kernel', 'take']);
    const kernel = fns.find((f) => f.name === 'kernel')!;
    expect(containsSpin(kernel.body[0], spin)).toBe(true);
    expect(containsSpin(kernel.body[1], spin)).toBe(false);
  });
});
