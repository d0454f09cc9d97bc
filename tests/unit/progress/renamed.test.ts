import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { MemoryStorage } from '../../../src/progress/storage';
import { migrateRenamed } from '../../../src/progress/renamed';
import { readStatuses } from '../../../src/progress/lite';
import { createProgressStore } from '../../../src/progress/store';
import { EXERCISE_KEY_PREFIX } from '../../../src/progress/keys';

const entry = (draft: string | null, completed = false) => JSON.stringify({ draft, completed, runs: completed ? 1 : 0, failedRuns: 0, undoStack: [] });
const TABLE = { '05-old/01-x': '06-new/01-x', '05-old/02-y': '06-new/02-y' };

describe('progress saved under an exercise id the course renamed', () => {
  it('moves an entry from its old id to the id it has now, unchanged', () => {
    const s = new MemoryStorage();
    s.setItem(EXERCISE_KEY_PREFIX + '05-old/01-x', entry('my code', true));
    expect(migrateRenamed(s, TABLE)).toEqual(['05-old/01-x']);
    expect(s.getItem(EXERCISE_KEY_PREFIX + '05-old/01-x')).toBeNull();
    expect(s.getItem(EXERCISE_KEY_PREFIX + '06-new/01-x')).toBe(entry('my code', true));
  });

  it('leaves an old entry alone when the new id already has progress (nothing is overwritten)', () => {
    const s = new MemoryStorage();
    s.setItem(EXERCISE_KEY_PREFIX + '05-old/01-x', entry('old'));
    s.setItem(EXERCISE_KEY_PREFIX + '06-new/01-x', entry('new'));
    expect(migrateRenamed(s, TABLE)).toEqual([]);
    expect(s.getItem(EXERCISE_KEY_PREFIX + '06-new/01-x')).toBe(entry('new'));
    expect(s.getItem(EXERCISE_KEY_PREFIX + '05-old/01-x')).toBe(entry('old'));
  });

  it('follows a chain of renamings, and does nothing the second time', () => {
    const s = new MemoryStorage();
    s.setItem(EXERCISE_KEY_PREFIX + '04-a/01-x', entry('v'));
    const chain = { '04-a/01-x': '05-a/01-x', '05-a/01-x': '07-a/01-x' };
    expect(migrateRenamed(s, chain)).toEqual(['04-a/01-x']);
    expect(s.getItem(EXERCISE_KEY_PREFIX + '07-a/01-x')).toBe(entry('v'));
    expect(migrateRenamed(s, chain)).toEqual([]);
  });

  it('keeps the old entry when storage refuses the write', () => {
    const s = new MemoryStorage();
    s.setItem(EXERCISE_KEY_PREFIX + '05-old/01-x', entry('v'));
    const full = Object.assign(Object.create(s) as MemoryStorage, { setItem: () => { throw new Error('QuotaExceededError'); } });
    expect(migrateRenamed(full, TABLE)).toEqual([]);
    expect(s.getItem(EXERCISE_KEY_PREFIX + '05-old/01-x')).toBe(entry('v'));
  });

  it('uses the course\'s own table by default: the warp sum of lesson 8 is now lesson 9\'s', () => {
    const table = JSON.parse(readFileSync('content/renamed.json', 'utf8')).exercises as Record<string, string>;
    expect(table['08-warp-reduce/01-warp-sum']).toBe('09-warp-reduce/01-warp-sum');
    const s = new MemoryStorage();
    s.setItem(EXERCISE_KEY_PREFIX + '08-warp-reduce/01-warp-sum', entry('sum', true));
    expect(migrateRenamed(s)).toEqual(['08-warp-reduce/01-warp-sum']);
    expect(JSON.parse(s.getItem(EXERCISE_KEY_PREFIX + '09-warp-reduce/01-warp-sum')!).draft).toBe('sum');
  });

  it('is done by the page scripts\' reader and by the store, so both see the progress under the new id', () => {
    const a = new MemoryStorage();
    a.setItem(EXERCISE_KEY_PREFIX + '05-activemask/02-branch-mean', entry('mine', true));
    expect(readStatuses(a).get('06-activemask/02-branch-mean')).toEqual({ started: true, completed: true });
    expect(readStatuses(a).has('05-activemask/02-branch-mean')).toBe(false);

    const b = new MemoryStorage();
    b.setItem(EXERCISE_KEY_PREFIX + '04-votes/04-until-all-done', entry('loop'));
    const store = createProgressStore(b);
    expect(store.get('05-compaction-and-loops/02-until-all-done').draft).toBe('loop');
    expect(Object.keys(store.all())).toEqual(['05-compaction-and-loops/02-until-all-done']);
  });
});
