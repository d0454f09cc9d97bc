/**
 * One grading job: one exercise of one submission. Runs the real grader
 * (`gradeSubmission`: the learner's source is parsed and interpreted by the simulator,
 * never executed as JavaScript) and reduces its report to an {@link ExerciseResult}.
 * The same function runs inside a worker thread (worker.ts) and, for tests, in-process.
 */
import { formatDiagnostic } from '../../lang/diagnostics';
import type { ExerciseSpec } from '../../schema';
import { DEFAULT_BUDGET } from '../../sim/types';
import { failureSummary } from '../check-content';
import { gradeSubmission } from '../index';
import type { GradeReport } from '../report';
import { failedExercise, round2, type ExerciseResult, type ItemResult } from './results';

/** Everything a job needs (plain data, sent to a worker). */
export interface Job {
  /** Index of the job in the batch. */
  index: number;
  id: string;
  points: number;
  /** The spec with the assignment's seeds already applied (seeds.ts). */
  spec: ExerciseSpec;
  reference: string;
  source: string;
  /** Draw random tests from `spec.tests.random.hiddenSeed`. */
  hidden: boolean;
  /** Lane-steps per run (the smaller of this and the exercise's own budget is used). */
  steps: number;
  /** Weight of each rule against a test (the assignment's, else the exercise's). */
  ruleWeight?: number;
}

/** Reduces a grade report to an exercise result worth `points` (results.ts gives the
 * formula; `ruleWeight` parts per rule, 1 per test; `hidden`: random tests were drawn
 * from the assignment's secret). */
export function resultOf(id: string, points: number, r: GradeReport, ms: number, ruleWeight = 1, hidden = false): ExerciseResult {
  if (r.contentError) {
    return { id, status: 'error', message: `the exercise is broken (not the submission's fault): ${r.contentError}`, score: 0, points, ms, items: [] };
  }
  const errors = r.compile.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''})` : '';
    return failedExercise(id, points, `does not compile: ${formatDiagnostic(errors[0]!)}${more}`, ms);
  }
  const total = r.tests.length + r.rules.length;
  const parts = r.tests.length + ruleWeight * r.rules.length;
  const share = parts > 0 ? points / parts : 0;
  const ruleShare = share * ruleWeight;
  const testsPassed = r.tests.filter((t) => t.passed).length;
  // A rule counts only as far as the tests pass: an empty kernel keeps every rule, and
  // must not earn points for it.
  const f = r.tests.length > 0 ? testsPassed / r.tests.length : 0;
  const items: ItemResult[] = [
    ...r.tests.map((t): ItemResult => {
      const first = t.diagnostics.find((d) => d.severity === 'error');
      const message = first && !t.message.includes(first.message) ? `${t.message} (${formatDiagnostic(first)})` : t.message;
      return {
        name: t.name, kind: 'test', status: t.passed ? 'passed' : 'failed', message, ...(t.passed ? {} : { brief: t.brief ?? 'failed' }),
        ...(hidden && t.source === 'random' ? { hidden: true } : {}), score: t.passed ? round2(share) : 0, points: round2(share),
      };
    }),
    ...r.rules.map((x): ItemResult => {
      const message = x.passed && f < 1 && ruleWeight > 0 ? `${x.message} (earns ${Math.round(f * 100)} % of its points: ${testsPassed} of ${r.tests.length} tests pass)` : x.message;
      return { name: `rule ${x.id}`, kind: 'rule', status: x.passed ? 'passed' : 'failed', message, score: x.passed ? round2(ruleShare * f) : 0, points: round2(ruleShare) };
    }),
  ];
  const passed = items.filter((i) => i.status === 'passed').length;
  const rulesPassed = r.rules.filter((x) => x.passed).length;
  const score = parts > 0 ? round2(share * (testsPassed + ruleWeight * f * rulesPassed)) : 0;
  const status = passed === total && total > 0 ? 'passed' : score > 0 ? 'partial' : 'failed';
  return { id, status, message: status === 'passed' ? 'passed every test and rule' : failureSummary(r), score, points, ms, items };
}

/** Grades one job. Learner mistakes are results; an engine exception fails this job
 * alone, with the exception's message, and the batch goes on. */
export function gradeJob(job: Job): ExerciseResult {
  const start = performance.now();
  const budget = Math.min(job.spec.budget ?? DEFAULT_BUDGET, job.steps);
  try {
    const report = gradeSubmission({ ...job.spec, budget }, job.reference, job.source, { hidden: job.hidden });
    return resultOf(job.id, job.points, report, Math.round(performance.now() - start), job.ruleWeight ?? job.spec.ruleWeight ?? 1, job.hidden);
  } catch (e) {
    return failedExercise(job.id, job.points, `the grader failed on this submission: ${(e as Error).message}`, Math.round(performance.now() - start));
  }
}
