/**
 * A long run in the playground: the block reduction over 2^20 floats (about 48 M
 * lane-steps, more than an exercise's budget) runs to its result while the page keeps
 * answering, and Stop ends a run at once and leaves the playground ready for the next.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { NEVER_SPENT_BUDGET, runIn, setCode } from './support/editor';
import { BLOCK_REDUCE } from '../../bench/kernels';

const site = inject('site');
const url = `${site.home}playground/`;
const widget = 'warp-playground';

let session: Session;
beforeAll(async () => { session = await openSession(site.origin); });
afterAll(async () => { await session?.close(); });

async function open(page: Page): Promise<void> {
  await page.goto(url);
  await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
}

/** Longest gap between animation frames on the page while `busy` is pending, in ms. */
async function longestFrameGap(page: Page, until: Promise<unknown>): Promise<number> {
  await page.evaluate(`(() => {
    window.__gaps = [];
    let last = performance.now();
    const tick = (t) => { window.__gaps.push(t - last); last = t; window.__raf = requestAnimationFrame(tick); };
    window.__raf = requestAnimationFrame(tick);
  })()`);
  await until;
  return page.evaluate(`(() => { cancelAnimationFrame(window.__raf); return Math.max(...window.__gaps); })()`) as Promise<number>;
}

describe.skipIf(site.content !== './content')('a long playground run', () => {
  it('reduces 2^20 ones to 256 per block (4096 blocks of 256 threads) while the page keeps drawing frames', async () => {
    const page = await session.newPage();
    await open(page);
    await setCode(page.locator(widget), BLOCK_REDUCE);
    await page.fill(`${widget} input[name="grid"]`, '4096');
    await page.fill(`${widget} input[name="block"]`, '256');
    await page.fill(`${widget} textarea[name="args"]`, 'inp=float[1048576]:1\nout=float[4096]\nn=int:1048576');
    const gap = await longestFrameGap(page, runIn(page.locator(widget), 120_000));
    expect(await page.locator(`${widget} [data-role="summary"]`).textContent()).toMatch(/^✓ Ran without errors/);
    // Each block adds 256 ones: 8 warps of 32 by shuffles, then the 8 warp sums.
    const out = page.locator(`${widget} figure.wx-array`).filter({ has: page.locator('figcaption > code', { hasText: /^out$/ }) });
    expect((await out.locator('tbody tr').first().locator('td').allTextContents()).slice(0, 4)).toEqual(['256', '256', '256', '256']);
    // The run is in the worker: the page's own frames never wait a whole second.
    expect(gap).toBeLessThan(1000);
    await page.close();
  }, 180_000);

  it('stops a run at once with Stop, says so, and runs the next one', async () => {
    const page = await session.newPage();
    // The endless loop must still be running when Stop is pressed, but the playground's
    // budget (PLAYGROUND_BUDGET, 2·10^8 lane-steps) is spent in under a second: the run
    // requests of this page reach the worker with a budget no run spends (NEVER_SPENT_BUDGET).
    await page.addInitScript((budget: number) => {
      const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
        const m = message as { type?: string; options?: object } | null;
        post.call(this, m?.type === 'run' ? { ...m, options: { ...m.options, budget } } : message, ...rest);
      } as typeof Worker.prototype.postMessage;
    }, NEVER_SPENT_BUDGET);
    await open(page);
    // An endless loop (`i` is even, so never 5; a poll of `out[0]` alone is a compile error).
    await setCode(page.locator(widget), 'export function kernel(out: int[]) {\n  let i: uint = 0;\n  while (out[0] == 0 && i != 5) { i += 2; }\n}\n');
    await page.fill(`${widget} input[name="grid"]`, '1');
    await page.fill(`${widget} input[name="block"]`, '32');
    await page.fill(`${widget} textarea[name="args"]`, 'out=int[1]');
    await page.locator(`${widget} [data-action="run"]`).click();
    const stop = page.locator(`${widget} [data-action="stop"]`);
    await stop.waitFor({ state: 'visible', timeout: 10_000 });
    // Timed in the page, from the click on Stop to the run's end (its `warp:results-shown`
    // mark), not with Playwright's round trips on a busy machine.
    await stop.evaluate((el) => el.addEventListener('click', () => performance.mark('e2e:stop'), { once: true }));
    await stop.click();
    await page.locator(`${widget} [data-action="run"]:not([disabled])`).waitFor({ timeout: 5_000 });
    const took = await page.evaluate(() => performance.getEntriesByName('warp:results-shown').at(-1)!.startTime - performance.getEntriesByName('e2e:stop')[0]!.startTime);
    expect(took).toBeLessThan(2_000);
    expect(await page.locator(`${widget} [data-role="summary"]`).textContent()).toBe('✗ The run was stopped.');
    expect(await stop.isHidden()).toBe(true);
    await setCode(page.locator(widget), 'export function kernel(out: int[]) {\n  if (threadIdx.x == 0) out[0] = 7;\n}\n');
    expect(await runIn(page.locator(widget))).toMatch(/^✓ Ran without errors/);
    await page.close();
  }, 120_000);
});
