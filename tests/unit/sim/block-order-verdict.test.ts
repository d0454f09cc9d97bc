/**
 * Blocks that wait for one another (src/sim/run.ts `checkBlockOrder`; docs/execution-model.md,
 * "Blocks that wait for one another"). CUDA requires that a launch's blocks can run "in any
 * order, in parallel or in series" (Programming Guide §5.2): a block that waits for a block
 * picked by `blockIdx` never finishes when that block has not started. Each expectation is
 * derived by hand from the kernel: which order leaves a block waiting, and at which line.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram, type ArgValue, type RunOptions, type Schedule } from '../../../src/sim';

const ints = (n: number): ArgValue => ({ kind: 'array', type: 'int', data: new Array(n).fill(0) });

function run(src: string, grid: number, args: Record<string, ArgValue>, opts: RunOptions = {}) {
  const c = compile(src);
  if (!c.program) throw new Error(c.diagnostics.map((d) => d.message).join('\n'));
  return runProgram(c.program, { grid: [grid, 1, 1], block: [32, 1, 1] }, args, opts);
}
const errors = (r: ReturnType<typeof run>): string[] => r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.line}`);
const SCHEDULES: Schedule[] = [{ kind: 'default' }, { kind: 'adversarial', seed: 1 }, { kind: 'adversarial', seed: 2 }, { kind: 'adversarial', seed: 7 }];

// Block b adds its value to the running total of block b-1, waiting for that block's flag
// (a chained scan by blockIdx): block b waits at line 6 for block b-1.
const CHAINED = `export function kernel(inp: int[], flag: int[], total: int[]) {
  const b = int(blockIdx.x);
  if (threadIdx.x == 0) {
    let prev = 0;
    if (b > 0) {
      while (atomicAdd(flag, b - 1, 0) == 0) {}
      __threadfence();
      prev = total[b - 1];
    }
    total[b] = prev + inp[b];
    __threadfence();
    atomicExch(flag, b, 1);
  }
}`;

// The same scan with tiles taken in ticket order: the block holding ticket t waits only for
// the block that took ticket t-1, which started before it in any order.
const TICKETS = `export function kernel(inp: int[], ticket: int[], flag: int[], total: int[]) {
  if (threadIdx.x == 0) {
    const t = atomicAdd(ticket, 0, 1);
    let prev = 0;
    if (t > 0) {
      while (atomicAdd(flag, t - 1, 0) == 0) {}
      __threadfence();
      prev = total[t - 1];
    }
    total[t] = prev + inp[t];
    __threadfence();
    atomicExch(flag, t, 1);
  }
}`;

describe('blocks that wait for one another', () => {
  it('reports a block that waits for the block before it by blockIdx, under every schedule', () => {
    for (const schedule of SCHEDULES) {
      const r = run(CHAINED, 4, { inp: { kind: 'array', type: 'int', data: [1, 2, 3, 4] }, flag: ints(4), total: ints(4) }, { schedule, budget: 1e6 });
      // Started in reverse, block 3 waits at line 6 for ever. A drawn order that starts a
      // later block first also spends the budget there (E-BUDGET): the verdict is the same.
      expect(errors(r).filter((e) => !e.startsWith('E-BUDGET@')), JSON.stringify(schedule)).toEqual(['E-BLOCK-ORDER@6']);
      if (schedule.kind === 'default') {
        expect(r.args.total).toEqual([1, 3, 6, 10]);
        const d = r.diagnostics.find((x) => x.code === 'E-BLOCK-ORDER')!;
        expect(d.message).toContain('block (3,0,0)');
        expect(d.message).toContain('reverse order');
        expect(d.threads?.[0]).toMatchObject({ block: [3, 0, 0], thread: [0, 0, 0] });
        expect(d.hint).toContain('ticket');
      }
    }
  });

  it('reports a block that waits for a later block where it stops (and the reverse order completes)', () => {
    const later = CHAINED.replace('if (b > 0)', 'if (b < 3)').replaceAll('b - 1', 'b + 1');
    const r = run(later, 4, { inp: { kind: 'array', type: 'int', data: [1, 2, 3, 4] }, flag: ints(4), total: ints(4) });
    // Block 0 starts first and waits for block 1, which has not started: it never finishes.
    expect(errors(r)).toEqual(['E-BUDGET@6', 'E-BLOCK-ORDER@6']);
    expect(r.diagnostics.find((x) => x.code === 'E-BLOCK-ORDER')!.message).toContain('block (0,0,0)');
  });

  // The shapes a wait takes: through a helper (a load-acquire wrapper), left by `break` from `while (true)`, a
  // flag set under a condition, and polled by a lane of every warp (no single spinning group,
  // so the reverse run ends on its budget with later blocks not started). Each block b waits
  // for block b-1: started in the reverse order, block 3 waits for ever.
  const SHAPES: [string, string, string][] = [
    ['through a helper', 'function ld(f: int[], i: int): int { const v = atomicAdd(f, i, 0); __threadfence(); return v; }\n', 'while (ld(flag, b - 1) == 0) {}'],
    ['left by a break from while (true)', '', 'while (true) { if (atomicAdd(flag, b - 1, 0) != 0) break; }'],
    ['through a flag set under a condition', '', 'let ready = false; while (!ready) { if (atomicAdd(flag, b - 1, 0) != 0) ready = true; }'],
  ];
  for (const [what, helper, wait] of SHAPES) {
    it(`reports a blockIdx wait ${what}`, () => {
      const src = `${helper}export function kernel(flag: int[], out: int[]) {
  const b = int(blockIdx.x);
  if (threadIdx.x == 0 && b > 0) { ${wait} }
  __syncthreads();
  if (threadIdx.x == 0) { out[b] = 1; __threadfence(); atomicExch(flag, b, 1); }
}`;
      const r = run(src, 4, { flag: ints(4), out: ints(4) }, { budget: 2e7 });
      expect(errors(r).map((e) => e.replace(/@\d+$/, ''))).toEqual(['E-BLOCK-ORDER']);
      expect(r.diagnostics.find((d) => d.code === 'E-BLOCK-ORDER')!.message).toContain('block (3,0,0)');
      expect(r.args.out).toEqual([1, 1, 1, 1]);
    });
  }

  it('reports a wait polled by a lane of every warp, which no cycle search proves endless', () => {
    const src = `export function kernel(flag: int[], out: int[]) {
  const b = int(blockIdx.x);
  if (threadIdx.x % 32 == 0 && b > 0) { while (atomicAdd(flag, b - 1, 0) == 0) {} }
  __syncthreads();
  if (threadIdx.x == 0) { out[b] = 1; __threadfence(); atomicExch(flag, b, 1); }
}`;
    const c = compile(src);
    const r = runProgram(c.program!, { grid: [4, 1, 1], block: [64, 1, 1] }, { flag: ints(4), out: ints(4) }, { budget: 2e7 });
    expect(errors(r)).toEqual(['E-BLOCK-ORDER@3']);
    expect(r.diagnostics.find((d) => d.code === 'E-BLOCK-ORDER')!.message).toContain('still waiting when the budget runs out');
  });

  it('leaves a deadlock within a block that happens in one order only to E-DEADLOCK (no block waits for another)', () => {
    // The block that takes ticket 0 makes mismatched collectives (a deadlock in that block);
    // a lock elsewhere makes the program one that can wait.
    const src = `export function kernel(ticket: int[], lock: int[], out: int[]) {
  const s = __shared__<int>(1);
  if (threadIdx.x == 0) s[0] = atomicAdd(ticket, 0, 1);
  __syncthreads();
  let v = 0;
  if (s[0] == 0 && blockIdx.x == 0) { if (threadIdx.x < 16) v = __shfl_sync(0xffffffff, 1, 0); else v = int(__ballot_sync(0xffffffff, true)); }
  if (threadIdx.x == 0) { while (atomicCAS(lock, 0, 0, 1) != 0) {} atomicExch(lock, 0, 0); }
  out[threadIdx.x] = v;
}`;
    const r = run(src, 2, { ticket: ints(1), lock: ints(1), out: ints(32) });
    expect(errors(r).filter((e) => e.startsWith('E-BLOCK-ORDER'))).toEqual([]);
    expect(errors(r).some((e) => e.startsWith('E-DEADLOCK'))).toBe(true);
  });

  it('accepts tiles taken in ticket order, under every schedule', () => {
    for (const schedule of SCHEDULES) {
      const r = run(TICKETS, 4, { inp: { kind: 'array', type: 'int', data: [1, 2, 3, 4] }, ticket: ints(1), flag: ints(4), total: ints(4) }, { schedule });
      expect(errors(r), JSON.stringify(schedule)).toEqual([]);
      expect(r.args.total).toEqual([1, 3, 6, 10]);
    }
  });

  it('accepts a lock shared by the blocks (any order takes it in turn)', () => {
    const src = `export function kernel(lock: int[], sum: int[]) {
  if (threadIdx.x == 0) {
    while (atomicCAS(lock, 0, 0, 1) != 0) {}
    __threadfence();
    sum[0] = sum[0] + int(blockIdx.x) + 1;
    __threadfence();
    atomicExch(lock, 0, 0);
  }
}`;
    const r = run(src, 6, { lock: ints(1), sum: ints(1) });
    expect(errors(r)).toEqual([]);
    expect(r.args.sum).toEqual([21]);
  });

  it('leaves a grid barrier from a counter to the budget: it never finishes in either order', () => {
    const src = `export function kernel(count: int[], out: int[]) {
  if (threadIdx.x == 0) {
    atomicAdd(count, 0, 1);
    while (atomicAdd(count, 0, 0) < int(gridDim.x)) {}
    out[blockIdx.x] = 1;
  }
}`;
    const r = run(src, 3, { count: ints(1), out: ints(3) });
    expect(errors(r)).toEqual(['E-BUDGET@4']);
    expect(r.diagnostics[0]!.message).toContain('had not started');
  });

  it('does not judge one block, nor a program without a loop that waits on an atomic', () => {
    const one = run(CHAINED, 1, { inp: { kind: 'array', type: 'int', data: [5] }, flag: ints(1), total: ints(1) });
    expect(errors(one)).toEqual([]);
    expect(one.args.total).toEqual([5]);
    // Reads another block's result without waiting: a race, not an order (no E-BLOCK-ORDER).
    const src = `export function kernel(out: int[]) {
  if (threadIdx.x == 0) { out[blockIdx.x] = 1; if (blockIdx.x == 1) out[2] = out[0]; }
}`;
    expect(errors(run(src, 2, { out: ints(3) })).filter((e) => e.startsWith('E-BLOCK-ORDER'))).toEqual([]);
  });
});
