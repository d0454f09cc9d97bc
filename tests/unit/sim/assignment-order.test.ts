/**
 * The order of an assignment's two sides. C++17 [expr.ass]/1 (nvcc's default dialect): "the
 * right operand is sequenced before the left operand", for `=` and for every compound
 * assignment `op=`. So a call in the value runs before the index of the element that is
 * written is computed, and before a compound assignment reads the element's old value
 * (JavaScript goes left to right, which differs). Expected values are hand derivations from
 * that rule; the same kernels compiled by nvcc 13 (the CUDA export) store at the same places.
 */
import { describe, expect, it } from 'vitest';
import { errors, ints, run, zeros } from './helpers';

const BUMP = `function bump(a: int[]): int {
  a[0] = a[0] + 1;
  return a[0];
}`;

describe('assignment: the value before the place (C++17 [expr.ass]/1)', () => {
  it('`o[a[0]] = bump(a)` stores at the index bump left in a[0]', () => {
    const src = `${BUMP}
export function kernel(o: int[]) {
  if (threadIdx.x != 0) return;
  const a: int[] = [0];
  o[a[0]] = bump(a);
  const b: int[] = [0];
  o[2 + b[0]] += bump(b);
}`;
    // bump(a) sets a[0] = 1 and returns 1, then the index a[0] = 1: o[1] = 1.
    // bump(b) sets b[0] = 1 and returns 1, then the place o[2 + 1]: o[3] = 0 + 1.
    const r = run(src, 32, { o: zeros(4) });
    expect(errors(r)).toEqual([]);
    expect(r.args.o).toEqual([0, 1, 0, 1]);
  });

  it('`a[0] += bump(a)` reads the old value after the call (1 + 1 = 2)', () => {
    const src = `${BUMP}
export function kernel(o: int[]) {
  if (threadIdx.x != 0) return;
  const a: int[] = [0];
  a[0] += bump(a);
  o[0] = a[0];
  o[1] = 5;
  o[1] *= bump(a);
}`;
    // a[0] += bump(a): bump makes a[0] = 1 and returns 1; then a[0] = 1 + 1 = 2.
    // o[1] *= bump(a): bump makes a[0] = 3, returns 3; o[1] = 5 * 3 = 15.
    const r = run(src, 32, { o: zeros(2) });
    expect(r.args.o).toEqual([2, 15]);
  });

  it('`o[o[0]] = atomicAdd(o, 0, 1)`: the atomic runs first, then the index reads its result', () => {
    const src = `export function kernel(o: int[]) {
  if (threadIdx.x != 0) return;
  o[o[0]] = atomicAdd(o, 0, 1);
}`;
    // atomicAdd returns 0 and makes o[0] = 1; then the index o[0] = 1: o[1] = 0.
    const r = run(src, 32, { o: ints([0, 9, 9]) });
    expect(r.args.o).toEqual([1, 0, 9]);
  });

  it('`o[bump(a)] = a[0]` reads the value before the index\'s call changes it', () => {
    const src = `${BUMP}
export function kernel(o: int[]) {
  if (threadIdx.x != 0) return;
  const a: int[] = [0];
  o[bump(a)] = a[0];
}`;
    // The value a[0] = 0 first, then bump: index 1. o[1] = 0.
    const r = run(src, 32, { o: ints([-1, -1, -1]) });
    expect(r.args.o).toEqual([-1, 0, -1]);
  });

  it('runs the value\'s calls before the index\'s (printf order: rhs, lhs)', () => {
    const src = `function lhs(): int {
  printf("lhs\\n");
  return 0;
}
function rhs(): int {
  printf("rhs\\n");
  return 7;
}
export function kernel(o: int[]) {
  if (threadIdx.x != 0) return;
  o[lhs()] = rhs();
  o[lhs()] += rhs();
}`;
    const r = run(src, 32, { o: zeros(1) });
    expect(r.printf).toEqual(['rhs\n', 'lhs\n', 'rhs\n', 'lhs\n']);
    expect(r.args.o).toEqual([14]);
  });
});
