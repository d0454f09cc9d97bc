import { describe, expect, it } from 'vitest';
import {
  EXERCISE_KEY_PREFIX,
  MemoryStorage,
  QUARANTINE_KEY_PREFIX,
  UNDO_LIMIT,
  createProgressStore,
  emptyProgress,
  lessonState,
  readStatuses,
} from '../../../src/progress';

const ID = '03-shuffles/01-broadcast';

function fresh() {
  const storage = new MemoryStorage();
  return { storage, store: createProgressStore(storage, () => 1000) };
}

describe('the progress store', () => {
  it('reads an exercise never touched as fresh starter state', () => {
    const { store } = fresh();
    expect(store.get(ID)).toEqual({ draft: null, completed: false, runs: 0, failedRuns: 0, undoStack: [] });
  });

  it('keeps a draft under a versioned per-exercise key', () => {
    const { storage, store } = fresh();
    expect(store.saveDraft(ID, 'export function kernel() {}')).toBe(true);
    expect(JSON.parse(storage.getItem(`${EXERCISE_KEY_PREFIX}${ID}`)!).draft).toBe('export function kernel() {}');
    expect(store.get(ID).draft).toBe('export function kernel() {}');
  });

  it('counts failed runs and marks the exercise completed on the first passing run, for good', () => {
    const { store } = fresh();
    store.recordRun(ID, false);
    store.recordRun(ID, true);
    store.recordRun(ID, false);
    expect(store.get(ID)).toMatchObject({ runs: 3, failedRuns: 2, completed: true });
  });

  it('undoes a reset to the starter by restoring the earlier draft', () => {
    const { store } = fresh();
    store.saveDraft(ID, 'mine');
    store.resetToStarter(ID);
    expect(store.get(ID).draft).toBeNull();
    expect(store.undo(ID)).toBe('mine');
    expect(store.get(ID)).toMatchObject({ draft: 'mine', undoStack: [] });
    expect(store.undo(ID)).toBeNull();
  });

  it('keeps at most UNDO_LIMIT earlier drafts, dropping the oldest', () => {
    const { store } = fresh();
    for (let i = 0; i < UNDO_LIMIT + 5; i++) store.pushUndo(ID, `v${i}`);
    const stack = store.get(ID).undoStack;
    expect(stack).toHaveLength(UNDO_LIMIT);
    expect(stack[0]).toBe('v5');
    expect(stack.at(-1)).toBe(`v${UNDO_LIMIT + 4}`);
  });

  it('sets a corrupt entry aside under a quarantine key and reads the exercise as fresh', () => {
    const { storage, store } = fresh();
    storage.setItem(`${EXERCISE_KEY_PREFIX}${ID}`, '{"draft": 42');
    expect(store.get(ID)).toEqual(emptyProgress());
    expect(storage.getItem(`${EXERCISE_KEY_PREFIX}${ID}`)).toBeNull();
    expect(storage.getItem(`${QUARANTINE_KEY_PREFIX}1000:${EXERCISE_KEY_PREFIX}${ID}`)).toBe('{"draft": 42');
    expect(store.quarantined()).toEqual([
      { key: `${QUARANTINE_KEY_PREFIX}1000:${EXERCISE_KEY_PREFIX}${ID}`, originalKey: `${EXERCISE_KEY_PREFIX}${ID}`, raw: '{"draft": 42' },
    ]);
  });

  it('quarantines well-formed JSON of the wrong shape (more failed runs than runs)', () => {
    const { storage, store } = fresh();
    storage.setItem(`${EXERCISE_KEY_PREFIX}${ID}`, JSON.stringify({ ...emptyProgress(), runs: 1, failedRuns: 2 }));
    expect(store.all()).toEqual({});
    expect(store.quarantined()).toHaveLength(1);
  });

  it('notifies subscribers with the changed exercise id', () => {
    const { store } = fresh();
    const seen: (string | null)[] = [];
    const stop = store.subscribe((id) => seen.push(id));
    store.saveDraft(ID, 'x');
    store.clear();
    stop();
    store.saveDraft(ID, 'y');
    expect(seen).toEqual([ID, null]);
  });

  it('refuses to write under a malformed exercise id', () => {
    const { store } = fresh();
    expect(() => store.saveDraft('Not An Id', 'x')).toThrow();
  });
});

describe('the light reader used by page scripts', () => {
  it('tells started, completed and untouched exercises apart and ignores junk', () => {
    const { storage, store } = fresh();
    store.saveDraft('01-warps/01-lane-id', 'x');
    store.recordRun('01-warps/02-warp-id', true);
    storage.setItem(`${EXERCISE_KEY_PREFIX}01-warps/03-junk`, 'not json');
    const s = readStatuses(storage);
    expect(s.get('01-warps/01-lane-id')).toEqual({ started: true, completed: false });
    expect(s.get('01-warps/02-warp-id')).toEqual({ started: true, completed: true });
    expect(s.has('01-warps/03-junk')).toBe(false);
    expect(lessonState(['01-warps/01-lane-id', '01-warps/02-warp-id'], s)).toBe('started');
    expect(lessonState(['01-warps/02-warp-id'], s)).toBe('done');
    expect(lessonState(['01-warps/09-none'], s)).toBe('todo');
    expect(lessonState([], s)).toBe('todo');
  });
});
