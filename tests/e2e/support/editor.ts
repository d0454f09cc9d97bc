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
