/**
 * The step-through of a run of several blocks: it opens on the first block where the test
 * went wrong, and a block picker beside the warp picker switches to another traced block.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { setCode } from './support/editor';

const site = inject('site');
const ID = '02-its-and-masks/01-neighbour-exchange';
const folder = join(ROOT, site.content, '02-its-and-masks/exercises/01-neighbour-exchange');
const widget = `warp-exercise[data-id="${ID}"]`;

let session: Session;
beforeAll(async () => { session = await openSession(site.origin); });
afterAll(async () => { await session?.close(); });

describe.skipIf(!site.exercises['02-its-and-masks']?.includes(ID))('the step-through of a two-block run', () => {
  it('opens block (1,0,0), where the only wrong lanes are, and switches to block (0,0,0) with the block picker', async () => {
    // The reference, plus blockIdx.x: right in block 0, every element of block 1 one too large.
    const solution = readFileSync(join(folder, 'solution.ts'), 'utf8');
    const wrongInBlock1 = solution.replace('out[gid] = s[base + (lane + 1) % 32];', 'out[gid] = s[base + (lane + 1) % 32] + int(blockIdx.x);');
    expect(wrongInBlock1).not.toBe(solution);
    const page = await session.newPage();
    await page.goto(`${site.home}lessons/02-its-and-masks/`);
    const root: Locator = page.locator(widget);
    await root.scrollIntoViewIfNeeded();
    await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 60_000 });
    await setCode(root, wrongInBlock1);
    await root.locator('[data-action="run"]').click();
    await root.locator('[data-action="run"]:not([disabled])').waitFor({ timeout: 60_000 });
    expect(await root.locator('[data-role="summary"]').textContent()).toMatch(/^✗/);
    const open = root.locator('.wx-test.wx-fail [data-action="step-through"]').first();
    await open.click();
    const panel = root.locator('.ws-stepper');
    expect(await panel.locator('.ws-step-head > p').first().textContent()).toMatch(/, block \(1,0,0\)$/);
    const blocks = panel.getByLabel('Block to step through');
    expect(await blocks.locator('option').allTextContents()).toEqual(['block (0,0,0)', 'block (1,0,0)']);
    expect(await blocks.inputValue()).toBe('1');
    // Warps 0 and 1 of the 64-thread block stay pickable.
    expect(await panel.getByLabel('Warp to step through').locator('option').count()).toBe(2);
    await blocks.selectOption('0');
    await panel.locator('.ws-step-head > p', { hasText: 'block (0,0,0)' }).waitFor({ timeout: 60_000 });
    expect(await blocks.inputValue()).toBe('0');
    expect(await panel.locator('.ws-step-status').textContent()).toMatch(/^Step 1 of \d+/);
    expect(session.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });
});
