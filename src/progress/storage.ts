/**
 * Access to Web Storage that never throws: `localStorage` can be missing (server rendering),
 * disabled by the browser, or throw on access (some private modes). Then an in-memory map
 * stands in, so the page works and merely forgets progress on reload. A `localStorage`
 * that can be read but not written (full: the quota is used up) is kept: what it holds is
 * still read, and the progress store says that new work cannot be saved.
 */

/** The part of the Web Storage API the progress store uses. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A `StorageLike` backed by a `Map`; used in tests and when `localStorage` is unavailable. */
export class MemoryStorage implements StorageLike {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

/**
 * The browser's `localStorage` if it can be read (whether or not it can be written: a
 * full one still holds the learner's drafts), else a fresh `MemoryStorage`.
 */
export function browserStorage(): StorageLike {
  try {
    const s = globalThis.localStorage;
    if (!s) return new MemoryStorage();
    void s.length;
    s.getItem(PROBE_KEY);
    return s;
  } catch {
    return new MemoryStorage();
  }
}

const PROBE_KEY = 'warp-school:probe';

/** Whether `storage` takes a write now: writes and removes a throw-away key. */
export function canWrite(storage: StorageLike): boolean {
  try {
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Every key currently in `storage` that starts with `prefix`, in storage order. */
export function keysWithPrefix(storage: StorageLike, prefix: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(prefix)) out.push(k);
  }
  return out;
}
