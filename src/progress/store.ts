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
 * exercise reads as fresh; the page never crashes on it, and {@link ProgressStore.setAside}
 * gives the exercise's page what was set aside, to offer the text back. (With storage too
 * full to take the copy, the entry stays where it was and is listed all the same.)
 *
 * Storage full: a write that the browser refuses is kept in memory for this page (`get`,
 * `all` and the export file see it) and {@link ProgressStore.saveStatus} names what is
 * unsaved, so the page can say that new work cannot be kept and offer the export; the
 * next write that succeeds stores it. Entries already stored are read as before.
 *
 * Import: before an import replaces anything, the progress it replaces is kept under
 * `warp-school:backup` (an export file's JSON; one backup, the latest), and
 * {@link ProgressStore.restoreBackup} brings it back.
 */
import { BACKUP_KEY, EXERCISE_KEY_PREFIX, PROGRESS_EVENT, QUARANTINE_KEY_PREFIX, exerciseKey } from './keys';
import {
  type ExerciseProgress,
  type ProgressFile,
  PROGRESS_FILE_FORMAT,
  PROGRESS_VERSION,
  UNDO_LIMIT,
  MAX_DRAFT_LENGTH,
  emptyProgress,
  exerciseIdSchema,
  exerciseProgressSchema,
} from './schema';
import { type StorageLike, browserStorage, canWrite, keysWithPrefix } from './storage';
import { migrateRenamed } from './renamed';
import { type ImportResult, parseProgressFile } from './import';

/** An entry set aside because it could not be read. `raw` is the value exactly as stored;
 * `key` is where it is kept now (its original key when storage was too full to move it). */
export interface QuarantinedEntry {
  key: string;
  originalKey: string;
  raw: string;
}

/** What was set aside for one exercise, for its page to offer back: the learner's code as
 * far as it can be found in the entry (`text`: its `draft` when the entry is an object
 * with a string draft, else the raw value) and, in words, why it was set aside. */
export interface SetAsideDraft {
  key: string;
  text: string;
  why: string;
}

/** Whether new work can be stored: `full` when the browser refused the latest write (or,
 * before any, a probe write); `unsaved` lists the exercises whose latest change it refused
 * (kept in memory for this page only). */
export interface SaveStatus {
  full: boolean;
  unsaved: string[];
}

/** What an import replaced, as {@link ProgressStore.backup} describes it. */
export interface BackupInfo {
  /** When the backup was made (ISO 8601). */
  savedAt: string;
  /** Exercises with progress in it. */
  exercises: number;
}

/** Called with the changed exercise id, or `null` when many changed at once (import, clear). */
export type ProgressListener = (id: string | null) => void;

/** The progress store's API; obtain one with {@link progress} or {@link createProgressStore}. */
export interface ProgressStore {
  /** Progress of exercise `id`; a fresh entry when none is stored or the stored one is corrupt. */
  get(id: string): ExerciseProgress;
  /** Every stored, readable entry, keyed by exercise id. Corrupt entries are quarantined. */
  all(): Record<string, ExerciseProgress>;
  /** Stores the learner's source (`null`: back to the starter). False if storage refused it
   * (then it is kept in memory; see {@link saveStatus}) or if it is longer than
   * `MAX_DRAFT_LENGTH` (then nothing changes). */
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
   * What it replaces is first kept as the backup; an import that cannot keep the backup
   * (storage full) changes nothing.
   */
  importJson(text: string, now?: Date): ImportResult;
  /** The backup the last import made, or `null`. */
  backup(): BackupInfo | null;
  /** Puts the backup's progress back in place of the current one, which becomes the backup
   * (so restoring again undoes the restore). Same outcomes as {@link importJson}; an error
   * when there is no backup. */
  restoreBackup(now?: Date): ImportResult;
  /** Entries set aside so far. */
  quarantined(): QuarantinedEntry[];
  /** What was set aside for exercise `id` (reading it first, so a bad entry is found). */
  setAside(id: string): SetAsideDraft[];
  /** Forgets a set-aside entry for good (`key` from {@link setAside} or {@link quarantined}). */
  discardSetAside(key: string): void;
  /** Whether every change so far is stored; see {@link SaveStatus}. */
  saveStatus(): SaveStatus;
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
  // Progress saved under the id an exercise had before the course was renumbered.
  migrateRenamed(storage);
  const listeners = new Set<ProgressListener>();
  /** Changes the browser refused to store, kept for this page. */
  const unsaved = new Map<string, ExerciseProgress>();
  /** Unreadable entries that could not be moved aside (storage full): key → raw. */
  const stuck = new Map<string, string>();
  /** Whether the latest write was refused; a storage that refuses a probe from the start
   * (full) says so before any edit is lost. */
  let full = !canWrite(storage);

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
      // Storage full: the value stays where it is (never dropped) and is listed from memory.
      stuck.set(key, raw);
      return;
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
    let stored = true;
    try {
      storage.setItem(exerciseKey(id), JSON.stringify(value));
      unsaved.delete(id);
      stuck.delete(exerciseKey(id));
      full = false;
    } catch {
      unsaved.set(id, value);
      stored = false;
      full = true;
    }
    notify(id);
    return stored;
  }

  function get(id: string): ExerciseProgress {
    return unsaved.get(id) ?? (stuck.has(exerciseKey(id)) ? null : read(exerciseKey(id))) ?? emptyProgress();
  }

  function all(): Record<string, ExerciseProgress> {
    const out: Record<string, ExerciseProgress> = {};
    for (const key of keysWithPrefix(storage, EXERCISE_KEY_PREFIX)) {
      const id = key.slice(EXERCISE_KEY_PREFIX.length);
      const p = exerciseIdSchema.safeParse(id).success && !stuck.has(key) ? read(key) : null;
      if (p) out[id] = p;
    }
    for (const [id, p] of unsaved) out[id] = p;
    return out;
  }

  /** Replaces every exercise entry by `entries`; on a refused write puts `before` back. */
  function replaceAll(entries: Record<string, ExerciseProgress>): boolean {
    const before = keysWithPrefix(storage, EXERCISE_KEY_PREFIX).map((k) => [k, storage.getItem(k)] as const);
    try {
      for (const [k] of before) storage.removeItem(k);
      for (const [id, p] of Object.entries(entries)) storage.setItem(exerciseKey(id), JSON.stringify(p));
    } catch {
      for (const k of keysWithPrefix(storage, EXERCISE_KEY_PREFIX)) storage.removeItem(k);
      for (const [k, v] of before) if (v !== null) storage.setItem(k, v);
      return false;
    }
    unsaved.clear();
    stuck.clear();
    full = false;
    return true;
  }

  /** Keeps the current progress as the backup, then puts `file`'s in its place; on any
   * refused write, the old progress and the old backup stay as they were. */
  function replaceKeepingBackup(file: ProgressFile, when: Date, what: string): ImportResult {
    const previous = storage.getItem(BACKUP_KEY);
    try {
      storage.setItem(BACKUP_KEY, JSON.stringify(store.exportFile(when)));
    } catch {
      return { ok: false, error: `The browser has no room to keep a backup of your current progress (storage full), so ${what} was not put in its place. Nothing was changed.` };
    }
    if (!replaceAll(file.exercises)) {
      if (previous === null) storage.removeItem(BACKUP_KEY);
      else storage.setItem(BACKUP_KEY, previous);
      return { ok: false, error: `The browser refused to store ${what} (storage full?). Nothing was changed.` };
    }
    notify(null);
    return { ok: true, imported: Object.keys(file.exercises).length };
  }

  /** The learner's code in a set-aside value, and why it was set aside. */
  function describeSetAside(raw: string): { text: string; why: string } {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { text: raw, why: 'it is not in the form this course saves' };
    }
    const draft = typeof value === 'object' && value !== null ? (value as { draft?: unknown }).draft : undefined;
    if (typeof draft !== 'string') return { text: raw, why: 'it is not in the form this course saves' };
    const why = draft.length > MAX_DRAFT_LENGTH
      ? `it is longer than ${MAX_DRAFT_LENGTH.toLocaleString('en-US')} characters, the most this course keeps`
      : 'part of it is not in the form this course saves';
    return { text: draft, why };
  }

  function withUndo(stack: string[], source: string): string[] {
    return [...stack, source].slice(-UNDO_LIMIT);
  }

  const store: ProgressStore = {
    get,
    all,
    saveDraft(id, source) {
      if (source !== null && source.length > MAX_DRAFT_LENGTH) return false;
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
      if (id !== undefined) {
        storage.removeItem(exerciseKey(id));
        unsaved.delete(id);
      } else {
        for (const k of keysWithPrefix(storage, EXERCISE_KEY_PREFIX)) storage.removeItem(k);
        unsaved.clear();
      }
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
    importJson(text, when = new Date()) {
      const parsed = parseProgressFile(text);
      return parsed.ok ? replaceKeepingBackup(parsed.file, when, 'the imported progress') : parsed;
    },
    backup() {
      const raw = storage.getItem(BACKUP_KEY);
      if (raw === null) return null;
      const parsed = parseProgressFile(raw);
      return parsed.ok ? { savedAt: parsed.file.exportedAt, exercises: Object.keys(parsed.file.exercises).length } : null;
    },
    restoreBackup(when = new Date()) {
      const raw = storage.getItem(BACKUP_KEY);
      if (raw === null) return { ok: false, error: 'There is no backup to restore: one is made when you import a file.' };
      const parsed = parseProgressFile(raw);
      return parsed.ok ? replaceKeepingBackup(parsed.file, when, 'the backup') : parsed;
    },
    quarantined() {
      const moved = keysWithPrefix(storage, QUARANTINE_KEY_PREFIX).map((key) => {
        const rest = key.slice(QUARANTINE_KEY_PREFIX.length);
        return { key, originalKey: rest.slice(rest.indexOf(':') + 1), raw: storage.getItem(key) ?? '' };
      });
      return [...moved, ...[...stuck].map(([key, raw]) => ({ key, originalKey: key, raw }))];
    },
    setAside(id) {
      get(id);
      const key = exerciseKey(id);
      return store.quarantined()
        .filter((q) => q.originalKey === key)
        .map((q) => ({ key: q.key, ...describeSetAside(q.raw) }));
    },
    discardSetAside(key) {
      if (key.startsWith(QUARANTINE_KEY_PREFIX) || stuck.has(key)) storage.removeItem(key);
      stuck.delete(key);
      notify(null);
    },
    saveStatus() {
      return { full, unsaved: [...unsaved.keys()] };
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
