/**
 * Names of the exercise's keyboard shortcuts on this platform. Monaco binds Run to
 * `CtrlCmd+Enter` (⌘ on Apple systems, Ctrl elsewhere) and its "Tab moves focus" toggle to
 * Ctrl+M, or Ctrl+Shift+M on Apple systems (Monaco's `editor.action.toggleTabFocusMode`).
 * Browser only; DOM-free apart from reading `navigator`.
 */

/** True on macOS, iOS and iPadOS (where Monaco's `CtrlCmd` is the ⌘ key). */
export function isApple(): boolean {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { platform?: string } }) | undefined;
  if (!nav) return false;
  const platform = nav.userAgentData?.platform || nav.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The shortcuts as text: `run` (e.g. `Ctrl+Enter`, `⌘+Enter`) and `focusOut` (e.g. `Ctrl+M`). */
export function shortcuts(apple = isApple()): { run: string; focusOut: string } {
  return apple
    ? { run: '⌘+Enter', focusOut: 'Ctrl+Shift+M' }
    : { run: 'Ctrl+Enter', focusOut: 'Ctrl+M' };
}
