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
  it('is ended by the budget with a message saying blocks need not run together; the mirror (waiting for an earlier block) finishes; both depend on the order blocks start in', () => {
    const src = (producer: number) => `export function kernel(flag: int[], data: int[], out: int[]) {
  if (blockIdx.x == ${producer}) { data[0] = 42; __threadfence(); atomicExch(flag, 0, 1); }
  if (blockIdx.x == ${1 - producer}) { while (atomicAdd(flag, 0, 0) == 0) {} __threadfence(); out[0] = data[0]; }
}`;
    const waits = run(src(1), 1, { flag: zeros(1), data: zeros(1), out: zeros(1) }, { grid: [2, 1, 1], budget: 200_000 });
    // Started in the reverse order, the kernel would complete: E-BLOCK-ORDER too (run.ts).
    expect(codes(waits)).toEqual(['E-BLOCK-ORDER', 'E-BUDGET']);
    expect(errors(waits).find((d) => d.code === 'E-BUDGET')!.message).toContain('block 1 (linear) had not started');
    const fine = run(src(0), 1, { flag: zeros(1), data: zeros(1), out: zeros(1) }, { grid: [2, 1, 1], budget: 200_000 });
    // It finishes in launch order, but started in the reverse order block 1 would wait at its
    // poll (line 3) for ever: blocks must be able to run in any order (Programming Guide §5.2).
    expect(errors(fine).map((d) => `${d.code}@${d.line}`)).toEqual(['E-BLOCK-ORDER@3']);
    expect(fine.args.out).toEqual([42]);
  });
  // `__syncwarp` orders memory among the lanes it names (Programming Guide §10.6; PTX ISA
  // `bar.warp.sync`), and happens-before is transitive, with cumulative release patterns
  // (PTX ISA §8.8): what one lane acquired or published, its warp shares at a `__syncwarp`.
  it('carries an acquisition to the other lanes of the taker\'s warp through __syncwarp; without it, a race', () => {
    const src = (sync: string) => `export function kernel(data: int[], flag: int[], out: int[]) {
  if (threadIdx.x == 32) { data[0] = 42; __threadfence(); atomicExch(flag, 0, 1); }
  if (threadIdx.x < 32) {
    if (threadIdx.x == 0) { while (atomicAdd(flag, 0, 0) == 0) {} __threadfence(); }
    ${sync}
    if (threadIdx.x == 5) out[5] = data[0];
  }
}`;
    for (const schedule of SCHEDULES) {
      const ok = run(src('__syncwarp();'), 64, { data: zeros(1), flag: zeros(1), out: zeros(32) }, { schedule });
      expect(errors(ok), JSON.stringify(schedule)).toEqual([]);
      expect(ok.args.out![5]).toBe(42);
      const bad = run(src(''), 64, { data: zeros(1), flag: zeros(1), out: zeros(32) }, { schedule });
      expect(codes(bad).some((c) => c.startsWith('E-RACE')), JSON.stringify(schedule)).toBe(true);
    }
  });

  it('publishes the writes a __syncwarp ordered before the releasing lane\'s fence (a cumulative release)', () => {
    const src = (sync: string) => `export function kernel(data: int[], flag: int[], out: int[]) {
  const t = threadIdx.x;
  if (t >= 32) {
    data[t - 32] = int(t);
    ${sync}
    if (t == 32) { __threadfence(); atomicExch(flag, 0, 1); }
  } else if (t == 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    __threadfence();
    for (let i = 0; i < 32; i++) out[i] = data[i];
  }
}`;
    for (const schedule of SCHEDULES) {
      const ok = run(src('__syncwarp();'), 64, { data: zeros(32), flag: zeros(1), out: zeros(32) }, { schedule });
      expect(errors(ok), JSON.stringify(schedule)).toEqual([]);
      expect(ok.args.out).toEqual(Array.from({ length: 32 }, (_, i) => 32 + i));
      // Without it only lane 32's own write is published: the others race.
      const bad = run(src(''), 64, { data: zeros(32), flag: zeros(1), out: zeros(32) }, { schedule });
      expect(codes(bad), JSON.stringify(schedule)).toContain('E-RACE-WR');
    }
  });

  it('runs the last-block sum with one-warp blocks and __syncwarp in place of __syncthreads clean (128)', () => {
    const src = `const FULL: uint = 0xffffffff;
export function kernel(inp: float[], result: float[], count: uint[], total: float[]) {
  const isLast = __shared__<int>(1);
  let v = inp[blockIdx.x * blockDim.x + threadIdx.x];
  for (let o = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL, v, o);
  if (threadIdx.x == 0) {
    result[blockIdx.x] = v;
    __threadfence();
    const ticket = atomicAdd(count, 0, 1);
    isLast[0] = ticket == gridDim.x - 1 ? 1 : 0;
  }
  __syncwarp();
  if (isLast[0] == 1) {
    let p = threadIdx.x < gridDim.x ? result[threadIdx.x] : 0.0;
    for (let o = 16; o > 0; o >>= 1) p += __shfl_down_sync(FULL, p, o);
    if (threadIdx.x == 0) total[0] = p;
  }
}`;
    const ones = { kind: 'array' as const, type: 'float' as const, data: new Array(128).fill(1) };
    for (const schedule of SCHEDULES) {
      const r = run(src, 32, { inp: ones, result: { kind: 'array', type: 'float', data: [0, 0, 0, 0] }, count: { kind: 'array', type: 'uint', data: [0] }, total: { kind: 'array', type: 'float', data: [0] } }, { schedule, grid: [4, 1, 1] });
      expect(errors(r), JSON.stringify(schedule)).toEqual([]);
      expect(r.args.total).toEqual([128]);
    }
  });
  // Release patterns are cumulative (PTX ISA §8.8): a thread that acquired a flag and then
  // fences and raises another publishes what the first thread published.
  for (const [what, block, grid, ids] of [
    ['across warps', 96, 1, ['t == 0', 't == 32', 't == 64']],
    ['within a warp', 32, 1, ['t == 0', 't == 8', 't == 16']],
    ['across blocks', 32, 3, ['blockIdx.x == 0 && t == 0', 'blockIdx.x == 1 && t == 0', 'blockIdx.x == 2 && t == 0']],
  ] as const) {
    it(`hands a publication on along a chain of fenced flags ${what}: clean, 42; without the middle fence, a race`, () => {
      const src = (mid: string) => `export function kernel(data: int[], f1: int[], f2: int[], out: int[]) {
  const t = threadIdx.x;
  if (${ids[0]}) { data[0] = 42; __threadfence(); atomicExch(f1, 0, 1); }
  if (${ids[1]}) { while (atomicAdd(f1, 0, 0) == 0) {} ${mid} atomicExch(f2, 0, 1); }
  if (${ids[2]}) { while (atomicAdd(f2, 0, 0) == 0) {} __threadfence(); out[0] = data[0]; }
}`;
      const args = () => ({ data: zeros(1), f1: zeros(1), f2: zeros(1), out: zeros(1) });
      // Default schedule only across blocks: a block that spins on a later block never ends
      // when blocks run one after another (an adversarial order may start the reader first).
      // Across blocks each waits for a block picked by its index, which started in the
      // reverse order would wait for ever: E-BLOCK-ORDER, and no race.
      for (const schedule of grid > 1 ? SCHEDULES.slice(0, 1) : SCHEDULES) {
        const ok = run(src('__threadfence();'), block, args(), { schedule, grid: [grid, 1, 1] });
        expect(codes(ok), JSON.stringify(schedule)).toEqual(grid > 1 ? ['E-BLOCK-ORDER'] : []);
        expect(ok.args.out).toEqual([42]);
        const bad = run(src(''), block, args(), { schedule, grid: [grid, 1, 1] });
        expect(codes(bad).some((c) => c.startsWith('E-RACE')), JSON.stringify(schedule)).toBe(true);
      }
    });
  }
});
