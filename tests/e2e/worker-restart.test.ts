/**
 * The page's simulator worker (one, `?workers=1`) serves a lesson's exercises in turn (src/worker/client.ts):
 * a run that goes past its time limit stops the worker, and only that run fails. A run queued
 * behind it is sent to the new worker and graded as usual, and a first run made while the
 * worker is still loading is timed from the worker's "ready" message, not from the click.
 *
 * The long run is real. The exercise's data in the served page gets a step budget of 10^15
 * lane-steps (an exercise may set `budget` in its `exercise.json`; the built page carries it
 * in the exercise's JSON). With that budget an endless loop is still running at the client's
 * 5 s limit (DEFAULT_TIMEOUT_MS) instead of ending at the budget. A slow start is a delay on
 * the worker script's response.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { NEVER_SPENT_BUDGET, runIn, setCode } from './support/editor';

const site = inject('site');
const LESSON = '03-shuffles';
const LONG = `${LESSON}/01-broadcast`;
const QUEUED = `${LESSON}/02-rotate-groups`;
/** One worker (`?workers=1`): this file tests one client's restarts and timing; the page's
 * pool (src/worker/pool.ts) has tests/e2e/workers.test.ts. */
const lessonUrl = `${site.home}lessons/${LESSON}/?workers=1`;
const isLessonPage = (url: URL): boolean => url.href === new URL(lessonUrl, site.origin).href;
const widget = (id: string): string => `warp-exercise[data-id="${id}"]`;
const solution = (id: string): string => readFileSync(join(ROOT, site.content, LESSON, 'exercises', id.split('/')[1]!, 'solution.ts'), 'utf8');

/** Lane-steps given to the long exercise: far past the 5 s limit on any machine. */
const HUGE_BUDGET = NEVER_SPENT_BUDGET;
/** The client's hard limit on an exercise's run (DEFAULT_TIMEOUT_MS of src/worker/client.ts). */
const LIMIT_S = 5;

let session: Session;
beforeAll(async () => { session = await openSession(site.origin); });
afterAll(async () => { await session?.close(); });

/** Serves the lesson page with exercise `id`'s embedded data given `budget` lane-steps. */
async function withBudget(page: Page, id: string, budget: number): Promise<void> {
  await page.route(isLessonPage, async (route: Route) => {
    const response = await route.fetch();
    const html = await response.text();
    const re = /(<script type="application\/json" data-role="data">)(.*?)(<\/script>)/gs;
    let changed = 0;
    const body = html.replace(re, (all, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as { id: string; spec: { budget?: number } };
      if (data.id !== id) return all;
      changed++;
      data.spec.budget = budget;
      return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
    });
    expect(changed, `exercise ${id} on the page`).toBe(1);
    await route.fulfill({ response, body });
  });
}

/** Scrolls to exercise `id` and waits for its editor. */
async function openEditor(page: Page, id: string): Promise<void> {
  await page.locator(widget(id)).scrollIntoViewIfNeeded();
  await page.locator(`${widget(id)}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 60_000 });
}

const summaryOf = async (page: Page, id: string): Promise<string> => (await page.locator(`${widget(id)} [data-role="summary"]`).textContent()) ?? '';

describe.skipIf(!site.exercises[LESSON]?.includes(LONG) || !site.exercises[LESSON]?.includes(QUEUED))('the simulator worker restarted after a timeout', () => {
  it('fails only the run that went past its time; the run queued behind it gets its normal graded result', async () => {
    const page = await session.newPage();
    await withBudget(page, LONG, HUGE_BUDGET);
    await page.goto(lessonUrl);
    await openEditor(page, LONG);
    await openEditor(page, QUEUED);
    await setCode(page.locator(widget(LONG)), solution(LONG).replace('out[gid] =', 'while (true) { }\n  out[gid] ='));
    await setCode(page.locator(widget(QUEUED)), solution(QUEUED));
    await page.waitForTimeout(1_000); // the editors' debounced checks are answered
    const t0 = Date.now();
    await page.locator(`${widget(LONG)} [data-action="run"]`).click();
    await page.locator(`${widget(QUEUED)} [data-action="run"]`).click();
    // The second run was asked for while the first was still in the worker: it waits behind it.
    expect(await page.locator(`${widget(LONG)} [data-action="run"]`).isDisabled()).toBe(true);
    expect(await page.locator(`${widget(QUEUED)} [data-action="run"]`).isDisabled()).toBe(true);
    await page.locator(`${widget(LONG)} [data-action="run"]:not([disabled])`).waitFor({ timeout: 30_000 });
    const longTook = Date.now() - t0;
    await page.locator(`${widget(QUEUED)} [data-action="run"]:not([disabled])`).waitFor({ timeout: 30_000 });
    expect(await summaryOf(page, LONG)).toBe(
      `✗ Your program was still running after ${LIMIT_S} seconds, so it was stopped. ` +
        'Look for a loop that never ends or a lane that waits forever (a very long program can also take this long); the simulator has been restarted.',
    );
    // It was stopped by the time limit, not by the budget.
    expect(longTook).toBeGreaterThanOrEqual(LIMIT_S * 1000);
    expect(await summaryOf(page, QUEUED)).toMatch(/^✓ All \d+ tests pass/);
    const queuedReport = (await page.locator(`${widget(QUEUED)} [data-role="results"]`).textContent()) ?? '';
    expect(queuedReport).not.toMatch(/restarted|stopped|still running/);
    expect(await page.locator(`${widget(QUEUED)} .wx-test.wx-fail`).count()).toBe(0);
    expect(await page.locator(`${widget(QUEUED)} .wx-test.wx-pass`).count()).toBeGreaterThan(0);
    // The new worker serves the long exercise again: with its code fixed, it passes.
    await setCode(page.locator(widget(LONG)), solution(LONG));
    expect(await runIn(page.locator(widget(LONG)))).toMatch(/^✓ All \d+ tests pass/);
    await page.close();
  }, 120_000);

  it('times a first run made while the worker is still loading from its "ready" message, not from the click', async () => {
    const page = await session.newPage();
    // The simulator worker's script arrives 8 s after Run is pressed: longer than the 5 s
    // limit of a run. (Held from the press, not from the request: the editor may take that
    // long to load on a busy machine, and Run must be pressed while the worker still loads.)
    const DELAY_MS = 8_000;
    const asked: string[] = [];
    let releasedAt = Infinity;
    let pressRun = (): void => {};
    const pressed = new Promise<void>((done) => { pressRun = done; });
    await page.route(/\/_astro\/sim\.worker-[^/]*\.js$/, async (route: Route) => {
      asked.push(route.request().url());
      await pressed;
      await new Promise((done) => setTimeout(done, DELAY_MS));
      releasedAt = Date.now();
      await route.continue();
    });
    await page.goto(lessonUrl);
    await openEditor(page, QUEUED);
    await setCode(page.locator(widget(QUEUED)), solution(QUEUED));
    const clickedAt = Date.now();
    pressRun();
    const summary = await runIn(page.locator(widget(QUEUED)), 60_000);
    expect(asked.length, 'the worker script was requested (and held back)').toBeGreaterThan(0);
    // Run was pressed while the worker was still loading; it, and the editor's first check
    // (sent 0.4 s after the editor opened), waited for the worker longer than a run may take.
    expect(clickedAt).toBeLessThan(releasedAt);
    expect(summary).toMatch(/^✓ All \d+ tests pass/);
    // Neither request was stopped for the wait: the worker was started once, never replaced.
    expect(asked).toHaveLength(1);
    await page.close();
  }, 120_000);

  it('asked for no other origin and logged no error', () => {
    expect(session.foreign).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
