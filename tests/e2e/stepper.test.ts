/**
 * The step-through in the browser: a wrong solution's failing test opens a panel that steps
 * through the warp's operations with buttons and keys, draws the shuffle's arrows (a dashed
 * `.a-undef` arrow where a lane reads an exited lane, `.a-read` arrows elsewhere) and its
 * mask, marks the step's line in the editor, ends a deadlock with where each lane waits,
 * stays readable on a phone, passes an accessibility audit, and records a `warp:step`
 * performance measure per step (`bench/browser.bench.ts` times them). Screenshots, light and dark, go to
 * `WARP_STEPPER_SHOTS` (default `.tmp/stepper-shots`).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { seriousViolations } from './support/axe';
import { TRACE_20 } from '../../bench/kernels';
import { runIn, setCode } from './support/editor';

const site = inject('site');
const ID = '03-shuffles/03-shift-up';
const folder = join(ROOT, site.content, '03-shuffles/exercises/03-shift-up');
const lessonUrl = `${site.home}lessons/03-shuffles/`;
const widget = `warp-exercise[data-id="${ID}"]`;
const shots = resolve(ROOT, process.env.WARP_STEPPER_SHOTS || '.tmp/stepper-shots');
mkdirSync(shots, { recursive: true });

/** Lane 0 returns before the full-mask `__shfl_up_sync` on line 10, so lane 1 reads an exited lane. */
const LANE_0_SKIPS = readFileSync(join(folder, 'wrong/lane-0-skips.ts'), 'utf8').trimEnd();

/** Lanes 0–15 wait in a full-mask shuffle (line 5) that lanes 16–31 never reach: they wait at `__syncthreads()` (line 7). */
const DEADLOCK = `export function kernel(out: int[]) {
  const lane = int(threadIdx.x % 32);
  let v = lane;
  if (lane < 16) {
    v = __shfl_down_sync(0xffffffff, v, 1);
  } else {
    __syncthreads();
  }
  out[threadIdx.x] = v;
}`;

/** Four warps (a 128-thread block), each shuffling down by one. */
const FOUR_WARPS = 'export function kernel(out: int[]) {\n  out[threadIdx.x] = __shfl_down_sync(0xffffffff, int(threadIdx.x), 1);\n}\n';

async function openExercise(page: Page): Promise<Locator> {
  await page.goto(lessonUrl);
  const root = page.locator(widget);
  await root.scrollIntoViewIfNeeded();
  await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
  return root;
}

async function openPlayground(page: Page, code: string, block: string): Promise<Locator> {
  await page.goto(`${site.home}playground/`);
  const root = page.locator('warp-playground');
  await page.locator('warp-playground[data-ready="true"] .monaco-editor').waitFor({ timeout: 30_000 });
  await setCode(root, code);
  await root.locator('input[name="grid"]').fill('1');
  await root.locator('input[name="block"]').fill(block);
  await root.locator('textarea[name="args"]').fill(`out=int[${block}]`);
  return root;
}

const status = (root: Locator) => root.locator('.ws-step-status').textContent();

let session: Session;
let dark: Session;
beforeAll(async () => {
  session = await openSession(site.origin);
  dark = await openSession(site.origin, { colorScheme: 'dark' });
});
afterAll(async () => {
  await session?.close();
  await dark?.close();
});

