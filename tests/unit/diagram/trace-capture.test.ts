/**
 * The step-through trace: capped to one block, at most 200 operations per warp, the
 * learner's run of the first failing test re-made with the trace on, and the worker
 * returning it for grade and run requests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { capTrace, MAX_OPS_PER_WARP, warpOfThread, blockAt } from '../../../src/diagram/trace-data';
import { failingBlock, scheduleOf, traceOfGrade } from '../../../src/diagram/capture';
import { buildSteps } from '../../../src/diagram/steps';
import { layoutOp } from '../../../src/diagram/layout';
import { gradeSubmission } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema/exercise';
import { handleRequest } from '../../../src/worker/handle';
import type { RunResult, TraceOp, WarpTrace } from '../../../src/sim/types';

const nul = (): null[] => new Array<null>(32).fill(null);
const op = (seq: number): TraceOp => ({
  seq, kind: '__syncwarp', mask: 0xffffffff, participants: 0xffffffff, activeGroup: 0xffffffff, exited: 0, line: 3, column: 1,
  lines: nul(), operands: nul(), operands2: nul(), widths: nul(), sources: nul(), results: nul(), undefinedResult: new Array<boolean>(32).fill(false),
});

function result(traces: WarpTrace[]): RunResult {
  const counts = { shuffles: 0, votes: 0, matches: 0, reductions: 0, syncwarps: 0, barriers: 0, sharedLoads: 0, sharedStores: 0, globalLoads: 0, globalStores: 0, atomics: 0, laneSteps: 0 };
  return {
    ok: false, args: {}, printf: [], counts, trace: traces,
    diagnostics: [{ kind: 'deadlock', code: 'E-DEADLOCK', severity: 'error', message: 'deadlock: warp 1 lanes 0–15 wait', line: 3, column: 1, threads: [{ block: [1, 0, 0], thread: [40, 0, 0], lane: 8 }] }],
  };
}

describe('capping a trace for the step-through', () => {
  // Blocks of 48 threads: warp 0 has 32 lanes, warp 1 the remaining 16 (Programming Guide §7.1).
  const launch = { grid: [2, 1, 1] as [number, number, number], block: [48, 1, 1] as [number, number, number] };
  const many = Array.from({ length: 250 }, (_, i) => op(i));
  const r = result([
    { block: [0, 0, 0], warp: 0, ops: many }, { block: [0, 0, 0], warp: 1, ops: [op(0)] },
    { block: [1, 0, 0], warp: 1, ops: [op(0), op(1)] }, { block: [1, 0, 0], warp: 0, ops: [] },
  ]);

  it(`keeps the first ${MAX_OPS_PER_WARP} operations of a warp and counts the rest`, () => {
    const t = capTrace(r, launch, 'x');
    expect(t.warps[0]!.ops).toHaveLength(200);
    expect(t.warps[0]!.omitted).toBe(50);
    expect(t.warps[0]!.ops.at(-1)!.seq).toBe(199);
  });

  it('keeps only the chosen block, warps in order, the partial warp with lanes 0–15', () => {
    const t = capTrace(r, launch, 'x', 1);
    expect(t.block).toEqual([1, 0, 0]);
    expect(t.warps.map((w) => [w.warp, w.ops.length, w.validLanes])).toEqual([[0, 0, 0xffffffff], [1, 2, 0xffff]]);
  });

  it('starts on the warp of the first error (thread 40 is lane 8 of warp 1) and keeps that block’s deadlock', () => {
    const t = capTrace(r, launch, 'x', 1);
    expect(t.initialWarp).toBe(1);
    expect(t.diagnostics).toHaveLength(1);
    expect(capTrace(r, launch, 'x', 0).diagnostics).toHaveLength(0);
  });

  it('numbers threads and blocks as CUDA linearises them (x fastest)', () => {
    expect(warpOfThread([3, 2, 0], [16, 4, 1])).toBe(1); // 3 + 16·2 = 35
    expect(blockAt(5, [2, 3, 1])).toEqual([1, 2, 0]);
  });

  it('refuses a run made without the trace (an engine bug)', () => {
    expect(() => capTrace({ ...r, trace: undefined }, launch, 'x')).toThrow(/trace: true/);
  });
});

describe('the trace of a graded submission', () => {
  const dir = join(__dirname, '../../../content/03-shuffles/exercises/03-shift-up');
  const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
  const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
  // Lane 0 returns early, so lane 1's `__shfl_up_sync(FULL, v, 1)` reads an exited lane:
  // undefined (Programming Guide §10.22.2; PTX ISA §9.7.9.6: "results are undefined if a thread
  // sources a register from an inactive thread").
  const wrong = readFileSync(join(dir, 'wrong/lane-0-skips.ts'), 'utf8');

  it('re-runs the first failing test and shows lane 1 reading exited lane 0 as undefined', () => {
    const report = gradeSubmission(spec, reference, wrong);
    const t = traceOfGrade(spec, wrong, report, 20_000_000)!;
    expect(t.label).toContain(report.tests.find((x) => !x.passed)!.name);
    expect(t.warps.map((w) => w.warp)).toEqual([0, 1]);
    const shfl = t.warps[0]!.ops.find((o) => o.kind === '__shfl_up_sync')!;
    expect(shfl.line).toBe(10);
    const arrow = layoutOp(shfl).arrows.find((a) => a.to === 1);
    expect(arrow).toEqual({ from: 0, to: 1, kind: 'undefined' });
    expect(buildSteps(t, 0)[0]!.kind).toBe('diverge');
  });

  it('opens the first block where the test went wrong: block (1,0,0) when only it fails', () => {
    // Two blocks of 32: block 0 copies its lane index, block 1 adds 1 to it. Expected 0..31
    // in both, so every element of block 1 (and only those) is wrong.
    const twoBlocks = exerciseSpec.parse({
      title: 'two blocks', summary: 's', launch: { grid: 2, block: 32 },
      params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads' }],
      tests: { fixed: [{ name: 'lanes' }] }, schedules: 0,
    });
    const ref = 'export function kernel(out: int[]) {\n  out[blockIdx.x * 32 + threadIdx.x] = int(threadIdx.x);\n}\n';
    const sub = 'export function kernel(out: int[]) {\n  out[blockIdx.x * 32 + threadIdx.x] = int(threadIdx.x + blockIdx.x);\n}\n';
    const report = gradeSubmission(twoBlocks, ref, sub);
    expect(failingBlock(report.tests[0]!, [2, 1, 1])).toBe(1);
    expect(traceOfGrade(twoBlocks, sub, report, 1_000_000)!.block).toEqual([1, 0, 0]);
    // A block asked for by number is kept.
    expect(traceOfGrade(twoBlocks, sub, report, 1_000_000, 0)!.block).toEqual([0, 0, 0]);
  });

  it('gives no trace when the submission does not compile', () => {
    const report = gradeSubmission(spec, reference, 'export function kernel( {');
    expect(traceOfGrade(spec, 'export function kernel( {', report, 1000)).toBeNull();
  });

  it('reads the schedule a test report shows', () => {
    expect(scheduleOf('adversarial:42')).toEqual({ kind: 'adversarial', seed: 42 });
    expect(scheduleOf('default')).toEqual({ kind: 'default' });
  });
});

describe('the worker and the step-through', () => {
  const source = 'export function kernel(out: int[]): void {\n  out[threadIdx.x] = __shfl_xor_sync(0xffffffff, int(threadIdx.x), 1);\n}\n';
  const args = { out: { kind: 'array' as const, type: 'int' as const, data: new Array<number>(64).fill(0) } };
  const launch = { grid: [1, 1, 1] as [number, number, number], block: [64, 1, 1] as [number, number, number] };

  it('returns a capped trace of a run when asked, and not the full one', () => {
    const r = handleRequest({ id: 1, type: 'run', source, launch, args, trace: true });
    if (r.type !== 'run') throw new Error(r.type);
    expect(r.trace!.warps.map((w) => w.ops.map((o) => o.kind))).toEqual([['__shfl_xor_sync'], ['__shfl_xor_sync']]);
    expect(r.result!.trace).toBeUndefined();
  });

  it('returns no trace unless asked', () => {
    const r = handleRequest({ id: 2, type: 'run', source, launch, args });
    expect(r.type === 'run' && 'trace' in r).toBe(false);
  });
});
