/**
 * Grades a class: every exercise of an assignment for every submission, in worker
 * threads (pool.ts), with the assignment's hidden seeds and limits. Every grade is
 * recomputed from the learner's source; nothing a page reported is trusted.
 */
import type { Assignment } from '../../schema/assignment';
import { exerciseIds, loadExercise, type LoadedExercise } from './content';
import { gradeJob, type Job } from './job';
import { runPool } from './pool';
import { failedExercise, round2, type ClassResult, type ExerciseResult, type StudentResult } from './results';
import { resolveSeeds, withSeeds, type ResolvedSeeds } from './seeds';
import { readClass, type Skipped, type Submission } from './submissions';
import { placeOnRoster, type Placed, type Problem, type RosterEntry } from './roster';

/** A problem with the instructor's input (exit status 2), not with a submission. */
export class BadInput extends Error {}

/** Where the exercises are, where a hidden secret comes from, and how many workers grade. */
export interface ClassOptions {
  /** The content folder holding the exercises. */
  contentRoot: string;
  /** Environment to read a hidden seed from (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Worker threads; 0 grades in this thread (no wall-clock limit: tests only). */
  workers?: number;
  onResult?: (job: Job, result: ExerciseResult) => void;
  /** The class roster (roster.ts): every row then carries the student's roster id. */
  roster?: RosterEntry[];
}

/** Loads every exercise of `a`; throws {@link BadInput} naming each one that is missing or broken. */
export function loadAssignmentExercises(a: Assignment, contentRoot: string): Map<string, LoadedExercise> {
  const out = new Map<string, LoadedExercise>();
  const errors: string[] = [];
  for (const e of a.exercises) {
    const ex = loadExercise(contentRoot, e.id);
    if ('error' in ex) errors.push(ex.error);
    else out.set(e.id, ex);
  }
  if (errors.length > 0) throw new BadInput(errors.join('\n'));
  return out;
}

/** Resolves the seeds or throws {@link BadInput}. */
export function seedsFor(a: Assignment, env: Record<string, string | undefined>): ResolvedSeeds {
  const s = resolveSeeds(a.seeds, env);
  if ('error' in s) throw new BadInput(s.error);
  return s;
}

/** The jobs for `subs` (one per student and exercise that has a readable source). */
export function jobsFor(a: Assignment, exercises: Map<string, LoadedExercise>, seeds: ResolvedSeeds, subs: Submission[]): { jobs: Job[]; slots: (number | ExerciseResult)[][] } {
  const jobs: Job[] = [];
  const specs = new Map([...exercises].map(([id, ex]) => [id, withSeeds(ex.spec, id, seeds)]));
  const slots = subs.map((s) => a.exercises.map((e): number | ExerciseResult => {
    const sol = s.solutions[e.id]!;
    if ('problem' in sol) return failedExercise(e.id, e.points, sol.problem);
    const ex = exercises.get(e.id)!;
    jobs.push({
      index: jobs.length, id: e.id, points: e.points, spec: specs.get(e.id)!, reference: ex.reference, source: sol.source, hidden: seeds.secret !== null, steps: a.limits.steps,
      ...(e.ruleWeight !== undefined ? { ruleWeight: e.ruleWeight } : {}),
    });
    return jobs.length - 1;
  }));
  return { jobs, slots };
}

/**
 * Grades every submission under `path` against `a`. Throws {@link BadInput} for a bad
 * assignment, content folder, path or missing secret; never for a submission.
 */
export async function gradeClass(a: Assignment, path: string, opts: ClassOptions): Promise<ClassResult> {
  const t0 = performance.now();
  const exercises = loadAssignmentExercises(a, opts.contentRoot);
  const seeds = seedsFor(a, opts.env ?? process.env);
  let intake: { submissions: Submission[]; skipped: Skipped[] };
  try {
    intake = readClass(path, a, new Set(exerciseIds(opts.contentRoot)));
  } catch (e) {
    throw new BadInput((e as Error).message);
  }
  let subs: Placed[] = intake.submissions;
  let problems: Problem[] = [];
  if (opts.roster) ({ submissions: subs, problems } = placeOnRoster(intake.submissions, opts.roster, (e, error) => blankSubmission(a, e, error)));
  return gradeSubmissions(a, exercises, seeds, subs, opts, t0, { skipped: intake.skipped, problems });
}

/** The submission of a roster entry that handed in nothing (or whose submissions are in
 * error): every exercise failed with the reason. */
function blankSubmission(a: Assignment, e: RosterEntry, error?: string): Submission {
  const why = error ?? 'no submission';
  return {
    student: e.name || e.id, path: '', names: [], extra: [], notes: error ? [] : ['no submission found for this roster entry'],
    solutions: Object.fromEntries(a.exercises.map((x) => [x.id, { problem: why }])), ...(error ? { error } : {}),
  };
}

/** Grades already-read submissions (see {@link gradeClass}). */
export async function gradeSubmissions(
  a: Assignment, exercises: Map<string, LoadedExercise>, seeds: ResolvedSeeds, subs: Placed[], opts: ClassOptions, t0 = performance.now(),
  intake: { skipped: Skipped[]; problems: Problem[] } = { skipped: [], problems: [] },
): Promise<ClassResult> {
  const { jobs, slots } = jobsFor(a, exercises, seeds, subs);
  const workers = opts.workers ?? undefined;
  const results = workers === 0
    ? jobs.map((j) => { const r = gradeJob(j); opts.onResult?.(j, r); return r; })
    : await runPool(jobs, { timeoutMs: a.limits.timeoutSeconds * 1000, ...(workers !== undefined ? { workers } : {}), ...(opts.onResult ? { onResult: opts.onResult } : {}) });
  const students: StudentResult[] = subs.map((s, i) => {
    const exs = slots[i]!.map((x) => (typeof x === 'number' ? results[x]! : x));
    for (const extra of s.extra) exs.push(failedExercise(extra.id, 0, extra.message));
    const points = a.exercises.reduce((t, e) => t + e.points, 0);
    return {
      student: s.student, ...(s.rosterId !== undefined ? { id: s.rosterId, name: s.rosterName ?? s.student } : {}),
      path: s.path, ...(s.error ? { error: s.error } : {}), notes: s.notes, ...(s.late !== undefined ? { late: s.late } : {}),
      score: round2(exs.reduce((t, e) => t + e.score, 0)), points, exercises: exs,
    };
  });
  const usedWorkers = workers === 0 ? 0 : Math.min(workers ?? (await import('node:os')).availableParallelism(), Math.max(jobs.length, 1));
  return {
    assignment: {
      title: a.title, ...(a.due ? { due: a.due } : {}), points: a.exercises.reduce((t, e) => t + e.points, 0),
      exercises: a.exercises.map((e) => ({ id: e.id, points: e.points })), seeds: seeds.from,
    },
    students, skipped: intake.skipped, problems: intake.problems, seconds: Math.round((performance.now() - t0) / 10) / 100, workers: usedWorkers,
  };
}
