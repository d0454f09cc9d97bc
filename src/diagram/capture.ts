/**
 * Traces one graded run again, for the step-through: the run a report names
 * (`GradeReport.replay`: the first failing test, else the first, under the schedule its
 * report shows), or a playground run. The simulator is deterministic (docs/language.md §6), so the
 * replay is the run the report describes. DOM-free: called inside the simulator worker.
 */
import { compile } from '../lang';
import type { Program } from '../lang/ir';
import { runProgram } from '../sim';
import { TRACE_BLOCKS, type Dim3, type LaunchConfig } from '../sim/types';
import type { ExerciseSpec } from '../schema/exercise';
import type { GradeReport, TestReport } from '../grader/report';
import { chooseReplay, replayInputs, type Replay } from '../grader/replay';
import { assemble } from '../grader/source';
import { capTrace, type StepTrace } from './trace-data';

export { RUNAWAY_BUDGET, scheduleOf } from '../grader/replay';

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
 * The trace of `replay`'s run of `program` (the submission as graded, assembled), block
 * `block` (linear; default: the first block where the test went wrong, {@link failingBlock},
 * when `test` is given, else 0). Makes exactly one run, with `run` (the simulator's
 * `runProgram` unless given). Null when `spec` has no such test.
 * `budget`: lane-steps allowed when the spec sets none (the grader's, so a runaway loop
 * stops the same way).
 */
export function traceOfReplay(
  program: Program,
  spec: ExerciseSpec,
  replay: Replay,
  budget: number,
  block?: number,
  test?: TestReport,
  run: typeof runProgram = runProgram,
): StepTrace | null {
  const inputs = replayInputs(spec, replay, budget);
  if (!inputs) return null;
  const result = run(program, inputs.launch, inputs.args, inputs.options);
  const where = replay.schedule === 'default' ? '' : ` (adversarial schedule ${replay.schedule.split(':')[1]})`;
  const first = block ?? (test ? failingBlock(test, inputs.launch.grid) : 0);
  return capTrace(result, inputs.launch, `test “${replay.name}”${where}`, first);
}

/**
 * The trace of `submission` on the run `report` names (its `replay`, or for a report
 * without one the first failing test, else the first), block `block` (linear; default:
 * the first block where that test went wrong, {@link failingBlock}). Null when nothing ran
 * (compile errors, no tests). `budget`: as {@link traceOfReplay}.
 */
export function traceOfGrade(
  spec: ExerciseSpec,
  submission: string,
  report: GradeReport,
  budget: number,
  block?: number,
): StepTrace | null {
  const sub = assemble(spec, submission);
  const replay = report.replay ?? chooseReplay(report, sub.entry ?? null, false);
  if (!replay) return null;
  const { program } = compile(sub.source);
  if (!program) return null;
  return traceOfReplay(program, spec, replay, budget, block, report.tests[replay.test]);
}

/** The trace of a playground run (already made with `trace: true`), block `block`. */
export function traceOfRun(result: Parameters<typeof capTrace>[0], launch: LaunchConfig, block = 0): StepTrace | null {
  return result.trace ? capTrace(result, launch, 'this run', block) : null;
}
