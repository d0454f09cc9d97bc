/**
 * Scores for GitHub Classroom (`--format classroom`): lines for `$GITHUB_ENV` that GitHub
 * Classroom's autograding reporter (`classroom-resources/autograding-grading-reporter@v1`)
 * reads, one runner per exercise so that each exercise's points appear on their own.
 *
 * The reporter takes a comma-separated list of runner ids (its `runners` input; here the
 * line `WARP_SCHOOL_RUNNERS=...`, read as `${{ env.WARP_SCHOOL_RUNNERS }}`) and, for each
 * id, the environment variable `<ID in upper case>_RESULTS` holding base64-encoded JSON:
 * `{ "version": 1, "status": "pass" | "fail" | "error", "max_score": N, "tests": [{ "name",
 * "status", "score", "message", "line_no", "test_code" }] }`. Classroom receives the sum of
 * the tests' `score` over the sum of `max_score` (the reporter's notify-classroom.js), so
 * each runner's test scores add up to the exercise's score exactly; the reporter's own
 * console table shows passed tests over all tests instead. (Read from
 * github-education-resources/autograding-grading-reporter, src/main.js and
 * src/notify-classroom.js.) Runner ids are `ex` and the exercise folder's letters and
 * digits (`ex01broadcast`). One submission only (a student repository).
 */
import { exerciseSlug } from '../../../schema/assignment';
import type { ClassResult, ExerciseResult } from '../results';
import { printable } from '../printable';
import { round2 } from '../results';

/** The runner id of exercise `id`. */
export function runnerId(id: string): string {
  return `ex${exerciseSlug(id).replace(/[^A-Za-z0-9]/g, '').toLowerCase()}`;
}

/** One runner's result, as the reporter decodes it. */
export interface RunnerResult {
  version: 1;
  status: 'pass' | 'fail' | 'error';
  max_score: number;
  tests: { name: string; status: 'pass' | 'fail' | 'error'; score: number; message: string; line_no: 0; test_code: string }[];
}

/** The runner result of one exercise: its items as tests, scores adding up to its score. */
export function runnerResult(e: ExerciseResult): RunnerResult {
  const status = e.status === 'passed' ? 'pass' : e.status === 'error' ? 'error' : 'fail';
  const tests = e.items.map((i) => ({
    name: printable(i.name), status: i.status === 'passed' ? 'pass' as const : i.status === 'error' ? 'error' as const : 'fail' as const,
    score: i.score, message: printable(i.hidden && i.brief ? `${i.brief} (a hidden test)` : i.message), line_no: 0 as const, test_code: '',
  }));
  const sum = tests.reduce((t, x) => t + x.score, 0);
  const last = [...tests].reverse().find((x) => x.score > 0);
  if (last && sum !== e.score) last.score = round2(last.score + e.score - sum);
  return { version: 1, status, max_score: e.points, tests };
}

/** Formats `r`'s only submission as `$GITHUB_ENV` lines. Throws when `r` holds another
 * number of submissions (a command-line error: grade one student's repository). */
export function formatClassroom(r: ClassResult): string {
  if (r.students.length !== 1) throw new Error(`the classroom format reports one submission (a student repository); this run graded ${r.students.length}`);
  const s = r.students[0]!;
  const graded = s.exercises.filter((e) => r.assignment.exercises.some((x) => x.id === e.id));
  const lines = [`WARP_SCHOOL_RUNNERS=${graded.map((e) => runnerId(e.id)).join(',')}`];
  for (const e of graded) lines.push(`${runnerId(e.id).toUpperCase()}_RESULTS=${Buffer.from(JSON.stringify(runnerResult(e)), 'utf8').toString('base64')}`);
  lines.push(`WARP_SCHOOL_SCORE=${s.score}`, `WARP_SCHOOL_POINTS=${s.points}`);
  return lines.join('\n') + '\n';
}
