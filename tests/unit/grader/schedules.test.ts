import { describe, expect, it } from 'vitest';
import { gradeWith, schedulesFor, labelOf } from '../../../src/grader/grade-core';
import type { Engine } from '../../../src/grader/engine';
import type { Program } from '../../../src/lang/ir';
import type { OpCounts, RunResult, Schedule } from '../../../src/sim/types';
import { exerciseSpec } from '../../../src/schema';

/*
 * A stand-in engine whose "programs" are named behaviours, so that the grader's handling
 * of schedules can be tested without depending on which interleavings the simulator's
 * adversarial schedules happen to produce.
 */
const zeroCounts: OpCounts = {
  shuffles: 0, votes: 0, matches: 0, reductions: 0, syncwarps: 0, barriers: 0,
  sharedLoads: 0, sharedStores: 0, globalLoads: 0, globalStores: 0, atomics: 0, laneSteps: 0,
};

function stubEngine(behave: Record<string, (s: Schedule) => (number | null)[]>): Engine & { schedules: Schedule[] } {
  const schedules: Schedule[] = [];
  return {
    schedules,
    compile(source) {
      const name = source.trim();
      const out = { name: 'out', slot: 0, type: { kind: 'array' as const, elem: 'int' as const, space: null }, loc: { line: 1, column: 23 } };
      const program: Program = { functions: [{ name: 'kernel', params: [out], returnType: 'void', body: [], isKernel: true, slots: [], loc: { line: 1, column: 1 }, endLine: 1 }], kernel: 'kernel', source: name };
      return { program: name in behave ? program : null, diagnostics: [] };
    },
    runProgram(program, _launch, _args, opts): RunResult {
      const s = opts?.schedule ?? { kind: 'default' };
      if (program.source !== 'ref') schedules.push(s);
      return { ok: true, args: { out: behave[program.source]!(s) }, printf: [], diagnostics: [], counts: zeroCounts };
    },
  };
}

const spec = exerciseSpec.parse({
  title: 't', summary: 's', launch: { block: 4 },
  params: [{ name: 'out', type: 'int[]', role: 'output', length: 4 }],
  tests: { fixed: [{ name: 'only' }] },
  schedules: 3,
});

describe('running each test under adversarial schedules', () => {
  it('runs the submission under the default schedule and then `schedules` seeded adversarial ones', () => {
    const engine = stubEngine({ ref: () => [1, 2, 3, 4], sub: () => [1, 2, 3, 4] });
    const r = gradeWith(engine, spec, 'ref', 'sub');
    expect(r.passed).toBe(true);
    expect(engine.schedules.map((s) => s.kind)).toEqual(['default', 'adversarial', 'adversarial', 'adversarial']);
    expect(r.tests[0]!.message).toBe('passed under the default schedule and 3 adversarial schedules');
  });

  it('uses the same seeds every time, and different seeds for different tests', () => {
    expect(schedulesFor(spec, 0, 3)).toEqual(schedulesFor(spec, 0, 3));
    expect(schedulesFor(spec, 0, 3)).not.toEqual(schedulesFor(spec, 1, 3));
    expect(labelOf({ kind: 'adversarial', seed: 12 })).toBe('adversarial:12');
  });

  it('fails an output that changes with the schedule, saying which element and which schedule', () => {
    const engine = stubEngine({
      ref: () => [1, 2, 3, 4],
      // Right under the default schedule, wrong in element 2 under every adversarial one.
      sub: (s) => (s.kind === 'default' ? [1, 2, 3, 4] : [1, 2, 0, 4]),
    });
    const r = gradeWith(engine, spec, 'ref', 'sub');
    const t = r.tests[0]!;
    expect(t.passed).toBe(false);
    expect(t.schedule).toMatch(/^adversarial:\d+$/);
    const seed = Number(t.schedule.split(':')[1]);
    expect(t.message).toBe(`the output depends on the schedule: \`out[2]\` is 3 under the default schedule but 0 under adversarial schedule ${seed}`);
    expect(t.diagnostics[0]).toMatchObject({ kind: 'output', code: 'E-SCHEDULE-DEPENDENT', severity: 'error', line: 1 });
    // The table shows the failing schedule's values.
    expect(t.tables[0]!.rows[2]).toMatchObject({ expected: 3, actual: 0, status: 'mismatch' });
  });

  it('reports the default schedule\'s own failure first when the default run is already wrong', () => {
    const engine = stubEngine({ ref: () => [1, 2, 3, 4], sub: () => [1, 2, 3, 5] });
    const r = gradeWith(engine, spec, 'ref', 'sub');
    expect(r.tests[0]!.schedule).toBe('default');
    expect(r.tests[0]!.message).toBe('1 of 4 checked elements wrong; first: `out[3]` should be 4 but is 5');
  });

  it('treats an element that is undefined under one schedule and defined under another as schedule-dependent', () => {
    const engine = stubEngine({ ref: () => [1, 2, 3, 4], sub: (s) => (s.kind === 'default' ? [1, 2, 3, 4] : [1, null, 3, 4]) });
    const r = gradeWith(engine, spec, 'ref', 'sub');
    expect(r.tests[0]!.message).toMatch(/`out\[1\]` is 2 under the default schedule but an undefined value under adversarial schedule/);
  });

  it('runs no adversarial schedule when asked for none', () => {
    const engine = stubEngine({ ref: () => [1, 2, 3, 4], sub: () => [1, 2, 3, 4] });
    const r = gradeWith(engine, spec, 'ref', 'sub', { schedules: 0 });
    expect(engine.schedules).toEqual([{ kind: 'default' }]);
    expect(r.tests[0]!.message).toBe('passed');
  });

  it('reports a reference that leaves a checked element undefined as a content error', () => {
    const engine = stubEngine({ ref: () => [1, null, 3, 4], sub: () => [1, 2, 3, 4] });
    const r = gradeWith(engine, spec, 'ref', 'sub');
    expect(r.passed).toBe(false);
    expect(r.contentError).toBe('test `only`: the reference leaves `out[1]` undefined');
  });
});
