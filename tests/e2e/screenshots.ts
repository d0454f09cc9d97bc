/**
 * Screenshots of the test build for a visual check: `npx tsx tests/e2e/screenshots.ts [out dir]`
 * (default `.tmp/screenshots`). Serves `.tmp/e2e-dist` (run `npm run test:e2e` first) and
 * captures the home page, every lesson, the progress and playground pages in light and
 * dark at desktop width, and at phone width (with the menu open once): the first screen of
 * each page and up to three more screens further down.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSession } from './support/browser';
import { OUT_DIR, serveSite, stopSite } from './support/site';

const out = process.argv[2] ?? '.tmp/screenshots';
mkdirSync(out, { recursive: true });
const served = await serveSite();
try {
  const lessons = readdirSync(join(OUT_DIR, 'lessons')).sort();
  const pages: [string, string][] = [['home', ''], ['progress', 'progress/'], ['playground', 'playground/'], ['404', 'nope/'], ...lessons.map((l) => [l, `lessons/${l}/`] as [string, string])];
  for (const [name, opts] of [
    ['light', { colorScheme: 'light' as const }],
    ['dark', { colorScheme: 'dark' as const }],
    ['phone', { colorScheme: 'light' as const, viewport: { width: 390, height: 844 }, isMobile: true }],
  ] as const) {
    const session = await openSession(served.origin, opts);
    const page = await session.newPage();
    for (const [label, path] of pages) {
      await page.goto(`${served.home}${path}`);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `${name}-${label}.png`) });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = opts.viewport?.height ?? 900;
      for (let y = step, i = 2; y < height && i <= 4; y += step, i++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.screenshot({ path: join(out, `${name}-${label}-${i}.png`) });
      }
    }
    if (name === 'phone') {
      await page.goto(`${served.home}lessons/${lessons[0]}/`);
      await page.locator('.menu-button').click();
      await page.screenshot({ path: join(out, 'phone-menu.png') });
    }
    await session.close();
  }
} finally {
  stopSite(served);
}
console.log(`screenshots in ${out}`);
