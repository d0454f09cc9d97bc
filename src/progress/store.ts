/**
 * The learner's progress, kept in the browser's `localStorage` (versioned layout, one key
 * per exercise). Browser-only in practice, but free of DOM types apart from optional
 * `window` events, so it can be tested with a {@link MemoryStorage}.
 *
 * Usage (editor, pages):
 * ```ts
 * import { progress } from '../progress';
 * const p = progress().get('03-shuffles/01-broadcast'); // never throws
 * progress().saveDraft(id, source);                      // debounce on your side
 * progress().recordRun(id, report.passed);
 * progress().resetToStarter(id); progress().undo(id);    // undo returns the restored draft
 * const stop = progress().subscribe((id) => ...);        // this tab and other tabs
 * ```
 *
 * Layout: key `warp-school:v1:exercise:<id>` holds the JSON of an {@link ExerciseProgress}.
 * An entry that is not JSON or does not match the schema is moved, unchanged, to
 * `warp-school:quarantine:<epoch ms>:<original key>` the first time it is read, and the
 * exercise reads as fresh; the page never crashes on it.
 */
import { EXERCISE_KEY_PREFIX, PROGRESS_EVENT, QUARANTINE_KEY_PREFIX, exerciseKey } from './keys';
import {
  type ExerciseProgress,
  type ProgressFile,
  PROGRESS_FILE_FORMAT,
  PROGRESS_VERSION,
  UNDO_LIMIT,
  emptyProgress,
  exerciseIdSchema,
  exerciseProgressSchema,
} from './schema';
import { type StorageLike, browserStorage, keysWithPrefix } from './storage';
import { type ImportResult, parseProgressFile } from './import';

/** An entry set aside because it could not be read. `raw` is the value exactly as stored. */
export interface QuarantinedEntry {
  key: string;
  originalKey: string;
  raw: string;
}

/** Called with the changed exercise id, or `null` when many changed at once (import, clear). */
export type ProgressListener = (id: string | null) => void;

/** The progress store's API; obtain one with {@link progress} or {@link createProgressStore}. */
export interface ProgressStore {
  /** Progress of exercise `id`; a fresh entry when none is stored or the stored one is corrupt. */
  get(id: string): ExerciseProgress;
  /** Every stored, readable entry, keyed by exercise id. Corrupt entries are quarantined. */
  all(): Record<string, ExerciseProgress>;
  /** Stores the learner's source (`null`: back to the starter). False if storage refused it. */
  saveDraft(id: string, source: string | null): boolean;
  /** Counts a graded run; a passing run marks the exercise completed for good. */
  recordRun(id: string, passed: boolean): ExerciseProgress;
  /** Pushes `source` on the undo stack (dropping the oldest beyond the limit). */
  pushUndo(id: string, source: string): void;
  /** Pushes the current draft (if any) on the undo stack and sets the draft to `null`. */
  resetToStarter(id: string): void;
  /** Pops the undo stack into the draft and returns it; `null` when the stack is empty. */
  undo(id: string): string | null;
  /** Forgets exercise `id`, or every exercise when `id` is omitted. Quarantine is kept. */
  clear(id?: string): void;
  /** A snapshot of everything, in the export-file shape. */
  exportFile(now?: Date): ProgressFile;
  /** {@link exportFile} as pretty-printed JSON text. */
  exportJson(now?: Date): string;
  /**
   * Replaces all progress with that of an export file's text. A file that is not JSON, not a
   * progress file, of another version, or with any invalid entry is refused with a readable
   * `error` and nothing changes (also when storage fails part-way: the old state is restored).
   */
  importJson(text: string): ImportResult;
  /** Entries set aside so far. */
  quarantined(): QuarantinedEntry[];
  /** Calls `listener` after every change, here or in another tab. Returns an unsubscribe. */
  subscribe(listener: ProgressListener): () => void;
}

/**
 * A store over `storage` (default: the browser's `localStorage`, or memory when it is
 * unavailable). `now` gives epoch milliseconds for quarantine keys.
 */
