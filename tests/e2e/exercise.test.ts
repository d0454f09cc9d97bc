/**
 * The exercise widget in a built lesson: the editor opens, Run grades in the worker,
 * results read at a glance, drafts survive a reload, runaway and broken code is
 * reported in words, and everything works from the keyboard.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { seriousViolations } from './support/axe';
import { runIn, setCode } from './support/editor';

const site = inject('site');
const ID = '03-shuffles/01-broadcast';
const folder = join(ROOT, site.content, '03-shuffles/exercises/01-broadcast');
const read = (name: string) => readFileSync(join(folder, name), 'utf8');
const lessonUrl = `${site.home}lessons/03-shuffles/`;
const widget = `warp-exercise[data-id="${ID}"]`;

let session: Session;
beforeAll(async () => { session = await openSession(site.origin); });
afterAll(async () => { await session?.close(); });

/** Opens the lesson, scrolls to the exercise and waits for its editor. */
async function openExercise(page: Page): Promise<void> {
  await page.goto(lessonUrl);
  await page.locator(widget).scrollIntoViewIfNeeded();
  await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
}

describe.skipIf(!site.exercises['03-shuffles']?.includes(ID))('the exercise widget', () => {
  it('renders the title, task and highlighted starter code before any script runs', async () => {
    const html = await (await fetch(lessonUrl)).text();
    expect(html).toContain('Broadcast one lane&#39;s value');
    expect(html).toMatch(/<warp-exercise[^>]*data-id="03-shuffles\/01-broadcast"[\s\S]*?<pre class="astro-code/);
  });

  it('passes every test with the reference solution', async () => {
    const page = await session.newPage();
    await openExercise(page);
    await setCode(page.locator(widget), read('solution.ts'));
    const summary = await runIn(page.locator(widget));
    expect(summary).toMatch(/^✓ All \d+ tests pass/);
    expect(await page.locator(`${widget} .wx-test.wx-fail`).count()).toBe(0);
    expect(await page.locator(`${widget} .wx-test.wx-pass`).count()).toBeGreaterThan(0);
    expect(await page.locator(`${widget} .wx-counts`).textContent()).toContain('Reference');
    await page.close();
  });

  it('shows a passing test\'s lane tables and its step-through once the test is opened', async () => {
    const page = await session.newPage();
    await openExercise(page);
    await setCode(page.locator(widget), read('solution.ts'));
    expect(await runIn(page.locator(widget))).toMatch(/^✓ All \d+ tests pass/);
    const first = page.locator(`${widget} details.wx-test.wx-pass`).first();
    expect(await first.locator('figure.wx-warp').count()).toBe(0); // closed: nothing built yet
    await first.locator('summary').click();
    // 2 blocks of 64 threads: 4 warps, the first 2 tables shown, every lane right.
    const captions = first.locator('figure.wx-warp figcaption');
    await captions.nth(1).waitFor();
    expect(await captions.allTextContents()).toEqual([
      'out, block (0,0,0), warp 0 — all checked lanes match', 'out, block (0,0,0), warp 1 — all checked lanes match',
    ]);
    expect(await first.locator('p.wx-note').allTextContents()).toContain('2 more warp tables not shown (0 of them with wrong lanes).');
    // The first test is the one the step-through replays.
    expect(await first.locator('[data-action="step-through"]').count()).toBe(1);
    await page.close();
  });

  it('shows the failing lanes of a wrong solution, marked with ✗ and not by colour alone', async () => {
    const page = await session.newPage();
    await openExercise(page);
    await setCode(page.locator(widget), read('starter.ts')); // writes its own value: every lane but `src` is wrong
    const summary = await runIn(page.locator(widget));
    expect(summary).toMatch(/^✗ \d+ of \d+ tests fail/);
    const bad = page.locator(`${widget} .wx-test.wx-fail[open] td.wx-mismatch`);
    expect(await bad.count()).toBeGreaterThan(0);
    expect(await bad.first().textContent()).toMatch(/^✗/);
    await page.close();
  });

  it('has no serious accessibility violations with the editor open and a failing report shown', async () => {
    const page = await session.newPage();
    await openExercise(page);
    await setCode(page.locator(widget), read('starter.ts'));
    await runIn(page.locator(widget));
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await page.close();
  });

  it('keeps the draft after a reload', async () => {
    const page = await session.newPage();
    await openExercise(page);
    const draft = `${read('starter.ts')}\n// my draft ${Date.now()}\n`;
    await setCode(page.locator(widget), draft);
    await page.waitForTimeout(800); // autosave is debounced by 500 ms
    await openExercise(page);
    const value = await page.locator(widget).evaluate((el) => (el as HTMLElement & { warpEditor: { getValue(): string } }).warpEditor.getValue());
    expect(value).toBe(draft);
    await page.close();
  });

  it('ends an endless loop with a budget error while the page stays responsive', async () => {
    const page = await session.newPage();
    await openExercise(page);
    await setCode(page.locator(widget), read('solution.ts').replace('out[gid] =', 'while (true) { }\n  out[gid] ='));
    // The main thread answers while the run is still going (Run stays disabled until it
    // ends): the simulator runs in the worker, not on the page. The loop spends its budget
    // in tens of milliseconds, less than a round trip to this process may take, so the click
    // and the check are made in the page: the task right after the click finds Run disabled.
    const during = await page.evaluate(async (sel) => {
      const run = document.querySelector<HTMLButtonElement>(sel)!;
      run.click();
      await new Promise((done) => setTimeout(done));
      return run.disabled;
    }, `${widget} [data-action="run"]`);
    expect(during).toBe(true);
    await page.locator(`${widget} [data-action="run"]:not([disabled])`).waitFor({ timeout: 20_000 });
    const text = (await page.locator(`${widget} [data-role="summary"]`).textContent()) ?? '';
    const report = (await page.locator(`${widget} [data-role="results"]`).textContent()) ?? '';
    expect(`${text}\n${report}`).toMatch(/\[budget\]|still running after/);
    await page.close();
  });

  it('puts a marker on the line of a syntax error, and its line link in the report moves the cursor there', async () => {
    const page = await session.newPage();
    await openExercise(page);
    const lines = read('solution.ts').split('\n');
    const target = lines.findIndex((l) => l.includes('out[gid] ='));
    lines[target] = '  out[gid] = = v;';
    await setCode(page.locator(widget), lines.join('\n'));
    const line = await page.waitForFunction((sel) => {
      const el = document.querySelector(sel) as HTMLElement & { warpEditor: { markers(): { line: number; owner: string; severity: number }[] } };
      const m = el.warpEditor.markers().find((x) => x.owner === 'warp-check' && x.severity === 8);
      return m ? m.line : null;
    }, widget, { timeout: 15_000 });
    expect(await line.jsonValue()).toBe(target + 1);
    expect(await runIn(page.locator(widget))).toContain(`line ${target + 1}`);
    await page.locator(`${widget} .wx-report button.wx-loc`).first().click();
    const cursor = await page.locator(widget).evaluate((el) =>
      (el as HTMLElement & { warpEditor: { editor: { getPosition(): { lineNumber: number } | null } } }).warpEditor.editor.getPosition()?.lineNumber);
    expect(cursor).toBe(target + 1);
    await page.close();
  });

  it('type-checks with the Warp prelude: the reference has no TypeScript errors, a string in an `int` has one', async () => {
    const page = await session.newPage();
    await openExercise(page);
    const tsErrors = () => page.locator(widget).evaluate((el) =>
      (el as HTMLElement & { warpEditor: { markers(): { owner: string; severity: number; line: number }[] } }).warpEditor
        .markers().filter((m) => m.owner === 'typescript' && m.severity === 8).map((m) => m.line));
    await setCode(page.locator(widget), `${read('solution.ts')}\nconst wrong: int = "seven";\n`);
    const wrongLine = read('solution.ts').split('\n').length + 1;
    await page.waitForFunction((sel) => {
      const el = document.querySelector(sel) as HTMLElement & { warpEditor: { markers(): { owner: string; severity: number }[] } };
      return el.warpEditor.markers().some((m) => m.owner === 'typescript' && m.severity === 8);
    }, widget, { timeout: 45_000 });
    expect(await tsErrors()).toEqual([wrongLine]);
    await page.close();
  });

  it('starts the TypeScript service only when the learner focuses the editor or the simulator has been idle a while', async () => {
    const page = await session.newPage();
    const tsWorkers: string[] = [];
    page.on('worker', (w) => { if (/ts\.worker/.test(w.url())) tsWorkers.push(w.url()); });
    await openExercise(page);
    const language = () => page.locator(widget).evaluate((el) =>
      (el as HTMLElement & { warpEditor: { editor: { getModel(): { getLanguageId(): string } | null } } }).warpEditor.editor.getModel()?.getLanguageId());
    // Just mounted, nothing focused: TypeScript's colours, no service yet (it waits 1 s of quiet).
    expect(await language()).toBe('warp-ts');
    expect(tsWorkers).toEqual([]);
    await page.locator(`${widget} .monaco-editor textarea`).focus();
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLElement & { warpEditor: { editor: { getModel(): { getLanguageId(): string } | null } } })
      .warpEditor.editor.getModel()?.getLanguageId() === 'typescript', widget, { timeout: 10_000 });
    await expect.poll(() => tsWorkers.length, { timeout: 20_000 }).toBe(1);
    await page.close();
  });

  it('reveals hints one at a time, mildest first', async () => {
    const page = await session.newPage();
    await openExercise(page);
    const hints = page.locator(`${widget} .wx-hint`);
    expect(await hints.first().isVisible()).toBe(false);
    await page.locator(`${widget} [data-action="hint"]`).click();
    expect(await hints.nth(0).isVisible()).toBe(true);
    expect(await hints.nth(1).isVisible()).toBe(false);
    expect(await page.locator(`${widget} [data-action="hint"]`).textContent()).toMatch(/^Show hint 2 of/);
    await page.close();
  });

  it('shows the reference solution only after the learner confirms', async () => {
    const page = await session.newPage();
    await page.goto(lessonUrl);
    await page.evaluate(() => localStorage.clear()); // no failed runs yet
    await openExercise(page);
    const slot = page.locator(`${widget} [data-role="solution-slot"]`);
    page.once('dialog', (d) => void d.dismiss());
    await page.locator(`${widget} [data-action="solution"]`).click();
    expect(await slot.isVisible()).toBe(false);
    page.once('dialog', (d) => void d.accept());
    await page.locator(`${widget} [data-action="solution"]`).click();
    expect(await slot.isVisible()).toBe(true);
    expect(await slot.locator('pre').textContent()).toContain('__shfl_sync(FULL, v, src)');
    await page.close();
  });

  it('offers the reference solution without asking after three failed runs', async () => {
    const page = await session.newPage();
    await page.goto(lessonUrl);
    await page.evaluate(() => localStorage.clear());
    await openExercise(page);
    await setCode(page.locator(widget), read('starter.ts'));
    for (let i = 0; i < 3; i++) expect(await runIn(page.locator(widget))).toMatch(/^✗/);
    let asked = false;
    page.once('dialog', (d) => { asked = true; void d.dismiss(); });
    await page.locator(`${widget} [data-action="solution"]`).click();
    expect(asked).toBe(false);
    expect(await page.locator(`${widget} [data-role="solution-slot"]`).isVisible()).toBe(true);
    await page.close();
  });

  it('resets to the starter and brings the learner\'s code back with "Undo reset"', async () => {
    const page = await session.newPage();
    await openExercise(page);
    const mine = `${read('starter.ts')}// mine\n`;
    await setCode(page.locator(widget), mine);
    const value = () => page.locator(widget).evaluate((el) => (el as HTMLElement & { warpEditor: { getValue(): string } }).warpEditor.getValue());
    await page.locator(`${widget} [data-action="reset"]`).click();
    expect(await value()).toBe(read('starter.ts'));
    await page.locator(`${widget} [data-action="undo"]`).click();
    expect(await value()).toBe(mine);
    await page.close();
  });

  it('can be used with the keyboard alone: reach the editor, run with Ctrl+Enter, read the results', async () => {
    const page = await session.newPage();
    await page.goto(lessonUrl);
    let inEditor = false;
    for (let i = 0; i < 80 && !inEditor; i++) {
      await page.keyboard.press('Tab');
      inEditor = await page.evaluate((sel) => !!document.activeElement?.closest(`${sel} [data-role="editor"]`), widget);
    }
    expect(inEditor).toBe(true);
    await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
    await page.waitForFunction((sel) => !!document.activeElement?.closest(`${sel} .monaco-editor`), widget);
    await page.keyboard.press('Control+Enter');
    await page.locator(`${widget} .wx-report`).waitFor({ timeout: 20_000 });
    expect(await page.locator(`${widget} [data-role="summary"]`).textContent()).toMatch(/^[✓✗]/);
    // Escape, then Tab, leaves the editor; the next stop is the Run button.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('run');
    await page.close();
  });
});
