/** Stored progress for the browser tests: pages that open with a chosen localStorage. */
import type { Page } from 'playwright-core';
import type { Session } from './browser';

/** The localStorage prefix of an exercise's progress entry (`src/progress/keys.ts`). */
export const PROGRESS_KEY = 'warp-school:v1:exercise:';

/** A new page of `session` at `url`, with `entries` (exercise id → progress entry) as the
 * only stored progress; `home` is any page of the site (storage is per origin). */
export async function pageWithProgress(session: Session, home: string, entries: Record<string, unknown>, url: string): Promise<Page> {
  const page = await session.newPage();
  await page.goto(home);
  await page.evaluate(([prefix, e]) => {
    localStorage.clear();
    for (const [id, v] of Object.entries(e)) localStorage.setItem(prefix + id, JSON.stringify(v));
  }, [PROGRESS_KEY, entries] as const);
  await page.goto(url);
  return page;
}
