/**
 * What a learner new to the course meets first: the exercise says whether it is already
 * passed, keyboard hints appear only where there is a keyboard (and name the keys of the
 * platform), long lines wrap instead of scrolling sideways, result tables say which
 * elements no thread wrote, and a full mask inside a branch is explained by the lanes it
 * names that never came.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { runIn, setCode } from './support/editor';
import { pageWithProgress } from './support/progress';

/** A page of `session` at `url`, with `entries` (id → progress) as the only stored progress. */
const pageWith = (session: Session, entries: Record<string, unknown>, url: string): Promise<Page> => pageWithProgress(session, site.home, entries, url);

const site = inject('site');
const ID = '03-shuffles/01-broadcast';
const lessonUrl = `${site.home}lessons/03-shuffles/`;
const widget = `warp-exercise[data-id="${ID}"]`;
const hasBroadcast = site.exercises['03-shuffles']?.includes(ID) ?? false;

let desktop: Session;
let phone: Session;
beforeAll(async () => {
  desktop = await openSession(site.origin);
  phone = await openSession(site.origin, { viewport: { width: 390, height: 844 }, isMobile: true });
});
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
});

/** Scrolls to exercise `id` on the open page and waits for its editor. */
async function openEditor(page: Page, id: string): Promise<void> {
  const sel = `warp-exercise[data-id="${id}"]`;
  await page.locator(sel).scrollIntoViewIfNeeded();
  await page.locator(`${sel}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 60_000 });
}

const passed = { draft: 'export function kernel(): void {}', completed: true, runs: 1, failedRuns: 0, undoStack: [] };
const drafted = { ...passed, completed: false, runs: 0 };

/**
 * Broadcast with a full mask inside `if (lane >= 16)`: lanes 0–15 skip the branch, store
 * nothing and exit, so `out` keeps its fill -1 there, and lanes 16–31 read lane `src`
 * (0 in the first test), which the mask names but which has finished: an undefined read.
 */
const DIVERGENT = `const FULL: uint = 0xffffffff;

export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x & 31;
  const v = values[gid];
  if (lane >= 16) {
    out[gid] = __shfl_sync(FULL, v, src);
  }
}
`;

describe.skipIf(!hasBroadcast)('an exercise already passed or started', () => {
  it('shows "✓ Passed" in the exercise header from the stored progress, before the editor loads', async () => {
    const page = await pageWith(desktop, { [ID]: passed }, lessonUrl);
    const badge = page.locator(`${widget} .wx-head [data-role="status"]`);
    await badge.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await badge.textContent()).toBe('✓ Passed');
    expect(await page.locator(widget).getAttribute('data-progress')).toBe('done');
    expect(await badge.locator('[aria-hidden="true"]').textContent()).toBe('✓');
    await page.close();
  });

  it('shows "In progress" for saved code that has not passed, and nothing for an untouched exercise', async () => {
    const page = await pageWith(desktop, { [ID]: drafted }, lessonUrl);
    const badge = page.locator(`${widget} [data-role="status"]`);
    await badge.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await badge.textContent()).toBe('◐ In progress');
    const other = site.exercises['03-shuffles']!.find((id) => id !== ID)!;
    expect(await page.locator(`warp-exercise[data-id="${other}"] [data-role="status"]`).isHidden()).toBe(true);
    await page.close();
  });

  it('turns to "✓ Passed" as soon as a run passes, without a reload', async () => {
    const page = await pageWith(desktop, {}, lessonUrl);
    await openEditor(page, ID);
    expect(await page.locator(`${widget} [data-role="status"]`).isHidden()).toBe(true);
    const folder = join(ROOT, site.content, '03-shuffles/exercises/01-broadcast');
    await setCode(page.locator(widget), readFileSync(join(folder, 'solution.ts'), 'utf8'));
    expect(await runIn(page.locator(widget))).toMatch(/^✓ All/);
    await page.locator(`${widget}[data-progress="done"] [data-role="status"]`).waitFor({ timeout: 10_000 });
    expect(await page.locator(`${widget} [data-role="status"]`).textContent()).toBe('✓ Passed');
    await page.close();
  });
});

describe.skipIf(!hasBroadcast)('keyboard hints', () => {
  it('are shown with a mouse and keyboard, naming Ctrl off Apple systems', async () => {
    const page = await pageWith(desktop, {}, lessonUrl);
    const keys = page.locator(`${widget} [data-role="keys"]`);
    expect(await keys.isVisible()).toBe(true);
    expect(await keys.textContent()).toMatch(/Ctrl\s*\+\s*Enter runs.*Esc\s+then\s+Tab/s);
    await page.close();
  });

  it('are hidden on a touch phone', async () => {
    const page = await pageWith(phone, {}, lessonUrl);
    await page.locator(widget).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(await page.locator(`${widget} [data-role="keys"]`).isHidden()).toBe(true);
    await page.close();
  });

  it('name ⌘ (Monaco\'s binding for Run there) and the same Esc then Tab on macOS', async () => {
    const page = await desktop.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
    });
    await page.goto(lessonUrl);
    const keys = page.locator(`${widget} [data-role="keys"]`);
    expect(await keys.locator('[data-key="mod"]').innerText()).toBe('⌘');
    expect(await keys.locator('[data-key="mod"]').getAttribute('title')).toBe('Command');
    expect(await keys.innerText()).toMatch(/⌘\s*\+\s*Enter runs.*Esc\s+then\s+Tab/s);
    expect(await page.locator(`${widget} [data-action="run"]`).getAttribute('aria-keyshortcuts')).toBe('Meta+Enter');
    await page.close();
  });
});

/** The exercise whose starter has the longest line, and that line's length. */
function longestStarter(): { lesson: string; id: string; length: number } {
  let best = { lesson: '', id: '', length: 0 };
  for (const [lesson, ids] of Object.entries(site.exercises)) {
    for (const id of ids) {
      const text = readFileSync(join(ROOT, site.content, lesson, 'exercises', id.split('/')[1]!, 'starter.ts'), 'utf8');
      for (const line of text.split('\n')) if (line.length > best.length) best = { lesson, id, length: line.length };
    }
  }
  return best;
}

describe.skipIf(!hasBroadcast)('long lines in the editor', () => {
  const longest = longestStarter();

  it.each([['a 1280 px wide window', () => desktop], ['a phone', () => phone]] as const)(
    'wrap the longest starter line instead of scrolling sideways, on %s',
    async (_where, session) => {
      // 80 columns is what a 14 px editor shows in a lesson column; longer lines need wrapping.
      expect(longest.length).toBeGreaterThan(80);
      const page = await pageWith(session(), {}, `${site.home}lessons/${longest.lesson}/`);
      await openEditor(page, longest.id);
      const sizes = await page.locator(`warp-exercise[data-id="${longest.id}"]`).evaluate((el) => {
        const ed = (el as HTMLElement & { warpEditor: { editor: {
          getScrollWidth(): number; getLayoutInfo(): { width: number; contentWidth: number };
        } } }).warpEditor.editor;
        // The horizontal scrollbar's slider spans its whole track when there is nothing to scroll.
        const track = el.querySelector('.monaco-scrollable-element > .scrollbar.horizontal');
        const slider = track?.querySelector('.slider');
        return {
          scroll: ed.getScrollWidth(), width: ed.getLayoutInfo().width,
          track: track?.getBoundingClientRect().width ?? 0, slider: slider?.getBoundingClientRect().width ?? 0,
        };
      });
      expect(sizes.scroll, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.width);
      expect(sizes.slider, JSON.stringify(sizes)).toBeGreaterThanOrEqual(sizes.track - 1);
      await page.close();
    },
  );
});

describe.skipIf(!hasBroadcast)('a full mask inside a branch', () => {
  it('is explained, in the headline, by the lanes the mask names that passed the call by', async () => {
    const page = await pageWith(desktop, {}, lessonUrl);
    await openEditor(page, ID);
    await setCode(page.locator(widget), DIVERGENT);
    const summary = await runIn(page.locator(widget));
    // Lanes 0–15 skip the branch and exit: they passed the full-mask shuffle by (docs/language.md §6).
    expect(summary).toMatch(/^✗ \d+ of \d+ tests fail\. First: lane 0, values 0, 1, 2, \.\.\. — line 8: /);
    // The headline is brief; the open test's error holds the whole sentence.
    const error = await page.locator(`${widget} .wx-test.wx-fail[open] .wx-diag.wx-error`).first().textContent();
    expect(error).toContain('the mask names lanes 0–15, which passed this call by');
    await page.close();
  });

  it('leaves elements no thread wrote at the fill -1, and the lane table says "not written"', async () => {
    const page = await pageWith(desktop, {}, lessonUrl);
    await openEditor(page, ID);
    await setCode(page.locator(widget), DIVERGENT);
    await runIn(page.locator(widget));
    // Warp 0 of the open (first failing) test: lanes 0–15 still hold the fill -1; lanes 16–31 hold undefined values.
    const table = page.locator(`${widget} .wx-test[open] figure.wx-warp`).first();
    const unwritten = table.locator('td.wx-unwritten');
    expect(await unwritten.count()).toBe(16);
    expect(await unwritten.first().getAttribute('title')).toBe('not written by any thread: still the initial value -1 (or a thread wrote -1)');
    expect(await unwritten.first().textContent()).toBe('✗mismatch: not written: -1');
    expect(await table.locator('td.wx-undefined.wx-unwritten').count()).toBe(0);
    expect(await table.locator('.wx-legend').textContent()).toMatch(/not written — still the initial value -1 of out/);
    await page.close();
  });
});

describe('the sessions', () => {
  it('asked for no other origin', () => {
    expect(desktop.foreign).toEqual([]);
    expect(phone.foreign).toEqual([]);
  });
});
