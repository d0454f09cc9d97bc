/**
 * Re-runs a learner's program with the trace on, for the step-through: the run of a
 * graded test (the first failing test, else the first, under the schedule its report
 * shows) or a playground run. The simulator is deterministic (DSL.md §6), so the re-run
 * is the run the report describes. DOM-free: called inside the simulator worker.
 */
import { compile } from '../lang';
import { runProgram } from '../sim';
import { TRACE_BLOCKS, type Dim3, type LaunchConfig, type RunOptions, type Schedule } from '../sim/types';
import type { ExerciseSpec } from '../schema/exercise';
import type { GradeReport, TestReport } from '../grader/report';
import { concreteTests, copyArgs } from '../grader/tests';
import { assemble } from '../grader/source';
import { capTrace, type StepTrace } from './trace-data';

/** Lane-steps of the traced re-run of a test that ran out of budget while graded. */
export const RUNAWAY_BUDGET = 1_000_000;

/** `default` or `adversarial:SEED` (a {@link GradeReport} test's `schedule`) as a schedule. */
export function scheduleOf(label: string): Schedule {
  const m = /^adversarial:(\d+)$/.exec(label);
  return m ? { kind: 'adversarial', seed: Number(m[1]) } : { kind: 'default' };
}

/**
 * The linear index of the first traced block where `test` went wrong: the lowest block
 * of a thread named by an error diagnostic or of a warp row with a wrong or undefined
 * lane; 0 when none is known or all lie past the traced blocks.
 */
export function failingBlock(test: TestReport, grid: Dim3): number {
  const linear = (b: Dim3): number => b[0] + grid[0] * (b[1] + grid[1] * b[2]);
  const candidates: number[] = [];
  for (const d of test.diagnostics) {
    if (d.severity !== 'error') continue;
    for (const t of d.threads ?? []) candidates.push(linear(t.block));
  }
  for (const w of test.warps) {
    if (w.lanes.some((l) => l.status === 'mismatch' || l.status === 'undefined')) candidates.push(linear(w.block));
  }
  const traced = candidates.filter((b) => b < TRACE_BLOCKS);
  return traced.length > 0 ? Math.min(...traced) : 0;
}

/**
 * The trace of `submission` on the first failing test of `report` (or its first test),
 * block `block` (linear; default: the first block where that test went wrong,
 * {@link failingBlock}). Null when nothing ran (compile errors, no tests).
 * `budget`: lane-steps allowed (the grader's, so a runaway loop stops the same way).
 */
export function traceOfGrade(spec: ExerciseSpec, submission: string, report: GradeReport, budget: number, block?: number): StepTrace | null {
  if (report.tests.length === 0 || report.compile.some((d) => d.severity === 'error')) return null;
  let index = report.tests.findIndex((t) => !t.passed && t.counts !== null);
  if (index < 0) index = report.tests.findIndex((t) => t.counts !== null);
  if (index < 0) return null;
  const shown = report.tests[index]!;
  const test = concreteTests(spec)[index];
  if (!test || test.name !== shown.name) return null;
  const sub = assemble(spec, submission);
  const { program } = compile(sub.source);
  if (!program) return null;
  const launch: LaunchConfig = { grid: test.launch.grid, block: test.launch.block };
  // A runaway loop already ran out of budget in grading: a short re-run shows its start.
  const runaway = shown.diagnostics.some((d) => d.kind === 'budget');
  const opts: RunOptions = { budget: runaway ? Math.min(RUNAWAY_BUDGET, spec.budget ?? budget) : spec.budget ?? budget, schedule: scheduleOf(shown.schedule), trace: true, ...(sub.entry ? { entry: sub.entry } : {}) };
  const result = runProgram(program, launch, copyArgs(test.args), opts);
  const where = shown.schedule === 'default' ? '' : ` (adversarial schedule ${shown.schedule.split(':')[1]})`;
  return capTrace(result, launch, `test “${shown.name}”${where}`, block ?? failingBlock(shown, test.launch.grid));
}

/** The trace of a playground run (already made with `trace: true`), block `block`. */
export function traceOfRun(result: Parameters<typeof capTrace>[0], launch: LaunchConfig, block = 0): StepTrace | null {
  return result.trace ? capTrace(result, launch, 'this run', block) : null;
}