describe.skipIf(!site.exercises['03-shuffles']?.includes(ID))('the step-through of an exercise run', () => {
  it('steps to the shuffle lane 0 passed by: every read is undefined (31 dashed arrows), the full mask', async () => {
    const page = await session.newPage();
    const root = await openExercise(page);
    await setCode(root, LANE_0_SKIPS);
    expect(await runIn(root)).toMatch(/^✗/);
    const open = root.locator('.wx-test.wx-fail [data-action="step-through"]').first();
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const panel = root.locator('.ws-stepper');
    // Step 1: the `if (lane == 0)` splits lane 0 from lanes 1–31.
    expect(await status(panel)).toBe('Step 1 of 2: diverge: lanes 0–31 split into 0 | 1–31, line 7');
    await page.keyboard.press('ArrowRight');
    expect(await status(panel)).toBe('Step 2 of 2: __shfl_up_sync mask 0xffffffff, line 10');
    // __shfl_up_sync(FULL, v, 1): lane l reads lane l − 1 (PTX shfl.sync.up). Lane 0 skipped
    // the call and exited: it passed a call its mask names by, so the call and every result
    // of it are undefined (docs/language.md §6), drawn as 31 dashed arrows and no plain read.
    const undef = panel.locator('.ws-step-diagram path.a-undef');
    expect(await undef.count()).toBe(31);
    expect(await undef.first().locator('title').textContent()).toBe('lane 1 read an undefined value from lane 0');
    expect(await panel.locator('.ws-step-diagram path.a-read').count()).toBe(0);
    // The mask strip names all 32 lanes (0xffffffff): 31 filled squares, and lane 0 hatched as exited.
    const maskTitles = await panel.locator('.ws-step-diagram svg.wd rect > title').allTextContents();
    expect(maskTitles.filter((t) => /^lane \d+: in mask$/.test(t))).toHaveLength(32);
    expect(maskTitles.filter((t) => /: not in mask$/.test(t))).toHaveLength(0);
    expect(await panel.locator('.ws-step-diagram svg.wd rect.on > title', { hasText: /: in mask$/ }).count()).toBe(31);
    // The groups: lanes 1–31 run the shuffle; lane 0 has exited.
    expect(await panel.locator('.ws-step-diagram svg.wg desc').textContent()).toBe('Group 1 (lanes 1–31) runs this step; lane 0 has exited.');
    // Line 10 is marked in the editor. The mark moves on an animation frame after the key,
    // and Monaco draws it on one more: step 1's mark (line 7) may still be the one shown.
    const marked = root.locator('.monaco-editor .view-overlays .ws-line-current');
    await marked.waitFor();
    expect(await marked.count()).toBe(1);
    const lineTop = () => root.locator('.monaco-editor .margin-view-overlays .ws-line-current-margin').evaluate((el) => (el.parentElement as HTMLElement).style.top);
    const tenthTop = await root.locator('.monaco-editor .line-numbers', { hasText: /^10$/ }).evaluate((el) => (el.parentElement as HTMLElement).style.top);
    await expect.poll(lineTop).toBe(tenthTop);
    await panel.screenshot({ path: join(shots, 'exercise-light.png') });
    await root.locator('[data-role="editor"]').screenshot({ path: join(shots, 'editor-mark-light.png') });
    // Home goes back, the table view has one row per lane.
    await page.keyboard.press('Home');
    expect(await status(panel)).toMatch(/^Step 1 of 2/);
    await page.keyboard.press('End');
    await panel.locator('details.ws-step-details summary').click();
    // The table is drawn on the `toggle` event, a task queued after the click: wait for it.
    await panel.locator('.ws-step-table tbody tr').first().waitFor();
    expect(await panel.locator('.ws-step-table tbody tr').count()).toBe(32);
    expect(await panel.locator('.ws-step-table tbody tr').nth(1).locator('td').nth(3).textContent()).toBe('0 (not taking part: undefined)');
    expect(session.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });

  it('reads in the dark theme too, and passes an accessibility audit', async () => {
    const page = await dark.newPage();
    const root = await openExercise(page);
    await setCode(root, LANE_0_SKIPS.replace(/^\/\/ why:.*\n/, ''));
    await runIn(root);
    await root.locator('.wx-test.wx-fail [data-action="step-through"]').first().click();
    await root.locator('.ws-stepper [data-step="last"]').click();
    expect(await root.locator('.ws-stepper .ws-step-diagram path.a-undef').count()).toBe(31);
    await root.locator('.ws-stepper').screenshot({ path: join(shots, 'exercise-dark.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('steps through 20 warp-level operations of 32 lanes, one `warp:step` measure per step (timed by `bench/browser.bench.ts`)', async () => {
    const page = await session.newPage();
    const root = await openPlayground(page, TRACE_20, '32');
    expect(await runIn(root)).toMatch(/^✓/);
    await root.locator('[data-action="step-through"]').click();
    const panel = root.locator('.ws-stepper');
    expect(await panel.locator('.ws-timeline button').count()).toBe(22);
    const measures = await page.evaluate(async () => {
      const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      document.querySelector<HTMLButtonElement>('.ws-stepper [data-step="first"]')!.click();
      await nextFrame();
      performance.clearMeasures('warp:step');
      const next = document.querySelector<HTMLButtonElement>('.ws-stepper [data-step="next"]')!;
      for (let i = 0; i < 21; i++) { next.click(); await nextFrame(); }
      return performance.getEntriesByName('warp:step').length;
    });
    expect(measures).toBe(21);
    expect(await status(root)).toMatch(/^Step 22 of 22:/);
    await page.close();
  });
});


describe.skipIf(site.content !== './content')('the step-through of a playground run', () => {
  it('ends a deadlock with where each lane waits: lanes 0–15 at line 5, lanes 16–31 at line 7, both marked', async () => {
    const page = await session.newPage();
    const root = await openPlayground(page, DEADLOCK, '32');
    expect(await runIn(root)).toMatch(/^✗/);
    await root.locator('[data-action="step-through"]').click();
    const panel = root.locator('.ws-stepper');
    await panel.locator('[data-step="last"]').click();
    expect(await status(panel)).toBe('Step 2 of 2: deadlock: where each lane waits, line 5 and line 7');
    expect(await panel.locator('.ws-step-diagram svg.wg desc').textContent()).toBe('Lanes 0–15 wait at line 5; lanes 16–31 wait at line 7 instead.');
    expect(await panel.locator('.ws-step-note li').allTextContents()).toEqual([
      'line 5, lanes 0–15: wait here (where the message points)',
      'line 7, lanes 16–31: lanes 16–31 wait here in __syncthreads()',
    ]);
    await root.locator('.monaco-editor .view-overlays .ws-line-site').waitFor();
    expect(await root.locator('.monaco-editor .view-overlays .ws-line-current').count()).toBe(1);
    expect(await root.locator('.monaco-editor .view-overlays .ws-line-site').count()).toBe(1);
    await panel.screenshot({ path: join(shots, 'deadlock-light.png') });
    await root.locator('[data-role="editor"]').screenshot({ path: join(shots, 'deadlock-editor-light.png') });
    // The first step splits the warp at the `if` and says where the halves would reconverge.
    await page.keyboard.press('Home');
    expect(await panel.locator('.ws-step-note').textContent()).toContain('They do not reconverge in this trace');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps a 4-warp block readable on a phone: full-size diagrams in bands of 8 lanes, a warp picker, no page overflow', async () => {
    const phone = await openSession(site.origin, { viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      const page = await phone.newPage();
      const root = await openPlayground(page, FOUR_WARPS, '128');
      await runIn(root);
      await root.locator('[data-action="step-through"]').click();
      const panel = root.locator('.ws-stepper');
      expect(await panel.locator('select option').count()).toBe(4);
      await panel.locator('select').selectOption('3');
      expect(await status(panel)).toBe('Step 1 of 1: __shfl_down_sync mask 0xffffffff, line 2');
      const box = panel.locator('.ws-step-diagram');
      const sizes = await box.evaluate((el) => ({ svg: el.querySelector('svg')!.getBoundingClientRect().width, lanes: el.querySelectorAll('svg.wd text[text-anchor="middle"]').length }));
      expect(sizes.svg).toBe(340); // 8 lanes a row at full size (30 px a lane), four bands
      expect(await box.locator('svg.wd rect.on > title', { hasText: /: in mask$/ }).count()).toBe(32);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await panel.screenshot({ path: join(shots, 'phone-light.png') });
      await page.close();
    } finally {
      await phone.close();
    }
  });
});
