/**
 * The Node reader of a course's `renamed.json` (src/schema/renamed.ts): the old ids of
 * renumbered exercises and lessons, for the grader's exercise loader (an assignment or a
 * submission written before a renumbering still names its exercises) and for
 * `warp-school check`, which holds the file to the course.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, parseContent, renamedFile, resolveRenamed, type RenamedFile } from '../../schema';

/** The file's name in the content folder. */
export const RENAMED_FILE = 'renamed.json';

/** The empty table (a course that was never renumbered). */
const NONE: RenamedFile = { version: 1, lessons: {}, exercises: {} };

/**
 * The renaming table of the course under `root`: the empty table when there is no
 * `renamed.json`, or a list of problems (file, field, hint) when it does not parse.
 */
export function readRenamed(root: string): { ok: true; table: RenamedFile } | { ok: false; problems: string[] } {
  const file = join(root, RENAMED_FILE);
  if (!existsSync(file)) return { ok: true, table: NONE };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, problems: [`${file}: not valid JSON: ${(e as Error).message}`] };
  }
  const parsed = parseContent(renamedFile, data, file);
  return parsed.ok ? { ok: true, table: parsed.value } : { ok: false, problems: parsed.problems.map(formatProblem) };
}

/**
 * The id exercise `id` has now in the course under `root`, when `renamed.json` names it as
 * an old id; null when it does not (or the file is broken: `warp-school check` says why).
 */
export function renamedExercise(root: string, id: string): string | null {
  const r = readRenamed(root);
  if (!r.ok || !Object.prototype.hasOwnProperty.call(r.table.exercises, id)) return null;
  return resolveRenamed(r.table.exercises, id);
}

/**
 * Problems with the course's `renamed.json`, one line each: it does not parse; an old id
 * that the course still has (the entry would hide it); a target that the course does not
 * have, or a chain that loops. `known` are the course's exercise ids, `lessons` its lesson
 * folders.
 */
export function checkRenamed(root: string, known: ReadonlySet<string>, lessons: ReadonlySet<string>): string[] {
  const r = readRenamed(root);
  if (!r.ok) return r.problems;
  const file = join(root, RENAMED_FILE);
  const out: string[] = [];
  const hold = (kind: 'lesson' | 'exercise', table: Record<string, string>, have: ReadonlySet<string>): void => {
    for (const [old, target] of Object.entries(table)) {
      if (have.has(old)) out.push(`${file}: ${kind} \`${old}\` is renamed to \`${target}\`, but the course still has a ${kind} \`${old}\` (hint: an old ${kind} id must not be in use; remove the entry or rename the folder)`);
      const now = resolveRenamed(table, old);
      if (now === null) out.push(`${file}: ${kind} \`${old}\`: its renamings form a cycle (hint: each entry points from an old id to a newer one)`);
      else if (!have.has(now)) out.push(`${file}: ${kind} \`${old}\` is renamed to \`${now}\`, which the course does not have (hint: point it at the ${kind}'s current id)`);
    }
  };
  hold('lesson', r.table.lessons, lessons);
  hold('exercise', r.table.exercises, known);
  return out;
}
