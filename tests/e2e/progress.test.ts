import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';

const site = inject('site');
const firstLesson = site.lessons[0]!;
const firstIds = site.exercises[firstLesson] ?? [];
const KEY = 'warp-school:v1:exercise:';
let session: Session;

beforeAll(async () => {
  session = await openSession(site.origin);
});
afterAll(async () => {
  await session?.close();
});

/** A fresh page with `entries` (id → progress) as the only stored progress. */
async function pageWith(entries: Record<string, unknown>, path = ''): Promise<Page> {
  const page = await session.newPage();
  await page.goto(site.home);
  await page.evaluate(
    ([prefix, e]) => {
      localStorage.clear();
      for (const [id, v] of Object.entries(e)) localStorage.setItem(prefix + id, typeof v === 'string' ? v : JSON.stringify(v));
    },
    [KEY, entries] as const,
  );
  await page.goto(`${site.home}${path}`);
  return page;
}

const done = { draft: 'export function kernel(): void {}', completed: true, runs: 2, failedRuns: 1, undoStack: [] };
const storageSnapshot = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));

describe('progress in the browser', () => {
  it('the first lesson has exercises to track', () => {
    expect(firstIds.length).toBeGreaterThan(0);
  });

  it('marks a lesson completed in the sidebar once all its exercises are, and "Continue" moves on to the next exercise', async () => {
    const page = await pageWith(Object.fromEntries(firstIds.map((id) => [id, done])));
    const item = page.locator('#sidebar .outline > li').first();
    expect(await item.getAttribute('data-state')).toBe('done');
    expect(await item.locator(':scope > a').textContent()).toMatch(/\(completed\)/);
    const cont = page.locator('#continue');
    const next = site.lessons.slice(1).find((l) => (site.exercises[l] ?? []).length > 0);
    if (next) {
      expect(await cont.getAttribute('href')).toBe(`${site.base}lessons/${next}/#exercise-${site.exercises[next]![0]!.split('/')[1]}`);
      expect(await cont.textContent()).toMatch(/^Continue: /);
    }
    await page.close();
  });

  it('shows a lesson with one exercise drafted as in progress, and "Continue" goes to that exercise', async () => {
    const page = await pageWith({ [firstIds[0]!]: { ...done, completed: false, runs: 0, failedRuns: 0 } });
    expect(await page.locator('#sidebar .outline > li').first().getAttribute('data-state')).toBe('started');
    expect(await page.locator('#continue').getAttribute('href')).toBe(`${site.base}lessons/${firstLesson}/#exercise-${firstIds[0]!.split('/')[1]}`);
    await page.close();
  });

  it('updates the sidebar marks at once when an exercise on the page is completed', async () => {
    const page = await pageWith({}, `lessons/${firstLesson}/`);
    const item = page.locator(`#sidebar li[data-exercises="${firstIds[0]}"]`);
    expect(await item.getAttribute('data-state')).toBe('todo');
    await page.evaluate(([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new CustomEvent('warp-school:progress', { detail: { id: null } }));
    }, [KEY + firstIds[0], JSON.stringify(done)] as const);
    await page.waitForFunction((id) => document.querySelector(`#sidebar li[data-exercises="${id}"]`)?.getAttribute('data-state') === 'done', firstIds[0]);
    expect(await item.locator('.state-text').textContent()).toBe(' (completed)');
    await page.close();
  });

  it('exports the stored progress as a versioned JSON file', async () => {
    const page = await pageWith({ [firstIds[0]!]: done }, 'progress/');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#export').click()]);
    expect(download.suggestedFilename()).toMatch(/^warp-school-progress-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file).toMatchObject({ format: 'warp-school-progress', version: 1, exercises: { [firstIds[0]!]: done } });
    expect(await page.locator('#message').textContent()).toMatch(/downloaded/);
    await page.close();
  });

  it('imports an exported file, replacing what was stored once confirmed, and shows it in the table', async () => {
    const page = await pageWith({}, 'progress/');
    const file = { format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z', exercises: { [firstIds[0]!]: done } };
    await page.locator('#import-file').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.locator('#confirm-replace').click();
    await page.locator('#message:not(:empty)').waitFor();
    expect(await page.locator('#message').textContent()).toMatch(/Imported progress on 1 exercise from “mine.json”/);
    const row = page.locator(`tr[data-exercise="${firstIds[0]}"]`);
    expect(await row.getAttribute('data-state')).toBe('done');
    expect(await row.locator('.runs').textContent()).toBe('2');
    await page.close();
  });

  const refused: [string, string, RegExp][] = [
    ['a file that is not JSON', '{"format": "warp-school-progress", oops', /not valid JSON/],
    ['a JSON file of another kind', '{"name": "warp-school", "version": "0.1.0"}', /not a Warp School progress file/],
    [
      'a progress file whose runs count is a string',
      JSON.stringify({ format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z', exercises: { '01-a/01-b': { ...done, runs: '3' } } }),
      /invalid entries: `exercises\.01-a\/01-b\.runs`/,
    ],
  ];
  it.each(refused)('refuses %s with a clear message and changes nothing', async (_what, text, message) => {
    const page = await pageWith({ [firstIds[0]!]: done }, 'progress/');
    const before = await storageSnapshot(page);
    await page.locator('#import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const alert = page.getByRole('alert');
    await page.locator('#problem:not(:empty)').waitFor();
    expect(await alert.textContent()).toMatch(message);
    expect(await alert.textContent()).toMatch(/Nothing was changed/);
    expect(await storageSnapshot(page)).toEqual(before);
    expect(await page.locator(`tr[data-exercise="${firstIds[0]}"]`).getAttribute('data-state')).toBe('done');
    await page.close();
  });

  it('sets a corrupt stored entry aside instead of crashing, and says so', async () => {
    const errorsBefore = session.errors.length;
    const page = await pageWith({ [firstIds[0]!]: '{"draft": "x", "completed": tru' }, 'progress/');
    expect(await page.locator('#summary').textContent()).toMatch(/1 unreadable saved entry was set aside/);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.some((k) => k.startsWith('warp-school:quarantine:') && k.endsWith(firstIds[0]!))).toBe(true);
    expect(keys).not.toContain(KEY + firstIds[0]);
    await page.goto(`${site.home}lessons/${firstLesson}/`);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(session.errors.slice(errorsBefore)).toEqual([]);
    await page.close();
  });

  it('asked for no other origin', () => {
    expect(session.foreign).toEqual([]);
  });
});
