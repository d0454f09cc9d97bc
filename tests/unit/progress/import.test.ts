import { describe, expect, it } from 'vitest';
import { MemoryStorage, createProgressStore, emptyProgress } from '../../../src/progress';

const ID = '03-shuffles/01-broadcast';

function withOneDraft() {
  const storage = new MemoryStorage();
  const store = createProgressStore(storage);
  store.saveDraft(ID, 'old draft');
  return { storage, store };
}

function snapshot(storage: MemoryStorage): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (let i = 0; i < storage.length; i++) out[storage.key(i)!] = storage.getItem(storage.key(i)!);
  return out;
}

describe('progress export and import', () => {
  it('round-trips an export into a fresh browser', () => {
    const { store } = withOneDraft();
    store.recordRun(ID, true);
    const text = store.exportJson(new Date('2026-01-02T03:04:05.000Z'));
    expect(JSON.parse(text)).toEqual({
      format: 'warp-school-progress',
      version: 1,
      exportedAt: '2026-01-02T03:04:05.000Z',
      exercises: { [ID]: { draft: 'old draft', completed: true, runs: 1, failedRuns: 0, undoStack: [] } },
    });
    const other = createProgressStore(new MemoryStorage());
    expect(other.importJson(text)).toEqual({ ok: true, imported: 1 });
    expect(other.get(ID)).toEqual(store.get(ID));
  });

  it('replaces existing progress with the imported file', () => {
    const { store } = withOneDraft();
    const file = { format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z', exercises: { '01-warps/01-lane-id': emptyProgress() } };
    expect(store.importJson(JSON.stringify(file))).toEqual({ ok: true, imported: 1 });
    expect(Object.keys(store.all())).toEqual(['01-warps/01-lane-id']);
  });

  const refused: [string, string, RegExp][] = [
    ['text that is not JSON', '{"format": "warp-school-progress",', /not valid JSON/],
    ['a JSON array', '[1, 2, 3]', /not a Warp School progress file/],
    ['JSON without the format tag', '{"exercises": {}}', /not a Warp School progress file/],
    ['a file of another version', '{"format": "warp-school-progress", "version": 2, "exportedAt": "2026-01-02T03:04:05.000Z", "exercises": {}}', /version 2/],
    [
      'an entry whose runs is a string',
      JSON.stringify({ format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z', exercises: { [ID]: { ...emptyProgress(), runs: '3' } } }),
      /`exercises\.03-shuffles\/01-broadcast\.runs`/,
    ],
    [
      'an entry under a malformed exercise id',
      JSON.stringify({ format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z', exercises: { 'Bad Id': emptyProgress() } }),
      /exercise id looks like/,
    ],
  ];

  it.each(refused)('refuses %s with a clear message and changes nothing', (_what, text, message) => {
    const { storage, store } = withOneDraft();
    const before = snapshot(storage);
    const result = store.importJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(message);
      expect(result.error).toMatch(/Nothing was changed/);
    }
    expect(snapshot(storage)).toEqual(before);
  });

  it('restores the old progress when storage fails part-way through an import', () => {
    const { storage, store } = withOneDraft();
    const before = snapshot(storage);
    const exercises: Record<string, ReturnType<typeof emptyProgress>> = {};
    for (let i = 0; i < 5; i++) exercises[`01-warps/0${i}-x`] = emptyProgress();
    let writes = 0;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k, v) => {
      if (++writes === 3) throw new Error('QuotaExceededError');
      setItem(k, v);
    };
    const result = store.importJson(JSON.stringify({ format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z', exercises }));
    storage.setItem = setItem;
    expect(result.ok).toBe(false);
    expect(snapshot(storage)).toEqual(before);
  });
});
