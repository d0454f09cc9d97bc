/**
 * A spin that can never end is stopped when it repeats, not when the step budget runs out
 * (src/sim/core/cycle.ts). The argument, by hand: a group that is the only one of its block
 * able to run, with nothing written to memory, computes its next state from its registers
 * and position alone (memory is constant; blocks run one after another, so no other block
 * writes meanwhile); once that state repeats, it repeats forever. Programs that finish must
 * be unaffected: a long loop that writes nothing but changes a register, and a spin on a
 * flag that another warp of the block sets.
 */
import { describe, expect, it } from 'vitest';
import { errors, ints, iota, run, zeros } from './helpers';

// stackoverflow.com/questions/7703443 "Inter-block barrier on CUDA": every block decrements
// a counter, then spins until it reaches 0. With blocks run one after another, block 0 spins
// on a counter that only blocks 1–3 (not started) would decrement.
const GRID_BARRIER = `export function kernel(vec: int[], cache: int[], count: int[], sum: int[]): void {
  let tid: uint = blockIdx.x;
  let temp: int = 0;
  while (tid < 64) { temp += vec[tid]; tid += gridDim.x; }
  cache[blockIdx.x] = temp;
  __threadfence();
  atomicSub(count, 0, 1);
  while (atomicAdd(count, 0, 0) != 0) {}
  if (blockIdx.x == 0) sum[0] = cache[0] + cache[1] + cache[2] + cache[3];
}`;

const gridArgs = () => ({ vec: ints(iota(64)), cache: zeros(4), count: ints([4]), sum: zeros(1) });

describe('a spin that repeats a state with nothing written', () => {
  it('a grid barrier over blocks that have not started: E-BUDGET at the spin, long before the budget', () => {
    const r = run(GRID_BARRIER, 1, gridArgs(), { grid: [4, 1, 1] });
    const e = errors(r);
    expect(e.map((d) => d.code)).toEqual(['E-BUDGET']);
    expect(e[0]!.line).toBe(8);
    expect(e[0]!.message).toMatch(/came back to a state they had been in, with nothing written to memory/);
    expect(e[0]!.message).toMatch(/blocks 1–3 \(linear\) had not started/);
    // The diagnostic names the thread still running: block 0's only thread.
    expect(e[0]!.threads).toEqual([{ block: [0, 0, 0], thread: [0, 0, 0], lane: 0 }]);
    // The default budget is 2·10^8 lane-steps; the repeat is seen within a few thousand.
    expect(r.counts.laneSteps).toBeLessThan(100_000);
  });

  // (A plain-load poll is a compile error, E-PLAIN-POLL: the spin reads the flag atomically.)
  it('a spin on a flag no thread sets, while the rest of the block waits at a barrier', () => {
    const src = `export function kernel(flag: int[], out: int[]): void {
  const t: int = threadIdx.x;
  if (t == 40) {
    while (atomicAdd(flag, 0, 0) == 0) {}
  }
  __syncthreads();
  out[t] = 1;
}`;
    const r = run(src, 64, { flag: zeros(1), out: zeros(64) });
    const e = errors(r);
    expect(e.map((d) => d.code)).toEqual(['E-BUDGET']);
    expect(e[0]!.line).toBe(4);
    expect(e[0]!.threads).toEqual([{ block: [0, 0, 0], thread: [40, 0, 0], lane: 8 }]);
    expect(r.counts.laneSteps).toBeLessThan(100_000);
  });

  it('leaves alone a long loop that writes nothing but counts (it finishes: 300,000 iterations)', () => {
    const src = `export function kernel(out: int[]): void {
  let n: int = 0;
  for (let i: int = 0; i < 300000; i++) n += i & 1;
  out[threadIdx.x] = n;
}`;
    const r = run(src, 1, { out: zeros(1) });
    expect(errors(r)).toEqual([]);
    expect(r.args.out).toEqual([150000]);
  });

  it('leaves alone a spin on a flag that another warp of the block sets (message passing)', () => {
    const src = `export function kernel(flag: int[], data: int[], out: int[]): void {
  const t: int = threadIdx.x;
  if (t == 32) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    __threadfence();
    out[0] = data[0];
  }
  if (t == 0) {
    for (let i: int = 0; i < 2000; i++) out[1] = i;
    data[0] = 42;
    __threadfence();
    atomicExch(flag, 0, 1);
  }
}`;
    const r = run(src, 64, { flag: zeros(1), data: zeros(1), out: zeros(2) });
    expect(errors(r)).toEqual([]);
    expect(r.args.out).toEqual([42, 1999]);
  });

  it('under an adversarial schedule the budget still decides (the check is the default schedule\'s)', () => {
    const r = run(GRID_BARRIER, 1, gridArgs(), { grid: [4, 1, 1], schedule: { kind: 'adversarial', seed: 3 }, budget: 2_000_000 });
    const e = errors(r);
    expect(e.map((d) => d.code)).toEqual(['E-BUDGET']);
    expect(e[0]!.message).toMatch(/used more than its budget of 2,000,000 lane-steps/);
  });
});
