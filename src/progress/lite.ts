/**
 * A validation-free reader of progress for tiny page scripts (sidebar marks, "Continue"),
 * so they ship a few hundred bytes instead of the schema library. Apart from moving
 * progress saved under an exercise's old id (`renamed.ts`) it only reads; it treats
 * anything odd as "not done" and leaves quarantining to the full store.
 */
import { EXERCISE_KEY_PREFIX } from './keys';
import { migrateRenamed } from './renamed';
import type { StorageLike } from './storage';

/** What a page script needs to know about one exercise. */
export interface ExerciseStatus {
  started: boolean;
  completed: boolean;
}

/** Status of every exercise with a stored entry, keyed by id. Never throws. */
export function readStatuses(storage?: StorageLike): Map<string, ExerciseStatus> {
  const out = new Map<string, ExerciseStatus>();
  try {
    const s = storage ?? globalThis.localStorage;
    migrateRenamed(s); // progress saved under an exercise's id before the course was renumbered
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (!key || !key.startsWith(EXERCISE_KEY_PREFIX)) continue;
      try {
        const v = JSON.parse(s.getItem(key) ?? 'null') as Record<string, unknown> | null;
        if (!v || typeof v !== 'object') continue;
        const completed = v.completed === true;
        const started = completed || typeof v.draft === 'string' || (typeof v.runs === 'number' && v.runs > 0);
        out.set(key.slice(EXERCISE_KEY_PREFIX.length), { started, completed });
      } catch {
        // unreadable entry: counts as not started
      }
    }
  } catch {
    // storage unavailable: nothing is known
  }
  return out;
}

/** The saved draft of exercise `id` (a string), or null when there is none or it cannot be
 * read. Never throws. */
export function readDraft(id: string, storage?: StorageLike): string | null {
  try {
    const s = storage ?? globalThis.localStorage;
    const v = JSON.parse(s.getItem(EXERCISE_KEY_PREFIX + id) ?? 'null') as Record<string, unknown> | null;
    return v && typeof v === 'object' && typeof v.draft === 'string' ? v.draft : null;
  } catch {
    return null;
  }
}

/**
 * A lesson's state from its exercises' ids: `done` when it has exercises and all are
 * completed, `started` when any is started, else `todo`.
 */
export function lessonState(
  exerciseIds: readonly string[],
  statuses: Map<string, ExerciseStatus>,
): 'done' | 'started' | 'todo' {
  if (exerciseIds.length > 0 && exerciseIds.every((id) => statuses.get(id)?.completed)) return 'done';
  return exerciseIds.some((id) => statuses.get(id)?.started) ? 'started' : 'todo';
}
