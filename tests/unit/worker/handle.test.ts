import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../../src/worker/handle';
import { gradeSubmission } from '../../../src/grader';
import { BROWSER_BUDGET, BROWSER_BUDGET_HINT } from '../../../src/worker/engine';
import { exerciseSpec } from '../../../src/schema/exercise';
import type { ArgValue } from '../../../src/sim/types';

const out32: Record<string, ArgValue> = { out: { kind: 'array', type: 'int', data: new Array<number>(32).fill(0) } };
const oneWarp = { grid: [1, 1, 1] as [number, number, number], block: [32, 1, 1] as [number, number, number] };

describe('the worker request handler', () => {
  it('runs a kernel: `__shfl_xor_sync` with laneMask 1 swaps neighbouring lanes (PTX shfl.sync bfly)', () => {
    const source = 'export function kernel(out: int[]): void {\n  out[threadIdx.x] = __shfl_xor_sync(0xffffffff, int(threadIdx.x), 1);\n}\n';
    const r = handleRequest({ id: 7, type: 'run', source, launch: oneWarp, args: out32 });
    expect(r.type).toBe('run');
    if (r.type !== 'run') return;
    expect(r.id).toBe(7);
    expect(r.result?.args.out).toEqual(Array.from({ length: 32 }, (_, i) => i ^ 1));
    expect(r.result?.counts.shuffles).toBe(1);
  });

  it('answers a compile error with diagnostics and no result', () => {
    const source = 'export function kernel(out: int[]): void {\n  out[threadIdx.x] = = 1;\n}\n';
    const r = handleRequest({ id: 1, type: 'run', source, launch: oneWarp, args: out32 });
    expect(r.type === 'run' && r.result).toBeNull();
    expect(r.type === 'run' && r.compileDiagnostics.some((d) => d.severity === 'error' && d.line === 2)).toBe(true);
  });

  it(`ends an endless loop with a \`budget\` error after ${BROWSER_BUDGET.toLocaleString('en-US')} lane-steps`, () => {
    const source = 'export function kernel(out: int[]): void {\n  let i = 0;\n  while (true) { i = i + 1; }\n}\n';
    const r = handleRequest({ id: 2, type: 'run', source, launch: oneWarp, args: out32 });
    expect(r.type === 'run' && r.result?.diagnostics.map((d) => d.kind)).toContain('budget');
    const hint = r.type === 'run' ? r.result?.diagnostics.find((d) => d.kind === 'budget')?.hint : undefined;
    expect(hint).toBe(BROWSER_BUDGET_HINT); // not the command line's `--budget`
  });

  it('checks source without running it', () => {
    const r = handleRequest({ id: 3, type: 'check', source: 'export function kernel(): void {\n  const x: number = 1;\n}\n' });
    expect(r.type === 'check' && r.diagnostics.length).toBeGreaterThan(0);
  });

  it('answers a launch the simulator refuses with a failure that says so, not as an internal error', () => {
    const r = handleRequest({ id: 4, type: 'run', source: 'export function kernel(out: int[]): void {}\n', launch: { grid: [1, 1, 1], block: [2048, 1, 1] }, args: out32 });
    expect(r).toMatchObject({ id: 4, type: 'failure' });
    expect(r.type === 'failure' && r.message).toBe('The launch was refused: a block may have at most 1024 threads (got 2048).');
  });

  it('runs nothing for a launch larger than the browser budget and says so in a budget diagnostic', () => {
    // 65535 * 65535 one-warp blocks; the browser budget of 20,000,000 lane-steps allows 625,000 warps.
    const r = handleRequest({ id: 9, type: 'run', source: 'export function kernel(out: int[]): void {}\n', launch: { grid: [65535, 65535, 1], block: [32, 1, 1] }, args: out32 });
    expect(r.type).toBe('run');
    const d = r.type === 'run' ? r.result!.diagnostics : [];
    expect(d.map((x) => `${x.kind} ${x.code}`)).toEqual(['budget E-LAUNCH-SIZE']);
    expect(d[0]!.message).toContain('at most 625,000 warps');
  });

  describe('grading the broadcast exercise', () => {
    const content = join(import.meta.dirname, '../../../content');
    const lesson = readdirSync(content).find((l) => existsSync(join(content, l, 'exercises/01-broadcast')))!;
    const dir = join(content, lesson, 'exercises/01-broadcast');
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
    const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');

    it('passes the reference solution', () => {
      const r = handleRequest({ id: 5, type: 'grade', spec, reference, submission: reference });
      expect(r.type === 'grade' && r.report.passed).toBe(true);
    });

    it('leaves the passing tests\' tables out of the response and gives each on request, as the grader builds them', () => {
      const submission = `// mine\n${reference}`;
      const r = handleRequest({ id: 11, type: 'grade', spec, reference, submission });
      if (r.type !== 'grade') throw new Error(r.type);
      const full = gradeSubmission(spec, reference, submission);
      // Every test passes, so every test's tables wait in the worker.
      expect(r.deferred?.tests).toEqual(full.tests.map((_, i) => i));
      expect(r.report.tests.every((t) => t.warps.length === 0 && t.tables.length === 0)).toBe(true);
      for (const [i, t] of full.tests.entries()) {
        const more = handleRequest({ id: 12 + i, type: 'tables', key: r.deferred!.key, test: i });
        expect(more).toEqual({ id: 12 + i, type: 'tables', tables: { warps: t.warps, tables: t.tables } });
        // The rest of the test is the same with or without its tables.
        expect({ ...r.report.tests[i], warps: t.warps, tables: t.tables }).toEqual(t);
      }
      // A launch of 2 blocks of 64 threads: 2 warps per block, one row per warp, all 32 lanes match.
      const first = full.tests[0]!;
      expect(first.launch).toEqual({ grid: [2, 1, 1], block: [64, 1, 1] });
      expect(first.warps.map((w) => `${w.block[0]}/${w.warp}`)).toEqual(['0/0', '0/1', '1/0', '1/1']);
      expect(first.warps.every((w) => w.lanes.length === 32 && w.lanes.every((l) => l.status === 'ok' && l.expected === l.actual))).toBe(true);
    });

    it('answers a request for tables it no longer keeps with null', () => {
      expect(handleRequest({ id: 30, type: 'tables', key: -1, test: 0 })).toEqual({ id: 30, type: 'tables', tables: null });
    });

    it('keeps a failing test\'s tables in the report', () => {
      const starter = readFileSync(join(dir, 'starter.ts'), 'utf8');
      const r = handleRequest({ id: 31, type: 'grade', spec, reference, submission: starter });
      if (r.type !== 'grade') throw new Error(r.type);
      const failing = r.report.tests.filter((t) => !t.passed);
      expect(failing.length).toBeGreaterThan(0);
      expect(failing.every((t) => t.warps.length > 0)).toBe(true);
      expect(r.deferred?.tests ?? []).toEqual(r.report.tests.flatMap((t, i) => (t.passed ? [i] : [])));
    });

    it('fails the starter, which writes each lane its own value', () => {
      const starter = readFileSync(join(dir, 'starter.ts'), 'utf8');
      const r = handleRequest({ id: 6, type: 'grade', spec, reference, submission: starter });
      expect(r.type === 'grade' && r.report.passed).toBe(false);
    });

    it('stops a runaway submission with a `budget` error (not by the page\'s timeout)', () => {
      const looping = reference.replace('out[gid] =', 'while (true) { }\n  out[gid] =');
      const r = handleRequest({ id: 8, type: 'grade', spec, reference, submission: looping });
      expect(r.type === 'grade' && r.report.passed).toBe(false);
      expect(r.type === 'grade' && r.report.tests[0]!.diagnostics.map((d) => d.kind)).toContain('budget');
    }, 30_000);
  });
});
