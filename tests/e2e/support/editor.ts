/**
 * Driving a code editor in the browser tests: an exercise (`<warp-exercise>`) or the
 * playground (`<warp-playground>`) exposes its live editor as `element.warpEditor`.
 */
import type { Locator } from 'playwright-core';

type Editable = HTMLElement & { warpEditor: { replaceValue(t: string): void } };

/** Replaces the code of the editor in `root` through its model (typing would auto-indent). */
export async function setCode(root: Locator, code: string): Promise<void> {
  await root.evaluate((el, text) => { (el as Editable).warpEditor.replaceValue(text); }, code);
}

/** Clicks Run in `root`, waits until the run has ended (up to `timeout` ms) and returns
 * the summary line. */
export async function runIn(root: Locator, timeout = 30_000): Promise<string> {
  await root.locator('[data-action="run"]').click();
  await root.locator('[data-action="run"]:not([disabled])').waitFor({ timeout });
  return (await root.locator('[data-role="summary"]').textContent()) ?? '';
}

/** A step budget (lane-steps) that no run spends before a test ends it: days of simulation
 * even for an empty loop of a converged warp, the simulator's fastest case (`npx warp-school
 * run` spends about 6 s on 4·10^9 lane-steps of `while (true) { }` in two warps). For tests
 * whose endless loop must still be running when a timeout or Stop ends it: 4·10^9 was once
 * enough, until a faster simulator spent it within the 5 s limit. */
export const NEVER_SPENT_BUDGET = 1e15;
