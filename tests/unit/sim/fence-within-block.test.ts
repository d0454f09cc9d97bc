/**
 * `__threadfence()` with atomics orders memory within a block as it does between blocks
 * (PTX ISA §8.8, release and acquire patterns: a fence followed by an atomic write
 * synchronizes with an atomic that reads it, then a fence; Programming Guide §10.5): message
 * passing and spin locks between warps of one block and between lanes of one warp are not
 * races, and the same programs without the fences still are. Expected values by hand.
 */
import { describe, expect, it } from 'vitest';
import type { RunOptions } from '../../../src/sim';
import { errors, run, zeros } from './helpers';

const SCHEDULES: RunOptions['schedule'][] = [{ kind: 'default' }, ...[1, 2, 3, 42].map((seed) => ({ kind: 'adversarial' as const, seed }))];
const codes = (r: ReturnType<typeof run>) => [...new Set(errors(r).map((d) => d.code))].sort();

/** Thread `from` publishes 42 through `data`, then sets `flag`; thread `to` spins on it. */
function messagePassing(from: number, to: number, fenced: boolean): string {
  const fence = fenced ? '__threadfence();' : '';
  return `export function kernel(out: int[], data: int[], flag: int[]) {
  const t: int = int(threadIdx.x);
  if (t == ${from}) { data[0] = 42; ${fence} atomicExch(flag, 0, 1); }
  if (t == ${to}) { while (atomicAdd(flag, 0, 0) == 0) {} ${fence} out[0] = data[0]; }
}`;
}

describe('__threadfence() and atomics within a block', () => {
  for (const [what, from, to] of [['between warps', 0, 32], ['between lanes of one warp', 0, 5]] as const) {
    it(`message passing ${what}: fenced, no race and 42; without the fences, a race`, () => {
      for (const schedule of SCHEDULES) {
        const ok = run(messagePassing(from, to, true), 64, { out: zeros(1), data: zeros(1), flag: zeros(1) }, { schedule });
        expect(errors(ok), JSON.stringify(schedule)).toEqual([]);
        expect(ok.args.out).toEqual([42]);
        const bad = run(messagePassing(from, to, false), 64, { out: zeros(1), data: zeros(1), flag: zeros(1) }, { schedule });
        expect(codes(bad), JSON.stringify(schedule)).toEqual(['E-RACE-WR']);
        expect(bad.args.out).toEqual([null]);
      }
    });
  }

  it('a fenced spin lock taken by lane 0 of each of two warps counts 2; unfenced, the counter races', () => {
    const lock = (fence: string) => `export function kernel(out: int[], lock: int[]) {
  if ((threadIdx.x & 31) == 0) {
    while (atomicCAS(lock, 0, 0, 1) != 0) {}
    ${fence}
    out[0] = out[0] + 1;
    ${fence}
    atomicExch(lock, 0, 0);
  }
}`;
    for (const schedule of SCHEDULES) {
      const ok = run(lock('__threadfence();'), 64, { out: zeros(1), lock: zeros(1) }, { schedule });
      expect(errors(ok)).toEqual([]);
      expect(ok.args.out).toEqual([2]);
      const bad = run(lock(''), 64, { out: zeros(1), lock: zeros(1) }, { schedule });
      expect(codes(bad).some((c) => c.startsWith('E-RACE'))).toBe(true);
    }
  });

  it('a fenced lock on shared memory within one warp orders the shared counter', () => {
    const src = `export function kernel(out: int[]) {
  const lock = __shared__<int>(1);
  const cnt = __shared__<int>(1);
  if (threadIdx.x == 0) { lock[0] = 0; cnt[0] = 0; }
  __syncwarp();
  while (atomicCAS(lock, 0, 0, 1) != 0) {}
  __threadfence();
  cnt[0] = cnt[0] + 1;
  __threadfence();
  atomicExch(lock, 0, 0);
  __syncwarp();
  if (threadIdx.x == 0) out[0] = cnt[0];
}`;
    for (const schedule of SCHEDULES) {
      const r = run(src, 32, { out: zeros(1) }, { schedule });
      expect(errors(r), JSON.stringify(schedule)).toEqual([]);
      expect(r.args.out).toEqual([32]);
    }
  });
});

describe('a block that waits for a later block', () => {
  it('is ended by the budget with a message saying blocks need not run together; the mirror (waiting for an earlier block) finishes', () => {
    const src = (producer: number) => `export function kernel(flag: int[], data: int[], out: int[]) {
  if (blockIdx.x == ${producer}) { data[0] = 42; __threadfence(); atomicExch(flag, 0, 1); }
  if (blockIdx.x == ${1 - producer}) { while (atomicAdd(flag, 0, 0) == 0) {} __threadfence(); out[0] = data[0]; }
}`;
    const waits = run(src(1), 1, { flag: zeros(1), data: zeros(1), out: zeros(1) }, { grid: [2, 1, 1], budget: 200_000 });
    expect(codes(waits)).toEqual(['E-BUDGET']);
    expect(errors(waits)[0]!.message).toContain('block 1 (linear) had not started');
    const fine = run(src(0), 1, { flag: zeros(1), data: zeros(1), out: zeros(1) }, { grid: [2, 1, 1], budget: 200_000 });
    expect(errors(fine)).toEqual([]);
    expect(fine.args.out).toEqual([42]);
  });
});
