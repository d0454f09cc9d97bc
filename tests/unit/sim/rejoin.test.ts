/**
 * Fragments of a split group run together again where they meet (src/sim/core/groups.ts
 * `rejoin`; docs/execution-model.md "Adversarial schedules"): only fragments of one split,
 * only ready ones, only at one instruction of one function with the same regions and call
 * stack; the group earlier in the warp's list keeps the lanes.
 */
import { describe, expect, it } from 'vitest';
import { newGroup, rejoin } from '../../../src/sim/core/groups';
import type { Group, Token } from '../../../src/sim/core/state';
import type { Warp } from '../../../src/sim/core/warp';
import { errors, run, zeros } from './helpers';

const token = (site: number): Token => ({ expected: 0xffffffff, arrived: 0, site, loc: { line: 1, column: 1 }, what: 'a loop' });

/** A warp holding only `groups` (all that `rejoin` reads). */
const warpOf = (groups: Group[]): Warp => ({ groups } as unknown as Warp);

function fragment(mask: number, pc: number, key: number, tokens: Token[], fn = 0): Group {
  const g = newGroup(mask, pc, fn, tokens.slice(), []);
  g.fragment = key;
  return g;
}

describe('rejoin', () => {
  const loop = token(3);

  it('merges a fragment into a sibling that waits, ready, at its instruction, the earlier group keeping both', () => {
    const a = fragment(0x0000ffff, 7, 5, [loop]);
    const b = fragment(0xffff0000, 7, 5, [loop]);
    const w = warpOf([a, b]);
    expect(rejoin(w, b)).toBe(a);
    expect(w.groups).toEqual([a]);
    expect(a.mask).toBe(0xffffffff);
    expect(a.lanes).toEqual(Array.from({ length: 32 }, (_, l) => l));
    expect(b.state).toBe('done');
  });

  it('keeps the group that ran when it is the earlier one', () => {
    const a = fragment(0x0f, 9, 5, [loop]);
    const c = newGroup(0xf00, 2, 0, [], []);
    const b = fragment(0xf0, 9, 5, [loop]);
    const w = warpOf([a, c, b]);
    expect(rejoin(w, a)).toBe(a);
    expect(w.groups).toEqual([a, c]);
    expect(a.mask).toBe(0xff);
  });

  it('leaves apart fragments of other splits, groups that are not fragments, waiting groups, other places and other stacks', () => {
    const g = fragment(0x1, 4, 5, [loop]);
    const others = [
      fragment(0x2, 4, 6, [loop]), // another split
      newGroup(0x4, 4, 0, [loop], []), // not a fragment (a branch arm, say)
      Object.assign(fragment(0x8, 4, 5, [loop]), { state: 'sync' as const }),
      fragment(0x10, 5, 5, [loop]), // another instruction
      fragment(0x20, 4, 5, [loop], 1), // the same index in another function
      fragment(0x40, 4, 5, [token(3)]), // an equal-looking but different region
      fragment(0x80, 4, 5, [loop, token(8)]), // one region deeper
    ];
    const w = warpOf([...others, g]);
    expect(rejoin(w, g)).toBe(g);
    expect(w.groups).toHaveLength(others.length + 1);
    expect(g.mask).toBe(0x1);
  });
});

describe('lanes that step apart under adversarial schedules', () => {
  // 32 lanes count to 2,000 in a loop with no sync point: at one split in 16 instructions,
  // fragments that never met again would leave the warp in ever smaller groups. Each lane's
  // sum is its own, whatever the grouping: 2000 * 1999 / 2 + 2000 * lane.
  const LONG_LOOP = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let s: int = 0;
  for (let i: int = 0; i < 2000; i++) {
    s += i + lane;
  }
  out[lane] = s;
}`;

  it('still give every lane its own result after a long loop, under every seed', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = run(LONG_LOOP, 32, { out: zeros(32) }, { schedule: { kind: 'adversarial', seed } });
      expect(errors(r)).toEqual([]);
      expect(r.args.out).toEqual(Array.from({ length: 32 }, (_, l) => 1999000 + 2000 * l));
    }
  });
});

describe('a split under an adversarial schedule', () => {
  // Straight-line code: no branch, no sync point. ITS lets the lanes run apart anywhere, so
  // `__activemask()` may be partial (Programming Guide: `__activemask()` is not a
  // synchronisation); only a split that lasts until the call can show it. A split undone
  // in the turn that made it (before either part ran alone) would almost never show it.
  const STRAIGHT = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  let x: int = lane;
  x = x * 3;
  x = x + 1;
  x = x ^ 5;
  x = x - 2;
  out[lane] = __activemask() + uint(x & 0);
}`;

  it('lasts until the parts have run apart: `__activemask()` in straight-line code is partial under a quarter of the seeds or more', () => {
    // About seven instructions run before the call, each splitting a group with chance 1/16:
    // 1 - (15/16)^7, about 36% of seeds, split the warp before it, and a split lasts until
    // the parts meet again. Undoing splits in the turn that made them left about 11%.
    const seeds = Array.from({ length: 64 }, (_, k) => k + 1);
    const partial = seeds.filter((seed) =>
      run(STRAIGHT, 32, { out: zeros(32, 'uint') }, { schedule: { kind: 'adversarial', seed } }).args.out!.some((m) => m !== 0xffffffff));
    expect(partial.length).toBeGreaterThanOrEqual(16);
    expect(run(STRAIGHT, 32, { out: zeros(32, 'uint') }).args.out).toEqual(Array.from({ length: 32 }, () => 0xffffffff));
  });
});
