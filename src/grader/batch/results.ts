/**
 * The results of grading a class: per student, per exercise, per test (or rule), each
 * with a status, a one-line message and a score. Plain data; every output format
 * (text, JSON, CSV, JUnit XML) is written from it.
 *
 * Partial credit: an exercise's points are shared among its tests and rules (each test
 * of the exercise, fixed and random, and each rule it sets), one part per test and
 * `ruleWeight` parts per rule (1 unless the exercise or the assignment sets it). A passed
 * test earns its share; a passed rule earns its share times the fraction of tests passed
 * (so a kernel that does nothing, and breaks no rule, earns nothing). With T tests of
 * which t pass, R rules of which r pass and weight w, the score is
 * `points × t/T × (T + w·r)/(T + w·R)`.
 * A submission that does not compile, is missing, or cannot be read scores 0 on that
 * exercise.
 */

/** `passed` / `failed`: the learner's result; `error`: the exercise itself is broken
 * (its reference fails), which is not the learner's fault. */
export type ItemStatus = 'passed' | 'failed' | 'error';

/** One graded item of an exercise. */
export interface ItemResult {
  name: string;
  /** `test`, `rule`, or `submission` (the whole submission failed before any test:
   * missing, unreadable, does not compile, ran out of time). */
  kind: 'test' | 'rule' | 'submission';
  status: ItemStatus;
  message: string;
  /** For a test: the reason in a few words, without expected values (`3 of 64 checked
   * elements wrong`, `line 12: undefined value`), as feedback on hidden tests gives it. */
  brief?: string;
  /** A random test drawn from the assignment's secret: the learner has not seen it. */
  hidden?: boolean;
  /** Points earned and available (rounded to hundredths). */
  score: number;
  points: number;
}

/** One exercise of one submission: its items and its score out of `points`. */
export interface ExerciseResult {
  id: string;
  status: 'passed' | 'partial' | 'failed' | 'error';
  /** What went wrong first, or that everything passed. */
  message: string;
  score: number;
  points: number;
  items: ItemResult[];
  /** Wall-clock milliseconds grading it took. */
  ms: number;
}

/** One submission: the total over the assignment's exercises, and each exercise (then any
 * entry for an exercise that is not part of the assignment, worth 0 points). */
export interface StudentResult {
  /** The submission's name (printable, unique in the run). */
  student: string;
  /** The student's id and name on the roster (`--roster`), when it placed them. */
  id?: string;
  name?: string;
  /** Where the submission came from (empty for a roster entry with none). */
  path: string;
  /** Why the submission was not graded at all (a file for another assignment, two
   * submissions for one roster id), when it was not. */
  error?: string;
  score: number;
  points: number;
  late?: boolean;
  notes: string[];
  exercises: ExerciseResult[];
}

/** The whole grading run: the assignment as graded (`seeds` says where random tests came
 * from: `public`, `file` or `env NAME`) and every student, sorted by name. */
export interface ClassResult {
  assignment: { title: string; due?: string; points: number; exercises: { id: string; points: number }[]; seeds: string };
  students: StudentResult[];
  /** Entries of the class folder that are not a student's (not opened or not read). */
  skipped: { path: string; message: string }[];
  /** Submissions the roster could not place, or placed twice (src/grader/batch/roster.ts). */
  problems: { path: string; message: string }[];
  /** Seconds the whole grading took, and the worker threads used. */
  seconds: number;
  workers: number;
}

/** `x` rounded to hundredths. */
export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** An exercise result with no tests run: the whole submission failed with `message`. */
export function failedExercise(id: string, points: number, message: string, ms = 0): ExerciseResult {
  return {
    id, status: 'failed', message, score: 0, points, ms,
    items: [{ name: 'submission', kind: 'submission', status: 'failed', message, score: 0, points }],
  };
}
