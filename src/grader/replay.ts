/**
 * What it takes to make one graded run again: the step-through replays the run the grader
 * made (which test, under which schedule, which kernel), instead of grading again. The
 * simulator is deterministic (docs/language.md §6), so the same program, launch, arguments and
 * options give the run the report describes.
 */
import type { ExerciseSpec } from '../schema';
import type { ArgValue, LaunchConfig, RunOptions, Schedule } from '../sim/types';
import type { GradeReport, Replay } from './report';

export type { Replay } from './report';
import { concreteTests, copyArgs } from './tests';

/** Lane-steps of the replay of a test that ran out of budget while graded: enough to show its start. */
export const RUNAWAY_BUDGET = 1_000_000;

/** `default` or `adversarial:SEED` (a report's `schedule`) as a schedule. */
export function scheduleOf(label: string): Schedule {
  const m = /^adversarial:(\d+)$/.exec(label);
  return m ? { kind: 'adversarial', seed: Number(m[1]) } : { kind: 'default' };
}

/**
 * The run a step-through shows for `report`: the first failing test that ran, else the
 * first test that ran; undefined when no test ran (compile errors, no tests).
 */
export function chooseReplay(report: Pick<GradeReport, 'compile' | 'tests'>, entry: string | null, hidden: boolean): Replay | undefined {
  if (report.compile.some((d) => d.severity === 'error')) return undefined;
  let index = report.tests.findIndex((t) => !t.passed && t.counts !== null);
  if (index < 0) index = report.tests.findIndex((t) => t.counts !== null);
  if (index < 0) return undefined;
  const shown = report.tests[index]!;
  return {
    test: index,
    name: shown.name,
    hidden,
    schedule: shown.schedule,
    entry,
    runaway: shown.diagnostics.some((d) => d.kind === 'budget'),
  };
}

/** The launch, arguments and options of `replay`'s run (traced), or null when `spec` has no such test. */
export function replayInputs(
  spec: ExerciseSpec,
  replay: Replay,
  defaultBudget: number,
): { launch: LaunchConfig; args: Record<string, ArgValue>; options: RunOptions } | null {
  const test = concreteTests(spec, replay.hidden)[replay.test];
  if (!test || test.name !== replay.name) return null;
  const budget = spec.budget ?? defaultBudget;
  return {
    launch: { grid: test.launch.grid, block: test.launch.block },
    args: copyArgs(test.args),
    options: {
      budget: replay.runaway ? Math.min(RUNAWAY_BUDGET, budget) : budget,
      schedule: scheduleOf(replay.schedule),
      trace: true,
      ...(replay.entry ? { entry: replay.entry } : {}),
    },
  };
}
