/**
 * A grading split across several workers (`?workers=N`, src/worker/pool.ts) shows what one
 * worker shows: the same results, the same step-through, and a passing test's tables
 * fetched from the worker that graded it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { runIn, setCode } from './support/editor';

const site = inject('site');
const LESSON = '05-compaction-and-loops';
const ID = `${LESSON}/02-until-all-done`;
const folder = join(ROOT, site.content, LESSON, 'exercises/02-until-all-done');
const widget = `warp-exercise[data-id="${ID}"]`;

let session: Session;
beforeAll(async () => { session = await openSession(site.origin); });
afterAll(async () => { await session?.close(); });

/** What the results panel shows after each Run of `codes` (every test opened), and the
 * step-through's heading, with `workers` workers on the page. */
async function resultsWith(workers: number, codes: string[]): Promise<string[]> {
  const page = await session.newPage();
  await page.goto(`${site.home}lessons/${LESSON}/?workers=${workers}`);
  const root = page.locator(widget);
  await root.scrollIntoViewIfNeeded();
  await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 60_000 });
  expect(await page.evaluate(() => document.documentElement.dataset.simWorkers)).toBe(String(workers));
  const out: string[] = [];
  for (const code of codes) {
    await setCode(root, code);
    out.push(await runIn(root, 60_000));
    // Open every test: a passing one fetches its tables from its worker.
    const tests = root.locator('details.wx-test');
    for (let i = 0; i < (await tests.count()); i++) {
      const d = tests.nth(i);
      if (!(await d.evaluate((e) => (e as HTMLDetailsElement).open))) await d.locator('summary').first().click();
    }
    // A test's body is built on its `toggle` event (after the click), a passing test's once
    // its tables have come from its worker: wait until every test has one.
    await page.waitForFunction((sel) => [...document.querySelectorAll(`${sel} details.wx-test`)].every((d) => d.querySelector(':scope > :not(summary)')), widget);
    out.push((await root.locator('[data-role="results"]').innerText()).replace(/\d+(\.\d+)? ms/g, 'N ms'));
    const step = root.locator('.wx-test.wx-fail [data-action="step-through"]').first();
    if (await step.count()) {
      await step.click();
      out.push((await root.locator('.ws-stepper .ws-step-head > p').first().textContent()) ?? '');
    }
  }
  expect(session.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  await page.close();
  return out;
}

describe.skipIf(!site.exercises[LESSON]?.includes(ID))('a grading split across workers', () => {
  it('shows the results and the step-through of one worker, for a failing and a passing submission', async () => {
    const reference = readFileSync(join(folder, 'solution.ts'), 'utf8');
    const wrong = readFileSync(join(folder, 'wrong/all-instead-of-any.ts'), 'utf8');
    const codes = [wrong, `// mine\n${reference}`];
    const one = await resultsWith(1, codes);
    expect(one[0]).toMatch(/^✗/);
    expect(one.some((x) => /^✓/.test(x))).toBe(true);
    expect(await resultsWith(3, codes)).toEqual(one);
  }, 240_000);
});
