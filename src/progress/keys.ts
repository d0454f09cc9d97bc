/**
 * `localStorage` key names of the progress store. Kept apart from the store so that tiny
 * page scripts (sidebar marks, the home page's "Continue") can read progress without
 * shipping the validation code.
 */

/** Prefix of every key the course writes. */
export const KEY_ROOT = 'warp-school:';

/** Prefix of the per-exercise entries of storage layout version 1. */
export const EXERCISE_KEY_PREFIX = 'warp-school:v1:exercise:';

/** Prefix under which unreadable entries are set aside: `<prefix><epoch ms>:<original key>`. */
export const QUARANTINE_KEY_PREFIX = 'warp-school:quarantine:';

/** Key of the progress an import replaced: an export file's JSON (the latest import's). */
export const BACKUP_KEY = 'warp-school:backup';

/** Key of the theme preference: `"light"`, `"dark"` or `"system"`. */
export const THEME_KEY = 'warp-school:theme';

/** Name of the `window` event dispatched after progress changes in this tab (`detail: { id }`). */
export const PROGRESS_EVENT = 'warp-school:progress';

/** The storage key of exercise `id` (e.g. `03-shuffles/01-broadcast`). */
export function exerciseKey(id: string): string {
  return EXERCISE_KEY_PREFIX + id;
}
