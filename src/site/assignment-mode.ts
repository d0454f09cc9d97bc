/**
 * The assignment build of the site: `WARP_SCHOOL_MODE=assignments npm run build`.
 *
 * Every exercise that an assignment file (`assignments/*.json`) names is *withheld*
 * (src/grader/withheld.ts): its page carries no reference solution, no `cuda.cu`, no
 * known-wrong solution and no `hiddenSeed`. It still runs and grades in the browser, on
 * its public tests: the reference is run here, at build time, on the fixed tests and the
 * public random tests under the default schedule (src/grader/expected.ts), and the page
 * ships those inputs' expected outputs instead of the code. "Show solution" and "The same
 * in CUDA" say that the answer is kept back for the assignment, with its due date.
 * Exercises of no assignment are as in the default build, which is the self-paced site
 * (`WARP_SCHOOL_MODE` unset, or `self-paced`). Any other value fails the build.
 */
import { computeExpected, type ExpectedRuns } from '../grader/expected';
import { defaultEngine } from '../grader/engine';
import { withheldExercises, type Withholding } from '../grader/withheld';
import { assignment as assignmentSchema } from '../schema/assignment';
import { formatProblem, parseContent } from '../schema/errors';
import type { ExerciseSpec } from '../schema/exercise';
import type { ExerciseContent } from './exercise-loader';
import { formatDue } from './assignment-page';

const files = import.meta.glob('/assignments/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The build's mode: `assignments` or `self-paced` (the default). Throws on another value. */
export function buildMode(env: string | undefined = process.env.WARP_SCHOOL_MODE): 'assignments' | 'self-paced' {
  if (env === undefined || env === '' || env === 'self-paced') return 'self-paced';
  if (env === 'assignments') return 'assignments';
  throw new Error(`WARP_SCHOOL_MODE=${env}: give \`assignments\` (withhold the assignments' solutions) or leave it unset (the self-paced site)`);
}

let withheld: Map<string, Withholding> | null = null;

/** Which exercises the course's assignments withhold (each with its earliest-due assignment). */
export function withheldByAssignments(): Map<string, Withholding> {
  if (withheld) return withheld;
  const parsed = Object.entries(files).map(([path, text]) => {
    const r = parseContent(assignmentSchema, JSON.parse(text), path.replace(/^\//, ''));
    if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
    return r.value;
  });
  withheld = withheldExercises(parsed);
  return withheld;
}

/** Why an exercise shows no solution: the assignment and its due date, in words. */
export interface KeptBack {
  assignment: string;
  /** The due date in words (`Monday 14 December 2026, 23:59 UTC`), or null when none is set. */
  due: string | null;
}

/** What a withheld exercise's page carries instead of its solution. */
export interface WithheldExercise {
  /** The spec without `hiddenSeed`. */
  spec: ExerciseSpec;
  starter: string;
  /** The reference's outputs on the public tests. */
  expected: ExpectedRuns;
  keptBack: KeptBack;
}

/**
 * The page data of exercise `ex` in this build: null when its page carries everything
 * (the self-paced build, or an exercise no assignment names), else what a withheld
 * exercise carries. Throws (failing the build, naming the exercise) when the reference
 * fails a public test.
 */
export function withheldExercise(ex: ExerciseContent, mode = buildMode()): WithheldExercise | null {
  if (mode !== 'assignments') return null;
  const w = withheldByAssignments().get(ex.id);
  if (!w) return null;
  const random = { ...ex.spec.tests.random };
  delete random.hiddenSeed;
  const spec: ExerciseSpec = { ...ex.spec, tests: { ...ex.spec.tests, random } };
  let expected: ExpectedRuns;
  try {
    expected = computeExpected(spec, ex.solution, defaultEngine);
  } catch (e) {
    throw new Error(`${ex.id}: ${(e as Error).message}`, { cause: e });
  }
  return { spec, starter: ex.starter, expected, keptBack: { assignment: w.title, due: w.due ? formatDue(w.due).text : null } };
}
