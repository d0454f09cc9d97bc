/**
 * `__match_all_sync(mask, value, pred)` writes `*pred` (Programming Guide §10.20: "pred is set
 * to true if all threads in mask have the same value of value; otherwise the predicate is set
 * to false"). That write is each calling thread's store through the pointer, like any store
 * (docs/language.md §6): it defines the element, takes part in race detection (two threads
 * writing one element unordered is a data race, whatever the values), is bounds-checked, and
 * makes the array one the kernel writes.
 */
import { describe, expect, it } from 'vitest';
import { errors, ints, run, zeros } from './helpers';

describe('__match_all_sync pred', () => {
  it('is each lane\'s own element in a local array: 1 when all match, 0 when not', () => {
    const src = `export function kernel(out: int[]) {
  const t = int(threadIdx.x);
  const same: int[] = [7];
  const differ: int[] = [7];
  __match_all_sync(0xffffffff, 1, same);
  __match_all_sync(0xffffffff, t, differ);
  out[t] = same[0] * 10 + differ[0];
}`;
    const r = run(src, 32, { out: zeros(32) });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.out).toEqual(new Array(32).fill(10));
  });

  it('defines a shared element a single lane writes', () => {
    // Lane 0 alone (mask 1) matches itself, so s[0] = 1; after __syncwarp every lane reads it.
    const src = `export function kernel(out: int[]) {
  const t = int(threadIdx.x);
  const s = __shared__<int>(1);
  if (t == 0) __match_all_sync(1, 5, s);
  __syncwarp();
  out[t] = s[0];
}`;
    const r = run(src, 32, { out: zeros(32) });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.out).toEqual(new Array(32).fill(1));
  });

  it('written by every lane to one element is a write-write race, as `p[0] = 1` would be', () => {
    const src = `export function kernel(pred: int[]) {
  __match_all_sync(0xffffffff, 1, pred);
}`;
    const r = run(src, 32, { pred: ints([7]) });
    expect(errors(r).map((d) => d.code)).toContain('E-RACE-WW');
  });

  it('races with another warp reading it unordered', () => {
    // Lane 0 of warp 0 writes pred[0] through the call; lane 0 of warp 1 reads it, no barrier.
    const src = `export function kernel(pred: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) __match_all_sync(1, 1, pred);
  if (t == 32) out[0] = pred[0];
}`;
    const r = run(src, 64, { pred: ints([7]), out: zeros(1) });
    const codes = errors(r).map((d) => d.code);
    expect(codes.some((c) => c === 'E-RACE-WR' || c === 'E-RACE-RW')).toBe(true);
  });

  it('counts as a written array, and is bounds-checked', () => {
    const one = run(`export function kernel(pred: int[]) {
  if (threadIdx.x == 0) __match_all_sync(1, 3, pred);
}`, 32, { pred: ints([7]) });
    expect(one.diagnostics).toEqual([]);
    expect(one.written).toEqual(['pred']);
    expect(one.args.pred).toEqual([1]);
    const empty = run(`export function kernel(pred: int[]) {
  if (threadIdx.x == 0) __match_all_sync(1, 3, pred);
}`, 32, { pred: ints([]) });
    expect(errors(empty).map((d) => d.code)).toEqual(['E-OUT-OF-BOUNDS']);
  });
});
