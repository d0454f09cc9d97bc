/**
 * Theme preference in the browser. The same rules run, inlined, in the page head before
 * first paint (see `ThemeInit.astro`), so there is no flash of the wrong theme.
 */
import { THEME_KEY } from '../../src/progress/keys';

/** What the learner chose; `system` follows `prefers-color-scheme`. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** Name of the `window` event fired when the effective theme changes (`detail.theme`). */
export const THEME_EVENT = 'warp-school:themechange';

/** The stored preference; `system` when none, unreadable or storage is unavailable. */
export function readPreference(): ThemePreference {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/** `light` or `dark` for a preference, resolving `system` with the media query. */
export function resolveTheme(pref: ThemePreference): 'light' | 'dark' {
  if (pref !== 'system') return pref;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Sets `<html data-theme>` (and `data-theme-pref`), optionally stores `pref`, and fires {@link THEME_EVENT}. */
export function applyTheme(pref: ThemePreference, store: boolean): void {
  const root = document.documentElement;
  const theme = resolveTheme(pref);
  if (store) {
    try {
      localStorage.setItem(THEME_KEY, pref);
    } catch {
      // not persisted; still applied for this page
    }
  }
  root.dataset.themePref = pref;
  if (root.dataset.theme !== theme) {
    root.dataset.theme = theme;
    window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: { theme } }));
  }
}
