/**
 * Shapes of the learner's progress, as kept in the browser and as written to an export file.
 *
 * Every value read back from `localStorage` or from an imported file goes through these
 * schemas; nothing is trusted because it was written by us once.
 */
import { z } from 'zod';

/** Version of the storage layout and of the export file. Bump it with a migration. */
export const PROGRESS_VERSION = 1 as const;

/** Longest draft (and undo entry) kept, in UTF-16 code units (about 200 KB of source). */
export const MAX_DRAFT_LENGTH = 200_000;

/** Most earlier drafts kept per exercise on the undo stack; older ones fall off the bottom. */
export const UNDO_LIMIT = 20;

/**
 * An exercise id: `<lesson folder>/<exercise folder>`, e.g. `03-shuffles/01-broadcast`
 * (the folders `content/03-shuffles/exercises/01-broadcast/`).
 */
export const exerciseIdSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/,
    'an exercise id looks like `03-shuffles/01-broadcast`',
  );

/** A learner's source text, capped at {@link MAX_DRAFT_LENGTH}. */
const sourceText = z.string().max(MAX_DRAFT_LENGTH);

/**
 * Progress on one exercise.
 * - `draft`: the learner's current source, or `null` when they never edited the starter.
 * - `completed`: true once any run passed every check; stays true after later failures.
 * - `runs`: graded runs so far (a non-negative integer); `failedRuns`: those that did not pass
 *   (never more than `runs`).
 * - `undoStack`: earlier drafts replaced by "reset to starter" (or similar), oldest first,
 *   at most {@link UNDO_LIMIT}; the last element is what an undo restores.
 */
export const exerciseProgressSchema = z
  .object({
    draft: sourceText.nullable(),
    completed: z.boolean(),
    runs: z.number().int().nonnegative(),
    failedRuns: z.number().int().nonnegative(),
    undoStack: z.array(sourceText).max(UNDO_LIMIT),
  })
  .strict()
  .refine((p) => p.failedRuns <= p.runs, {
    message: '`failedRuns` cannot be larger than `runs`',
    path: ['failedRuns'],
  });

/** Progress on one exercise; see {@link exerciseProgressSchema}. */
export type ExerciseProgress = z.infer<typeof exerciseProgressSchema>;

/** The `format` tag of an export file, so that other JSON files are recognised and refused. */
export const PROGRESS_FILE_FORMAT = 'warp-school-progress' as const;

/**
 * An export file: `{ format, version, exportedAt, exercises: { [exerciseId]: ExerciseProgress } }`.
 * `exportedAt` is an ISO 8601 date-time string.
 */
export const progressFileSchema = z
  .object({
    format: z.literal(PROGRESS_FILE_FORMAT),
    version: z.literal(PROGRESS_VERSION),
    exportedAt: z.string().datetime(),
    exercises: z.record(exerciseIdSchema, exerciseProgressSchema),
  })
  .strict();

/** A parsed export file; see {@link progressFileSchema}. */
export type ProgressFile = z.infer<typeof progressFileSchema>;

/** A fresh exercise: starter code, never run. Returns a new object each call. */
export function emptyProgress(): ExerciseProgress {
  return { draft: null, completed: false, runs: 0, failedRuns: 0, undoStack: [] };
}
