/**
 * Names of the exercise's keyboard shortcuts on this platform. Monaco binds Run to
 * `CtrlCmd+Enter` (⌘ on Apple systems, Ctrl elsewhere). The way out of an editor is
 * Escape, then Tab (focus-out.ts) on every platform; Monaco's own "Tab moves focus"
 * toggle (Ctrl+M) is a switch shared by every editor of the page, so it is not offered.
 * Browser only; DOM-free apart from reading `navigator`.
 */

/** True on macOS, iOS and iPadOS (where Monaco's `CtrlCmd` is the ⌘ key). */
export function isApple(): boolean {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { platform?: string } }) | undefined;
  if (!nav) return false;
  const platform = nav.userAgentData?.platform || nav.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The shortcuts as text: `run` (e.g. `Ctrl+Enter`, `⌘+Enter`) and `focusOut` (`Escape`,
 * pressed before Tab). */
export function shortcuts(apple = isApple()): { run: string; focusOut: string } {
  return { run: apple ? '⌘+Enter' : 'Ctrl+Enter', focusOut: 'Escape' };
}
