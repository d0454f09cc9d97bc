/**
 * The playground widget: runs any kernel with the launch and arguments given, reports
 * diagnostics, and shares its state through a link that loads but never runs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { seriousViolations } from './support/axe';
import { runIn, setCode } from './support/editor';

const site = inject('site');
const url = `${site.home}playground/`;
const widget = 'warp-playground';

let session: Session;
beforeAll(async () => { session = await openSession(site.origin); });
afterAll(async () => { await session?.close(); });

async function open(page: Page, target = url): Promise<void> {
  await page.goto(target);
  await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 30_000 });
}

const XOR = 'export function kernel(out: int[]): void {\n  out[threadIdx.x] = __shfl_xor_sync(0xffffffff, int(threadIdx.x), 1);\n}\n';

describe.skipIf(site.content !== './content')('the playground', () => {
  it('runs a kernel with the arguments given as NAME=SPEC and shows the arrays after the run', async () => {
    const page = await session.newPage();
    await open(page);
    await setCode(page.locator(widget), XOR);
    await page.fill(`${widget} input[name="grid"]`, '1');
    await page.fill(`${widget} input[name="block"]`, '32');
    await page.fill(`${widget} textarea[name="args"]`, 'out=int[32]');
    expect(await runIn(page.locator(widget))).toMatch(/^✓ Ran without errors/);
    // PTX shfl.sync.bfly with laneMask 1: lane i reads lane i ^ 1.
    const firstRow = await page.locator(`${widget} .wx-array tbody tr`).first().locator('td').allTextContents();
    expect(firstRow).toEqual(['1', '0', '3', '2', '5', '4', '7', '6']);
    await page.close();
  });

  it('has no serious accessibility violations with a run shown', async () => {
    const page = await session.newPage();
    await open(page);
    expect(await runIn(page.locator(widget))).toMatch(/^✓/);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await page.close();
  });

  it('explains a malformed argument instead of running', async () => {
    const page = await session.newPage();
    await open(page);
    await page.fill(`${widget} textarea[name="args"]`, 'out=short[32]');
    await page.locator(`${widget} [data-action="run"]`).click();
    expect(await page.locator(`${widget} [data-role="config-error"]`).textContent()).toContain('line 1: out: short[32] is not an argument');
    await page.close();
  });

  it('shares code and launch settings in the link, and a shared link loads without running', async () => {
    const page = await session.newPage();
    await open(page);
    await setCode(page.locator(widget), XOR);
    await page.fill(`${widget} input[name="block"]`, '32');
    await page.fill(`${widget} textarea[name="args"]`, 'out=int[32]');
    await page.locator(`${widget} [data-action="share"]`).click();
    await page.waitForFunction(() => location.hash.startsWith('#code='));
    const shared = page.url();
    const other = await session.newPage();
    await other.evaluate(() => localStorage.clear()).catch(() => undefined);
    await open(other, shared);
    const code = await other.locator(widget).evaluate((el) => (el as HTMLElement & { warpEditor: { getValue(): string } }).warpEditor.getValue());
    expect(code).toBe(XOR);
    expect(await other.inputValue(`${widget} input[name="block"]`)).toBe('32');
    expect(await other.locator(`${widget} .wx-report`).count()).toBe(0);
    expect(await other.locator(`${widget} [data-role="summary"]`).textContent()).toContain('press Run');
    await page.close();
    await other.close();
  });
});
