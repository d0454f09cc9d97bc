/**
 * The read-only analysis (src/sim/compile/written.ts): an array parameter that no store,
 * atomic or call can write keeps no race records, so it must be exactly the arrays that are
 * never written. A race needs a non-atomic write (docs/language.md §6 "Races"): an array
 * written only through a device function must still have its races found.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { compileProgram } from '../../../src/sim/compile/program';
import { errors, ints, iota, run, zeros } from './helpers';

function written(src: string): string[] {
  const c = compile(src);
  if (!c.program) throw new Error(c.diagnostics.map((d) => d.message).join('; '));
  const p = compileProgram(c.program);
  const k = p.fnIndex.get('kernel')!;
  return p.fns[k]!.decl.params.filter((q) => typeof q.type === 'object' && p.writtenArrays[k]!.has(q.slot)).map((q) => q.name);
}

describe('which arrays a program can write', () => {
  it('finds stores and atomics in the kernel, and nothing for arrays only read', () => {
    expect(written(`export function kernel(a: int[], b: int[], c: int[]) {
  const t = int(threadIdx.x);
  b[t] = a[t];
  atomicAdd(c, 0, a[t]);
}`)).toEqual(['b', 'c']);
  });

  it('follows arrays into device functions, through calls of calls', () => {
    expect(written(`function put(x: int[], i: int, v: int): void { x[i] = v; }
function via(y: int[], z: int[], i: int): void { put(y, i, z[i]); }
export function kernel(a: int[], b: int[], c: int[]) {
  const t = int(threadIdx.x);
  via(b, a, t);
  c[0] = 0;
}`)).toEqual(['b', 'c']);
  });

  it('still reports a read racing with a write made inside a device function', () => {
    // Lane 1 writes x[0] through put(); lane 0 reads x[0] in the kernel; nothing orders them.
    const src = `function put(x: int[], i: int, v: int): void { x[i] = v; }
export function kernel(x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) out[0] = x[0];
  if (t == 1) put(x, 0, 5);
}`;
    const r = run(src, 32, { x: ints(iota(32)), out: zeros(1) });
    expect(errors(r).map((d) => d.code)).toContain('E-RACE-RW');
  });

  it('keeps the records of an array written only by atomics: a plain write of another array races, and so does a plain read of it', () => {
    // An atomic update is a write (docs/language.md §6): lane 0's read of x[0] beside lane 1's
    // atomicAdd, with no __syncwarp between, races with it (the read came first: RW).
    const src = `export function kernel(x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) out[0] = x[0];
  if (t == 1) atomicAdd(x, 0, 1);
  if (t == 2) out[0] = 9;
}`;
    const r = run(src, 32, { x: ints(iota(32)), out: zeros(1) });
    expect(errors(r).map((d) => d.code).sort()).toEqual(['E-RACE-RW', 'E-RACE-WW']);
    expect(r.args.x![0]).toBe(1);
  });
});

describe('race records and last-write lines from one run to the next', () => {
  // Lane 0 writes out[0] at line 3; lane 1 writes it at line 4; nothing orders them.
  const racy = `export function kernel(x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) out[0] = x[0];
  if (t == 1) out[0] = x[1];
}`;
  // Each lane writes its own element: no two threads share one.
  const clean = `export function kernel(x: int[], out: int[]) {
  const t = int(threadIdx.x);
  out[t] = x[t] + 1;
}`;

  it('a run after a racy one on arrays of the same length starts with no records', () => {
    // The records of the first run's arrays are kept for reuse (src/sim/core/memory.ts,
    // releaseRace); the second run must see none of them.
    for (let i = 0; i < 3; i++) {
      expect(errors(run(racy, 32, { x: ints(iota(32)), out: zeros(32) })).map((d) => d.code)).toEqual(['E-RACE-WW']);
      const r = run(clean, 32, { x: ints(iota(32)), out: zeros(32) });
      expect(errors(r)).toEqual([]);
      expect(r.args.out).toEqual(iota(32, (k) => k + 1));
    }
  });

  it('gives the last writing line of each element of the arrays the kernel writes, and none for arrays it only reads', () => {
    const r = run(`export function kernel(x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t < 4) {
    out[t] = x[t];
  }
  if (t == 1) {
    atomicAdd(out, 1, 5);
  }
}`, 32, { x: ints(iota(32)), out: zeros(8) }, { lastWrites: true });
    expect(errors(r)).toEqual([]);
    expect(Object.keys(r.lastWriteLine!)).toEqual(['out']);
    // Elements 0, 2, 3 last written by the store (line 4), element 1 by lane 1's atomic
    // (line 7, after its own store), elements 4..7 never written.
    expect(r.lastWriteLine!.out).toEqual([4, 7, 4, 4, 0, 0, 0, 0]);
  });
});
