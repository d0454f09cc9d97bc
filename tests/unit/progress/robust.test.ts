/**
 * Nothing the learner wrote is lost: a full storage is still read and says that new work
 * is unsaved (kept for the page and in the export); a set-aside entry is offered back with
 * its text; an import keeps what it replaced as a backup that can be restored.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKUP_KEY,
  EXERCISE_KEY_PREFIX,
  MAX_DRAFT_LENGTH,
  MemoryStorage,
  QUARANTINE_KEY_PREFIX,
  browserStorage,
  createProgressStore,
  emptyProgress,
} from '../../../src/progress';

const A = '03-shuffles/01-broadcast';
const B = '04-votes/01-any';

/** A storage holding at most `capacity` characters of keys and values; a write past it
 * throws, as a browser's full `localStorage` does. */
class QuotaStorage extends MemoryStorage {
  constructor(public capacity: number) { super(); }
  used(): number {
    let n = 0;
    for (let i = 0; i < this.length; i++) { const k = this.key(i)!; n += k.length + this.getItem(k)!.length; }
    return n;
  }
  override setItem(key: string, value: string): void {
    const old = this.getItem(key);
    const after = this.used() - (old === null ? 0 : key.length + old.length) + key.length + value.length;
    if (after > this.capacity) throw new Error('QuotaExceededError: the quota has been exceeded');
    super.setItem(key, value);
  }
}

describe('a full storage', () => {
  it('is used as it is, not swapped for memory (which would hide every saved draft)', () => {
    const full = new QuotaStorage(0);
    const g = globalThis as { localStorage?: unknown };
    const had = Object.getOwnPropertyDescriptor(g, 'localStorage');
    Object.defineProperty(g, 'localStorage', { value: full, configurable: true });
    try {
      expect(browserStorage()).toBe(full);
    } finally {
      if (had) Object.defineProperty(g, 'localStorage', had); else delete g.localStorage;
    }
  });

  it('still reads every saved draft', () => {
    const storage = new QuotaStorage(10_000);
    createProgressStore(storage).saveDraft(A, 'saved before it filled up');
    storage.capacity = storage.used(); // now full
    const store = createProgressStore(storage);
    expect(store.get(A).draft).toBe('saved before it filled up');
    expect(store.saveStatus()).toEqual({ full: true, unsaved: [] });
  });

  it('keeps a refused change for the page, names it unsaved, and exports it', () => {
    const storage = new QuotaStorage(10_000);
    const store = createProgressStore(storage);
    store.saveDraft(A, 'v1');
    storage.capacity = storage.used();
    expect(store.saveDraft(A, 'v2, which does not fit')).toBe(false);
    expect(store.get(A).draft).toBe('v2, which does not fit');
    expect(store.saveStatus()).toEqual({ full: true, unsaved: [A] });
    expect(JSON.parse(storage.getItem(EXERCISE_KEY_PREFIX + A)!).draft).toBe('v1');
    const file = JSON.parse(store.exportJson(new Date('2026-01-02T03:04:05.000Z')));
    expect(file.exercises[A].draft).toBe('v2, which does not fit');
    // Space again: the next save stores it and the status clears.
    storage.capacity = 10_000;
    expect(store.saveDraft(A, 'v3')).toBe(true);
    expect(store.saveStatus()).toEqual({ full: false, unsaved: [] });
  });

  it('does not drop an unreadable entry it has no room to move aside, and still lists it', () => {
    const storage = new QuotaStorage(10_000);
    storage.setItem(EXERCISE_KEY_PREFIX + A, '{"draft": "half a dra');
    storage.capacity = storage.used();
    const store = createProgressStore(storage);
    expect(store.get(A)).toEqual(emptyProgress());
    expect(storage.getItem(EXERCISE_KEY_PREFIX + A)).toBe('{"draft": "half a dra');
    expect(store.setAside(A)).toEqual([{ key: EXERCISE_KEY_PREFIX + A, text: '{"draft": "half a dra', why: 'it is not in the form this course saves' }]);
  });
});

describe('a draft set aside', () => {
  it('offers back the text of a draft over the length limit, saying why', () => {
    const storage = new MemoryStorage();
    const long = 'x'.repeat(MAX_DRAFT_LENGTH + 1);
    storage.setItem(EXERCISE_KEY_PREFIX + A, JSON.stringify({ ...emptyProgress(), draft: long }));
    const store = createProgressStore(storage, () => 42);
    const [entry, ...more] = store.setAside(A);
    expect(more).toEqual([]);
    expect(entry!.key).toBe(`${QUARANTINE_KEY_PREFIX}42:${EXERCISE_KEY_PREFIX}${A}`);
    expect(entry!.text).toBe(long);
    expect(entry!.why).toBe('it is longer than 200,000 characters, the most this course keeps');
    expect(store.setAside(B)).toEqual([]);
    store.discardSetAside(entry!.key);
    expect(store.setAside(A)).toEqual([]);
    expect(store.quarantined()).toEqual([]);
  });

  it('never stores a draft over the limit (it would be set aside on the next read)', () => {
    const storage = new MemoryStorage();
    const store = createProgressStore(storage);
    store.saveDraft(A, 'short');
    expect(store.saveDraft(A, 'y'.repeat(MAX_DRAFT_LENGTH + 1))).toBe(false);
    expect(createProgressStore(storage).get(A).draft).toBe('short');
    expect(store.saveDraft(A, 'y'.repeat(MAX_DRAFT_LENGTH))).toBe(true);
  });
});

describe('import keeps a backup', () => {
  const fileWith = (draft: string) => JSON.stringify({
    format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z',
    exercises: { [B]: { ...emptyProgress(), draft } },
  });

  it('keeps what an import replaced and restores it; restoring again brings the import back', () => {
    const storage = new MemoryStorage();
    const store = createProgressStore(storage);
    store.saveDraft(A, 'mine');
    expect(store.backup()).toBeNull();
    expect(store.importJson(fileWith('theirs'), new Date('2026-03-04T05:06:07.000Z'))).toEqual({ ok: true, imported: 1 });
    expect(Object.keys(store.all())).toEqual([B]);
    expect(store.backup()).toEqual({ savedAt: '2026-03-04T05:06:07.000Z', exercises: 1 });
    expect(store.restoreBackup()).toEqual({ ok: true, imported: 1 });
    expect(store.all()).toEqual({ [A]: { ...emptyProgress(), draft: 'mine' } });
    expect(store.restoreBackup()).toEqual({ ok: true, imported: 1 });
    expect(store.all()).toEqual({ [B]: { ...emptyProgress(), draft: 'theirs' } });
  });

  it('imports nothing when there is no room for the backup', () => {
    const storage = new QuotaStorage(10_000);
    const store = createProgressStore(storage);
    store.saveDraft(A, 'mine');
    storage.capacity = storage.used() + 20;
    const result = store.importJson(fileWith('theirs'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/no room to keep a backup.*Nothing was changed/);
    expect(store.all()).toEqual({ [A]: { ...emptyProgress(), draft: 'mine' } });
    expect(storage.getItem(BACKUP_KEY)).toBeNull();
  });

  it('says so when there is no backup to restore', () => {
    const store = createProgressStore(new MemoryStorage());
    expect(store.restoreBackup()).toEqual({ ok: false, error: 'There is no backup to restore: one is made when you import a file.' });
  });
});
