/**
 * Nothing lost, nothing hidden, nobody trapped (browser, Chromium):
 * - Escape, then Tab, leaves an editor, in one editor after another (keyboard only);
 * - a full localStorage is still read, and the exercise says new work cannot be saved and
 *   offers the progress file, which holds the unsaved code;
 * - saved code that was set aside is announced where it was and can be taken back;
 * - the last keystrokes are saved when the page is hidden or left;
 * - an import asks first and leaves a backup that restores;
 * - the status badge says "passed before" after a failing run;
 * - the home page's Continue goes to the first unfinished exercise;
 * - result tables with "undefined" cells fit 1280 px: eight fixed-width lane cells a row,
 *   nothing cut off.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { runIn, setCode } from './support/editor';
import { PROGRESS_KEY, pageWithProgress } from './support/progress';

const site = inject('site');
const ID = '03-shuffles/01-broadcast';
const lessonUrl = `${site.home}lessons/03-shuffles/`;
const widget = `warp-exercise[data-id="${ID}"]`;
const folder = join(ROOT, site.content, '03-shuffles/exercises/01-broadcast');
const read = (name: string) => readFileSync(join(folder, name), 'utf8');
const entry = (draft: string | null, extra: Record<string, unknown> = {}) =>
  ({ draft, completed: false, runs: 0, failedRuns: 0, undoStack: [], ...extra });

let session: Session;
beforeAll(async () => { session = await openSession(site.origin); });
afterAll(async () => { await session?.close(); });

async function openExercise(page: Page, url = lessonUrl): Promise<void> {
  if (page.url() !== url) await page.goto(url);
  await page.locator(widget).scrollIntoViewIfNeeded();
  await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
}
const editorValue = (page: Page, sel = widget) =>
  page.locator(sel).evaluate((el) => (el as HTMLElement & { warpEditor: { getValue(): string } }).warpEditor.getValue());
const stored = (page: Page, id = ID) => page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY + id);

/** Fills the origin's localStorage up to its quota with throw-away keys. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let size = 1 << 20;
    let n = 0;
    while (size >= 16) {
      try { localStorage.setItem(`filler-${n++}`, 'x'.repeat(size)); } catch { size >>= 1; }
    }
  });
}

describe.skipIf(!site.exercises['03-shuffles']?.includes(ID))('robustness of the course pages', () => {
  it('lets the keyboard leave each editor with Escape then Tab, editor after editor, and Tab alone still indents', async () => {
    const page = await pageWithProgress(session, site.home, {}, lessonUrl);
    const editors = page.locator('warp-exercise');
    expect(await editors.count()).toBeGreaterThan(1);
    // Tab from the top of the page into the first editor.
    const inEditor = () => page.evaluate(() => !!document.activeElement?.closest('warp-exercise [data-role="editor"] .monaco-editor, warp-exercise [data-role="editor"]'));
    let n = 0;
    while (!(await inEditor()) && n++ < 80) await page.keyboard.press('Tab');
    expect(await inEditor()).toBe(true);
    const first = await page.evaluate(() => document.activeElement!.closest('warp-exercise')!.getAttribute('data-id'));
    await page.locator(`warp-exercise[data-id="${first}"][data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
    await page.waitForFunction((id) => !!document.activeElement?.closest(`warp-exercise[data-id="${id}"] .monaco-editor`), first);
    const before = await editorValue(page, `warp-exercise[data-id="${first}"]`);
    await page.keyboard.press('Tab'); // indents: focus stays
    expect(await page.evaluate((id) => !!document.activeElement?.closest(`warp-exercise[data-id="${id}"] .monaco-editor`), first)).toBe(true);
    expect(await editorValue(page, `warp-exercise[data-id="${first}"]`)).not.toBe(before);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('run');
    // On to the next exercise's editor, and out of it the same way.
    n = 0;
    const inOther = () => page.evaluate((id) => {
      const ex = document.activeElement?.closest('warp-exercise');
      return !!ex && ex.getAttribute('data-id') !== id && !!document.activeElement?.closest('[data-role="editor"]');
    }, first);
    while (!(await inOther()) && n++ < 60) await page.keyboard.press('Tab');
    expect(await inOther()).toBe(true);
    const second = await page.evaluate(() => document.activeElement!.closest('warp-exercise')!.getAttribute('data-id'));
    await page.locator(`warp-exercise[data-id="${second}"][data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
    await page.waitForFunction((id) => !!document.activeElement?.closest(`warp-exercise[data-id="${id}"] .monaco-editor`), second);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => ({ action: document.activeElement?.getAttribute('data-action'), id: document.activeElement?.closest('warp-exercise')?.getAttribute('data-id') })))
      .toEqual({ action: 'run', id: second });
    // Shift+Tab after Escape goes back out above the editor.
    await page.keyboard.press('Shift+Tab');
    await page.waitForFunction((id) => !!document.activeElement?.closest(`warp-exercise[data-id="${id}"] .monaco-editor`), second);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate((id) => {
      const a = document.activeElement!;
      return !a.closest(`warp-exercise[data-id="${id}"] [data-role="editor"]`) && a !== document.body;
    }, second)).toBe(true);
    await page.close();
  });

  it('reads saved code from a full localStorage, says new work cannot be saved, and exports it', async () => {
    const page = await pageWithProgress(session, site.home, { [ID]: entry('// my saved code\n') }, site.home);
    await fillStorage(page);
    await openExercise(page);
    expect(await editorValue(page)).toBe('// my saved code\n');
    const notice = page.locator(`${widget} [data-notice="full"]`);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('storage is full, so new work here cannot be saved');
    // The autosave (500 ms after the edit) redraws the notice: wait for its attempt to store the code.
    await notice.locator('p').evaluate((p) => p.setAttribute('data-before-save', ''));
    await setCode(page.locator(widget), '// new work, longer than what was saved, so it needs more room\n');
    await notice.locator('p:not([data-before-save])').waitFor();
    expect(JSON.parse((await stored(page))!).draft).toBe('// my saved code\n');
    const [download] = await Promise.all([page.waitForEvent('download'), notice.locator('[data-action="export-progress"]').click()]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file.exercises[ID].draft).toBe('// new work, longer than what was saved, so it needs more room\n');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('says where saved code was set aside and puts it back in the editor', async () => {
    const bad = { draft: '// code from before\n', completed: 'yes', runs: 1, failedRuns: 0, undoStack: [] };
    const page = await pageWithProgress(session, site.home, { [ID]: bad }, lessonUrl);
    await openExercise(page);
    expect(await editorValue(page)).toBe(read('starter.ts'));
    const notice = page.locator(`${widget} .wx-notice`, { hasText: 'set aside' });
    expect(await notice.textContent()).toContain('Your saved code for this exercise was set aside');
    await notice.locator('[data-action="restore-set-aside"]').click();
    expect(await editorValue(page)).toBe('// code from before\n');
    expect(await notice.count()).toBe(0);
    expect(JSON.parse((await stored(page))!).draft).toBe('// code from before\n');
    await page.close();
  });

  it('offers back a saved draft over the length limit, as a download of the whole text', async () => {
    const long = `// long\n${'x'.repeat(200_001)}\n`;
    const page = await pageWithProgress(session, site.home, { [ID]: entry(long) }, lessonUrl);
    await openExercise(page);
    const notice = page.locator(`${widget} .wx-notice`, { hasText: 'set aside' });
    expect(await notice.textContent()).toContain('longer than 200,000 characters');
    const [download] = await Promise.all([page.waitForEvent('download'), notice.locator('[data-action="download-set-aside"]').click()]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(long);
    await page.close();
  });

  it('saves the last keystrokes at once when the page is hidden, and when it is left', async () => {
    const page = await pageWithProgress(session, site.home, {}, lessonUrl);
    await openExercise(page);
    await page.locator(`${widget} .monaco-editor`).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('// typed just now');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(JSON.parse((await stored(page))!).draft).toContain('// typed just now');
    await page.keyboard.type(' and more');
    await page.goto(site.home); // pagehide, well inside the 500 ms autosave delay
    expect(JSON.parse((await stored(page))!).draft).toContain('// typed just now and more');
    await page.close();
  });

  it('saves the playground’s last keystrokes at once when the page is hidden', async () => {
    const page = await pageWithProgress(session, site.home, {}, `${site.home}playground/`);
    await page.locator('warp-playground[data-ready="true"] .monaco-editor').waitFor({ timeout: 30_000 });
    await page.locator('warp-playground .monaco-editor').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('// playground note');
    const saved = await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      const raw = localStorage.getItem('warp-school:playground:v1') ?? '';
      const b64 = new URLSearchParams(raw.replace(/^#/, '')).values().next().value ?? '';
      return atob(b64.replace(/-/g, '+').replace(/_/g, '/'));
    });
    expect(JSON.parse(saved).code).toContain('// playground note');
    await page.close();
  });

  it('asks before an import replaces progress, and keeps a backup that restores', async () => {
    const mine = entry('// mine\n', { runs: 3, failedRuns: 1 });
    const page = await pageWithProgress(session, site.home, { [ID]: mine }, `${site.home}progress/`);
    const file = { format: 'warp-school-progress', version: 1, exportedAt: '2026-01-02T03:04:05.000Z', exercises: { '01-warps/01-lane-and-warp': entry(null, { completed: true, runs: 1 }) } };
    const choose = () => page.locator('#import-file').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await choose();
    await page.locator('#confirm-import:not([hidden])').waitFor();
    expect(await page.locator('#confirm-text').textContent()).toMatch(/Replace the progress in this browser \(1 exercise, 0 completed\) with that of “other.json” \(1 exercise, 1 completed/);
    expect(JSON.parse((await stored(page))!)).toEqual(mine); // nothing changed yet
    await page.locator('#confirm-cancel').click();
    expect(await page.locator('#message').textContent()).toBe('Nothing was imported.');
    expect(JSON.parse((await stored(page))!)).toEqual(mine);
    await choose();
    await page.locator('#confirm-replace').click();
    expect(await page.locator('#message').textContent()).toMatch(/Imported progress on 1 exercise from “other.json”/);
    expect(await stored(page)).toBeNull();
    expect(await page.locator('#backup').isVisible()).toBe(true);
    await page.locator('#restore-backup').click();
    expect(JSON.parse((await stored(page))!)).toEqual(mine);
    expect(await stored(page, '01-warps/01-lane-and-warp')).toBeNull();
    await page.close();
  });

  it('does not keep saying "Passed" after a failing run without saying it passed before', async () => {
    const page = await pageWithProgress(session, site.home, { [ID]: entry(null, { completed: true, runs: 1 }) }, lessonUrl);
    await openExercise(page);
    const badge = page.locator(`${widget} [data-role="status"]`);
    expect((await badge.textContent())?.trim()).toBe('✓ Passed');
    await setCode(page.locator(widget), read('starter.ts'));
    expect(await runIn(page.locator(widget))).toMatch(/^✗/);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('this run failed'), `${widget} [data-role="status"]`);
    expect((await badge.textContent())?.trim()).toBe('✓ Passed before; this run failed');
    await setCode(page.locator(widget), read('solution.ts'));
    expect(await runIn(page.locator(widget))).toMatch(/^✓/);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.trim() === '✓ Passed', `${widget} [data-role="status"]`);
    await page.close();
  });

  it('sends Continue on the home page to the first unfinished exercise', async () => {
    const lesson = site.lessons.find((l) => (site.exercises[l] ?? []).length > 1)!;
    const [firstId, secondId] = site.exercises[lesson]!;
    const title = JSON.parse(readFileSync(join(ROOT, site.content, lesson, 'exercises', secondId!.split('/')[1]!, 'exercise.json'), 'utf8')).title;
    const done = Object.fromEntries(site.lessons.slice(0, site.lessons.indexOf(lesson)).flatMap((l) => site.exercises[l] ?? []).concat([firstId!])
      .map((id) => [id, entry(null, { completed: true, runs: 1 })]));
    const page = await pageWithProgress(session, site.home, done, site.home);
    const cont = page.locator('#continue');
    expect(await cont.getAttribute('href')).toBe(`${site.base}lessons/${lesson}/#exercise-${secondId!.split('/')[1]}`);
    expect(await cont.textContent()).toBe(`Continue: ${title}`);
    await cont.click();
    await page.waitForURL(`${site.home}lessons/${lesson}/#exercise-${secondId!.split('/')[1]}`);
    await page.close();
  });

  it('fits result tables with "undefined" cells in 1280 px: eight fixed-width lane cells a row, nothing cut off', async () => {
    const page = await pageWithProgress(session, site.home, {}, lessonUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openExercise(page);
    // Odd lanes store a local that was never assigned: "undefined" in half the cells.
    await setCode(page.locator(widget), `export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v: float;
  if ((threadIdx.x & 1) == 0) v = values[gid];
  out[gid] = v;
}
`);
    expect(await runIn(page.locator(widget))).toMatch(/^✗/);
    const tables = page.locator(`${widget} .wx-test[open] table.wx-lane-table`);
    expect(await tables.count()).toBeGreaterThan(0);
    const shape = await tables.first().evaluate((t) => {
      const rows = [...t.querySelectorAll('tr')];
      const cells = [...t.querySelectorAll('td')] as HTMLElement[];
      const scroller = t.closest('.wx-scroll') as HTMLElement;
      const widths = new Set(cells.map((c) => Math.round(c.getBoundingClientRect().width)));
      return {
        perRow: [...new Set(rows.map((r) => r.querySelectorAll('td, th[scope="col"]').length))],
        undefinedCells: cells.filter((c) => c.textContent?.includes('undefined')).length,
        overflowing: scroller.scrollWidth - scroller.clientWidth,
        clipped: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length,
        widths: [...widths],
        right: t.getBoundingClientRect().right,
        viewport: window.innerWidth,
      };
    });
    expect(shape.perRow).toEqual([8]);
    expect(shape.undefinedCells).toBeGreaterThan(0);
    expect(shape.overflowing).toBeLessThanOrEqual(0);
    expect(shape.clipped).toBe(0);
    expect(shape.widths.length).toBe(1); // one width for every lane cell
    expect(shape.right).toBeLessThanOrEqual(shape.viewport);
    // The step-through shows every lane without sideways scrolling (bands of 16 at this width).
    await page.locator(`${widget} .wx-test[open] [data-action="step-through"]`).first().click();
    const diagram = page.locator(`${widget} .ws-stepper .ws-step-diagram`);
    await diagram.locator('svg.wd, svg.wg').first().waitFor();
    const fit = await diagram.evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth, right: d.getBoundingClientRect().right, svg: d.querySelector('svg')!.getBoundingClientRect().width }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.svg).toBe(580);
    expect(fit.right).toBeLessThanOrEqual(1280);
    await page.close();
  });

  it('asked for no other origin', () => {
    expect(session.foreign).toEqual([]);
  });
});
