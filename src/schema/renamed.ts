/**
 * `content/renamed.json`: the ids a course's exercises and lessons had before it was
 * renumbered, each with the id it has now. An exercise id is `<lesson folder>/<exercise
 * folder>`, so inserting a lesson changes the ids of every exercise after it; this file
 * lets what was saved or written under an old id keep working: a learner's progress in the
 * browser (src/progress/renamed.ts moves it), an assignment file or a submission that
 * names an old id (the grader's exercise loader reads it as the new one), and a link to an
 * old lesson page (the site builds a redirect).
 *
 * ```json
 * { "version": 1,
 *   "lessons": { "05-activemask": "06-activemask" },
 *   "exercises": { "05-activemask/01-after-the-branch": "06-activemask/01-after-the-branch" } }
 * ```
 *
 * A renumbering adds entries and never removes one; an entry whose target is renamed again
 * may point at the later name or be left to chain (`resolveRenamed` follows chains).
 * `warp-school check` holds the file to the course: every target must exist, and no old
 * id may be an id the course has now.
 */
import { z } from 'zod';

const lessonFolderName = z.string().regex(/^\d+-[a-z0-9-]+$/, 'a lesson folder looks like `06-activemask`');
const exerciseIdName = z
  .string()
  .regex(/^\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/, 'an exercise id looks like `06-activemask/01-after-the-branch`');

/** The file's shape; see the module comment. */
export const renamedFile = z
  .object({
    version: z.literal(1),
    /** Why the course was renumbered, for the people who maintain it (not shown to learners). */
    note: z.string().optional(),
    /** Old lesson folder → lesson folder now. */
    lessons: z.record(lessonFolderName, lessonFolderName).default({}),
    /** Old exercise id → exercise id now. */
    exercises: z.record(exerciseIdName, exerciseIdName).default({}),
  })
  .strict();
export type RenamedFile = z.infer<typeof renamedFile>;

/** The most renamings a chain may take before it is treated as a cycle. */
const MAX_CHAIN = 32;

/**
 * The name `id` has now under `table` (an old → new map): `id` itself when the table does
 * not name it, else the end of its chain of renamings. Returns null for a cycle (a broken
 * table; `warp-school check` reports it).
 */
export function resolveRenamed(table: Readonly<Record<string, string>>, id: string): string | null {
  let at = id;
  for (let i = 0; i < MAX_CHAIN; i++) {
    const next = Object.prototype.hasOwnProperty.call(table, at) ? table[at] : undefined;
    if (next === undefined) return at;
    at = next;
  }
  return null;
}
