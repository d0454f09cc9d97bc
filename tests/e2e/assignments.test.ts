/**
 * The assignment pages in a built site: the index lists every assignment, an assignment
 * page lists its exercises with points, links and the learner's status, and "Download
 * submission" gives a file that the schema accepts and `warp-school grade` grades. Also
 * "Copy as CUDA" on an exercise: the clipboard gets the translation of the editor's code,
 * code that does not compile copies nothing, and without a clipboard the text is shown.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { submissionFile } from '../../src/schema/assignment';
import { seriousViolations } from './support/axe';
import { setCode } from './support/editor';
import { PROGRESS_KEY, pageWithProgress } from './support/progress';

/** A fresh page at `path` (under the site's base) with `entries` as the only stored progress. */
const pageWith = (entries: Record<string, unknown>, path: string): Promise<Page> => pageWithProgress(session, site.home, entries, `${site.home}${path}`);

const site = inject('site');
const BROADCAST = '03-shuffles/01-broadcast';
const SUM = '09-warp-reduce/01-warp-sum';
const folder = (id: string) => join(ROOT, 'content', id.replace('/', '/exercises/'));
const read = (id: string, name: string) => readFileSync(join(folder(id), name), 'utf8');
const week1 = JSON.parse(readFileSync(join(ROOT, 'assignments/week-1.json'), 'utf8')) as { title: string; exercises: { id: string; points: number }[] };
const pageUrl = `${site.home}assignments/week-1/`;
const hasCourse = site.content === './content';