export function createProgressStore(
  storage: StorageLike = browserStorage(),
  now: () => number = Date.now,
): ProgressStore {
  const listeners = new Set<ProgressListener>();

  function notify(id: string | null): void {
    for (const l of listeners) l(id);
    const w = globalThis as { dispatchEvent?: (e: Event) => boolean; CustomEvent?: typeof CustomEvent };
    if (typeof w.dispatchEvent === 'function' && typeof w.CustomEvent === 'function') {
      w.dispatchEvent(new w.CustomEvent(PROGRESS_EVENT, { detail: { id } }));
    }
  }

  function quarantine(key: string, raw: string): void {
    try {
      storage.setItem(`${QUARANTINE_KEY_PREFIX}${now()}:${key}`, raw);
    } catch {
      // Storage full: the corrupt value is dropped rather than kept in the way.
    }
    storage.removeItem(key);
  }

  function read(key: string): ExerciseProgress | null {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    try {
      const parsed = exerciseProgressSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: fall through to quarantine
    }
    quarantine(key, raw);
    return null;
  }

  function write(id: string, value: ExerciseProgress): boolean {
    exerciseIdSchema.parse(id); // a malformed id is a bug in the caller
    try {
      storage.setItem(exerciseKey(id), JSON.stringify(value));
    } catch {
      return false;
    }
    notify(id);
    return true;
  }

  function get(id: string): ExerciseProgress {
    return read(exerciseKey(id)) ?? emptyProgress();
  }

  function all(): Record<string, ExerciseProgress> {
    const out: Record<string, ExerciseProgress> = {};
    for (const key of keysWithPrefix(storage, EXERCISE_KEY_PREFIX)) {
      const id = key.slice(EXERCISE_KEY_PREFIX.length);
      const p = exerciseIdSchema.safeParse(id).success ? read(key) : null;
      if (p) out[id] = p;
    }
    return out;
  }

  function withUndo(stack: string[], source: string): string[] {
    return [...stack, source].slice(-UNDO_LIMIT);
  }

  const store: ProgressStore = {
    get,
    all,
    saveDraft(id, source) {
      return write(id, { ...get(id), draft: source });
    },
    recordRun(id, passed) {
      const p = get(id);
      const next = {
        ...p,
        runs: p.runs + 1,
        failedRuns: p.failedRuns + (passed ? 0 : 1),
        completed: p.completed || passed,
      };
      write(id, next);
      return next;
    },
    pushUndo(id, source) {
      const p = get(id);
      write(id, { ...p, undoStack: withUndo(p.undoStack, source) });
    },
    resetToStarter(id) {
      const p = get(id);
      const undoStack = p.draft === null ? p.undoStack : withUndo(p.undoStack, p.draft);
      write(id, { ...p, draft: null, undoStack });
    },
    undo(id) {
      const p = get(id);
      const last = p.undoStack.at(-1);
      if (last === undefined) return null;
      write(id, { ...p, draft: last, undoStack: p.undoStack.slice(0, -1) });
      return last;
    },
    clear(id) {
      if (id !== undefined) storage.removeItem(exerciseKey(id));
      else for (const k of keysWithPrefix(storage, EXERCISE_KEY_PREFIX)) storage.removeItem(k);
      notify(id ?? null);
    },
    exportFile(when = new Date()) {
      return {
        format: PROGRESS_FILE_FORMAT,
        version: PROGRESS_VERSION,
        exportedAt: when.toISOString(),
        exercises: all(),
      };
    },
    exportJson(when) {
      return JSON.stringify(store.exportFile(when), null, 2) + '\n';
    },
    importJson(text) {
      const parsed = parseProgressFile(text);
      if (!parsed.ok) return parsed;
      const before = keysWithPrefix(storage, EXERCISE_KEY_PREFIX).map(
        (k) => [k, storage.getItem(k)] as const,
      );
      try {
        for (const [k] of before) storage.removeItem(k);
        for (const [id, p] of Object.entries(parsed.file.exercises)) {
          storage.setItem(exerciseKey(id), JSON.stringify(p));
        }
      } catch {
        for (const k of keysWithPrefix(storage, EXERCISE_KEY_PREFIX)) storage.removeItem(k);
        for (const [k, v] of before) if (v !== null) storage.setItem(k, v);
        return { ok: false, error: 'The browser refused to store the imported progress (storage full?). Nothing was changed.' };
      }
      notify(null);
      return { ok: true, imported: Object.keys(parsed.file.exercises).length };
    },
    quarantined() {
      return keysWithPrefix(storage, QUARANTINE_KEY_PREFIX).map((key) => {
        const rest = key.slice(QUARANTINE_KEY_PREFIX.length);
        return { key, originalKey: rest.slice(rest.indexOf(':') + 1), raw: storage.getItem(key) ?? '' };
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === null) listener(null);
        else if (e.key.startsWith(EXERCISE_KEY_PREFIX)) listener(e.key.slice(EXERCISE_KEY_PREFIX.length));
      };
      const w = globalThis as { addEventListener?: Window['addEventListener']; removeEventListener?: Window['removeEventListener'] };
      w.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        w.removeEventListener?.('storage', onStorage);
      };
    },
  };
  return store;
}

let shared: ProgressStore | undefined;

/** The page's shared store over `localStorage`, created on first use. */
export function progress(): ProgressStore {
  shared ??= createProgressStore();
  return shared;
}
