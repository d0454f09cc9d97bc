/**
 * Progress saved under an exercise id the course no longer has. An exercise id is
 * `<lesson folder>/<exercise folder>`, so renumbering the lessons renames the
 * `localStorage` key of every exercise after the change; `content/renamed.json`
 * (src/schema/renamed.ts) lists each old id with the id it has now, and
 * {@link migrateRenamed} moves what a learner saved under an old id to the new one.
 *
 * Kept free of the schema library (this runs in the tiny page scripts too, see
 * `lite.ts`): it follows the table's chains itself and copies entries as they are (the
 * store validates them when it reads them).
 */
import { exercises as COURSE_RENAMED } from '../../content/renamed.json';
import { EXERCISE_KEY_PREFIX } from './keys';
import type { StorageLike } from './storage';

/** The most renamings a chain may take before it is treated as a cycle. */
const MAX_CHAIN = 32;

/** The id `id` has now under `table`, or null for a cycle. */
function follow(table: Readonly<Record<string, string>>, id: string): string | null {
  let at = id;
  for (let i = 0; i < MAX_CHAIN; i++) {
    const next = Object.prototype.hasOwnProperty.call(table, at) ? table[at] : undefined;
    if (next === undefined) return at;
    at = next;
  }
  return null;
}

/**
 * Moves every entry stored under an old exercise id of `table` (default: this course's
 * `content/renamed.json`) to the id it has now, when nothing is stored under the new id
 * yet; an entry whose new id already has progress is left where it is, so nothing is
 * overwritten or lost. Returns the old ids that were moved. Never throws: storage that
 * cannot be read or written leaves everything as it was. Idempotent, and cheap (one read
 * per table entry), so every entry point may call it.
 */
export function migrateRenamed(
  storage: StorageLike,
  table: Readonly<Record<string, string>> = COURSE_RENAMED,
): string[] {
  const moved: string[] = [];
  for (const old of Object.keys(table)) {
    try {
      const raw = storage.getItem(EXERCISE_KEY_PREFIX + old);
      if (raw === null) continue;
      const now = follow(table, old);
      if (now === null || now === old || storage.getItem(EXERCISE_KEY_PREFIX + now) !== null) continue;
      storage.setItem(EXERCISE_KEY_PREFIX + now, raw);
      storage.removeItem(EXERCISE_KEY_PREFIX + old);
      moved.push(old);
    } catch {
      // Storage refused (full, or gone): the entry stays under its old id for a later page.
    }
  }
  return moved;
}