let session: Session;
let scratch: string;
beforeAll(async () => {
  session = await openSession(site.origin);
  scratch = mkdtempSync(join(tmpdir(), 'warp-school-assignments-'));
});
afterAll(async () => {
  await session?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(!hasCourse)('assignment pages', () => {
  it('lists week-1 on the assignments index, linked from the site header', async () => {
    const page = await pageWith({}, '');
    await page.locator('.header-links a', { hasText: 'Assignments' }).click();
    await page.waitForURL(`${site.home}assignments/`);
    const item = page.locator('li[data-assignment="week-1"]');
    expect(await item.locator('a').textContent()).toBe(week1.title);
    expect(await item.locator('a').getAttribute('href')).toBe(`${site.base}assignments/week-1/`);
    expect(await item.textContent()).toMatch(/Due Monday 14 December 2026, 23:59 UTC\s*·\s*3 exercises\s*·\s*30 points/);
    expect(await page.locator('#sidebar a[aria-current="page"]').textContent()).toMatch(/Assignments/);
    await page.close();
  });

  it('reads without JavaScript: exercises in order, points, lesson links to each exercise, the due date as <time>', async () => {
    const html = await (await fetch(pageUrl)).text();
    expect(html).toMatch(/<time datetime="2026-12-14T23:59:00Z"[^>]*>Monday 14 December 2026, 23:59 UTC<\/time>/);
    const rows = [...html.matchAll(/<tr data-exercise="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    expect(rows.map((r) => r[1])).toEqual(week1.exercises.map((e) => e.id));
    for (const [, id, row] of rows) {
      const title = JSON.parse(read(id!, 'exercise.json')).title as string;
      const [lesson, ex] = id!.split('/');
      expect(row).toContain(`href="${site.base}lessons/${lesson}/#wx-${lesson}--${ex}"`);
      expect(row).toContain(title.replace(/'/g, '&#39;'));
      expect(row).toMatch(/<td class="n points"[^>]*>10<\/td>/);
      const lessonHtml = await (await fetch(`${site.home}lessons/${lesson}/`)).text();
      expect(lessonHtml).toContain(`id="wx-${lesson}--${ex}"`);
    }
  });

  it('shows each exercise\'s status and which have code to submit', async () => {
    const page = await pageWith({
      [BROADCAST]: { draft: read(BROADCAST, 'solution.ts'), completed: true, runs: 1, failedRuns: 0, undoStack: [] },
      [SUM]: { draft: null, completed: false, runs: 2, failedRuns: 2, undoStack: [] },
    }, 'assignments/week-1/');
    const state = (id: string) => page.locator(`tr[data-exercise="${id}"]`).getAttribute('data-state');
    expect(await state(BROADCAST)).toBe('done');
    expect(await state(SUM)).toBe('started');
    expect(await state('01-warps/01-lane-and-warp')).toBe('todo');
    expect(await page.locator(`tr[data-exercise="${BROADCAST}"] .status-text`).textContent()).toBe('Done');
    expect(await page.locator(`tr[data-exercise="${SUM}"] .status-text`).textContent()).toBe('In progress');
    expect(await page.locator('#readiness').textContent()).toBe('1 of 3 exercises has code to submit.');
    expect(await page.locator('#missing li').count()).toBe(2);
    await page.close();
  });

  it('downloads a submission file that the schema accepts and `warp-school grade` grades', async () => {
    const solution = read(BROADCAST, 'solution.ts');
    const page = await pageWith({}, 'assignments/week-1/');
    expect(await page.locator('#download').isDisabled()).toBe(true);
    // Saving code in the exercise itself (as the editor does) updates this page's state on the next paint.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PROGRESS_KEY + BROADCAST, JSON.stringify({ draft: solution, completed: false, runs: 0, failedRuns: 0, undoStack: [] })] as const);
    await page.reload();
    expect(await page.locator('#readiness').textContent()).toBe('1 of 3 exercises has code to submit.');
    await page.locator('#student').fill('ada');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download').click()]);
    expect(download.suggestedFilename()).toBe('week-1-submission.json');
    const text = readFileSync((await download.path())!, 'utf8');
    const file = submissionFile.parse(JSON.parse(text));
    expect(file).toMatchObject({ version: 1, assignment: week1.title, student: 'ada', solutions: { [BROADCAST]: solution } });
    expect(Object.keys(file.solutions)).toEqual([BROADCAST]);
    expect(Number.isNaN(Date.parse(file.submittedAt!))).toBe(false);
    expect(await page.locator('#message').textContent()).toMatch(/Downloaded week-1-submission\.json with your code for 1 of 3 exercises/);

    const path = join(scratch, 'week-1-submission.json');
    writeFileSync(path, text);
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/warp-school.mjs'), 'grade', '--assignment', join(ROOT, 'assignments/week-1.json'), path, '--format', 'json', '--workers', '1'], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, WARP_SCHOOL_SEED: 'assignment page test' }, timeout: 110_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as { students: { student: string; score: number; exercises: { id: string; status: string; score: number }[] }[] };
    expect(result.students).toHaveLength(1);
    const [student] = result.students;
    expect(student!.student).toBe('ada');
    // The reference solution earns the broadcast's 10 points; the two exercises left out earn 0.
    expect(student!.exercises.map((e) => [e.id, e.score])).toEqual([['01-warps/01-lane-and-warp', 0], [BROADCAST, 10], [SUM, 0]]);
    expect(student!.score).toBe(10);
    await page.close();
  });

  it('has no serious accessibility violations on the index and on an assignment page with statuses', async () => {
    for (const path of ['assignments/', 'assignments/week-1/']) {
      const page = await pageWith({ [SUM]: { draft: 'x', completed: false, runs: 1, failedRuns: 1, undoStack: [] } }, path);
      expect(await seriousViolations(page), path).toEqual([]);
      await page.close();
    }
  });

  it('fits a phone screen: no sideways scrolling, the whole table (points and status) visible', async () => {
    const phone = await openSession(site.origin, { viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      const page = await phone.newPage();
      for (const path of ['assignments/', 'assignments/week-1/']) {
        await page.goto(`${site.home}${path}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      const box = page.locator('.table-scroll');
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('asked for no other origin', () => {
    expect(session.foreign).toEqual([]);
  });
});

const widget = `warp-exercise[data-id="${BROADCAST}"]`;

/** Opens the broadcast exercise with `code` in its editor. */
async function exerciseWith(page: Page, code: string): Promise<void> {
  await page.goto(`${site.home}lessons/03-shuffles/`);
  await page.locator(widget).scrollIntoViewIfNeeded();
  await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
  await setCode(page.locator(widget), code);
}

const summary = (page: Page) => page.locator(`${widget} [data-role="summary"]`);

describe.skipIf(!hasCourse)('Copy as CUDA', () => {
  beforeAll(async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  });

  it('copies the CUDA C++ of the editor\'s current code and says how many lines', async () => {
    const page = await pageWith({}, '');
    await exerciseWith(page, read(BROADCAST, 'solution.ts'));
    await page.locator(`${widget} [data-action="cuda"]`).click();
    await page.waitForFunction((sel) => /Copied \d+ lines of CUDA/.test(document.querySelector(sel)?.textContent ?? ''), `${widget} [data-role="summary"]`);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/__global__\s+void\s+kernel\s*\(/);
    expect(copied).toContain('__shfl_sync(');
    const lines = copied.endsWith('\n') ? copied.split('\n').length - 1 : copied.split('\n').length;
    expect(await summary(page).textContent()).toBe(`Copied ${lines} lines of CUDA.`);
    await page.close();
  });

  it('copies nothing from code that does not compile, and names the error\'s line and column', async () => {
    const page = await pageWith({}, '');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    // The second `=` of line 2 is column 22.
    await exerciseWith(page, 'export function kernel(values: float[], src: int, out: float[]) {\n  out[threadIdx.x] = = 1;\n}\n');
    await page.locator(`${widget} [data-action="cuda"]`).click();
    await page.waitForFunction((sel) => /does not compile/.test(document.querySelector(sel)?.textContent ?? ''), `${widget} [data-role="summary"]`);
    expect(await summary(page).textContent()).toMatch(/^✗ Your code does not compile \(line 2:22: /);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
    await page.close();
  });

  it('shows the text to copy by hand where there is no clipboard', async () => {
    const page = await session.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }));
    await exerciseWith(page, read(BROADCAST, 'solution.ts'));
    await page.locator(`${widget} [data-action="cuda"]`).click();
    const box = page.locator(`${widget} .wx-cuda-copy textarea`);
    await box.waitFor();
    expect(await box.inputValue()).toContain('__shfl_sync(');
    expect(await summary(page).textContent()).toMatch(/clipboard is not available/);
    await page.close();
  });
});
