/**
 * Assignments and submissions, as files (`warp-school grade --assignment FILE PATH`).
 *
 * An assignment names exercises of the course (`<lesson folder>/<exercise folder>`, as in
 * `<Exercise id>`), the points each is worth, an optional due date, the seed policy of its
 * random tests, and the limits every submission runs under. A submission is either a JSON
 * file `{ "version": 1, "assignment": ..., "solutions": { "<exercise id>": "<source>" } }`
 * or a folder of `<exercise folder>.ts` files (e.g. `01-broadcast.ts`).
 */
import { z } from 'zod';

/** An exercise id: `NN-topic/NN-slug` (lesson folder / exercise folder). */
export const exerciseId = z.string().regex(/^\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/, 'must be `<lesson folder>/<exercise folder>`, e.g. `03-shuffles/01-broadcast`');

/** The slug of an exercise id: its exercise folder (`03-shuffles/01-broadcast` → `01-broadcast`). */
export function exerciseSlug(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

/** One graded exercise of an assignment. */
export const assignmentExercise = z.object({
  id: exerciseId,
  /** Points for passing every test and rule; partial credit is proportional. */
  points: z.number().positive().max(10_000),
  /** The weight of each rule against a test in this exercise's score (the exercise's own
   * `ruleWeight` when absent; src/schema/exercise.ts explains the formula). */
  ruleWeight: z.number().min(0).max(100).optional(),
}).strict();

/**
 * Where random tests come from.
 * - `public`: the exercise's own seed (the tests the learner ran in the browser).
 * - `hidden`: a secret the learner has never seen, from the environment variable `env`
 *   when it is set (keep it in a CI secret), else from `seed` (only in a file learners
 *   cannot read). Each exercise draws from its own seed derived from the secret and its
 *   id; the adversarial schedules are drawn from it too. `count` overrides the number of
 *   random tests per exercise.
 */
export const seedPolicy = z.discriminatedUnion('policy', [
  z.object({ policy: z.literal('public') }).strict(),
  z.object({
    policy: z.literal('hidden'),
    env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name').default('WARP_SCHOOL_SEED'),
    seed: z.number().int().optional(),
    count: z.number().int().min(1).max(100).optional(),
  }).strict(),
]);
export type SeedPolicy = z.infer<typeof seedPolicy>;

/** Limits of every (student, exercise) grading job. */
export const limits = z.object({
  /** Lane-steps per simulator run (lowers an exercise's own budget, never raises it). */
  steps: z.number().int().min(1000).max(1_000_000_000).default(20_000_000),
  /** Wall-clock seconds for grading one exercise of one submission, every test included. */
  timeoutSeconds: z.number().positive().max(3600).default(60),
  /** Largest source file accepted, in bytes. */
  maxSourceBytes: z.number().int().min(1).max(10_000_000).default(65_536),
}).strict();
export type Limits = z.infer<typeof limits>;

export const assignment = z.object({
  version: z.literal(1).default(1),
  title: z.string().min(1),
  /** ISO 8601 date or date-time; a submission file's `submittedAt` after it is marked late. */
  due: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 date, e.g. `2026-12-14T23:59:00Z`').optional(),
  exercises: z.array(assignmentExercise).min(1),
  seeds: seedPolicy.default({ policy: 'hidden', env: 'WARP_SCHOOL_SEED' }),
  limits: limits.default({}),
}).strict().superRefine((a, ctx) => {
  const ids = new Set<string>();
  const slugs = new Map<string, string>();
  a.exercises.forEach((e, i) => {
    if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: ['exercises', i, 'id'], message: `\`${e.id}\` is listed twice` });
    ids.add(e.id);
    const slug = exerciseSlug(e.id);
    const other = slugs.get(slug);
    if (other && other !== e.id) ctx.addIssue({ code: 'custom', path: ['exercises', i, 'id'], message: `\`${e.id}\` and \`${other}\` share the file name \`${slug}.ts\` of a submission folder` });
    slugs.set(slug, e.id);
  });
});
/** A parsed assignment, defaults filled in. */
export type Assignment = z.infer<typeof assignment>;

/** A submission file, as the site downloads it. Keys other than these are ignored (and
 * reported as a note): in particular no score in the file is ever read. */
export const submissionFile = z.object({
  version: z.literal(1),
  /** The assignment's title (a different one is reported as a note). */
  assignment: z.string(),
  /** Warp TS source per exercise id. */
  solutions: z.record(z.string(), z.string()),
  /** Who submitted it (the file name is used when absent). */
  student: z.string().min(1).optional(),
  /** ISO 8601 date-time the learner submitted. */
  submittedAt: z.string().optional(),
}); // Other keys (a score the page showed, progress) are dropped: grades come from the source.
export type SubmissionFile = z.infer<typeof submissionFile>;
