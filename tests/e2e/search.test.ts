/**
 * Search across the course (Pagefind over the built site): reached from the header with
 * the keyboard alone, finding lesson prose, exercise statements and the reference pages
 * (docs/*.md at /reference/...), with result links under the site's sub-path, and never
 * asking another origin for anything.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';

const site = inject('site');
let session: Session;

beforeAll(async () => {
  session = await openSession(site.origin);
});
afterAll(async () => {
  await session?.close();
});

/** The first exercise of the first lesson that has one, with its title from exercise.json. */
function anExercise(): { lesson: string; id: string; title: string } {
  const lesson = site.lessons.find((l) => (site.exercises[l] ?? []).length > 0)!;
  const id = site.exercises[lesson]![0]!;
  const spec = JSON.parse(readFileSync(join(ROOT, site.content, lesson, 'exercises', id.split('/')[1]!, 'exercise.json'), 'utf8'));
  return { lesson, id, title: spec.title as string };
}

describe('search', () => {
  it('is reached from the header with the keyboard, finds lessons as you type, and opens one with Enter', async () => {
    const page = await session.newPage();
    await page.goto(`${site.home}lessons/${site.lessons[0]}/`);
    let onSearch = false;
    for (let i = 0; i < 30 && !onSearch; i++) {
      await page.keyboard.press('Tab');
      onSearch = await page.evaluate(() => document.activeElement?.classList.contains('search-link') ?? false);
    }
    expect(onSearch).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.home}search/`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.keyboard.type('warp');
    // Each letter starts a search: wait for the results of the whole word, not those of "war".
    await page.locator('#search-status', { hasText: '“warp”' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('#search-status').textContent()).toMatch(/pages? mentions? “warp”/);
    const hrefs = await page.locator('#search-results > li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(new RegExp(`^${site.base}(lessons|reference)/[^/]+/`));
    expect(page.url()).toBe(`${site.home}search/?q=warp`);
    // Into the results with Tab, and open the first.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#search-results') !== null)).toBe(true);
    const first = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
    await page.keyboard.press('Enter');
    await page.waitForURL(first);
    expect(await page.locator('main h1').count()).toBe(1);
    await page.close();
  });

  it('finds an exercise by words of its statement, linking into its lesson', async () => {
    const ex = anExercise();
    const page = await session.newPage();
    await page.goto(`${site.home}search/?q=${encodeURIComponent(ex.title)}`);
    await page.locator('#search-results > li').first().waitFor({ timeout: 20_000 });
    const links = await page.locator('#search-results a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.some((h) => h.startsWith(`${site.base}lessons/${ex.lesson}/`))).toBe(true);
    expect(await page.locator('#search-results mark').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('says so when nothing matches', async () => {
    const page = await session.newPage();
    // A word no page has ("qqqq" finds the language reference, whose code names a variable `q`:
    // Pagefind matches words shorter than the term too).
    await page.goto(`${site.home}search/?q=hhhh`);
    await page.locator('#search-status:not(:empty)').waitFor({ timeout: 20_000 });
    expect(await page.locator('#search-status').textContent()).toBe('No lesson, exercise or reference page mentions “hhhh”.');
    expect(await page.locator('#search-results > li').count()).toBe(0);
    await page.close();
  });

  it('finds the language reference by a word only it has, and its result opens the reference page', async () => {
    // "recursion": docs/language.md §2 (a call cycle is a compile error); no lesson or other document says it.
    const page = await session.newPage();
    await page.goto(`${site.home}search/?q=recursion`);
    await page.locator('#search-results > li').first().waitFor({ timeout: 20_000 });
    const hrefs = await page.locator('#search-results > li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual([`${site.base}reference/language/`]);
    expect(await page.locator('#search-results mark').first().textContent()).toMatch(/recursion/i);
    await page.locator('#search-results > li h2 a').first().click();
    await page.waitForURL(`${site.home}reference/language/`);
    expect(await page.locator('main h1').textContent()).toBe('Warp TS: the language, its execution model and the command line');
    expect(await page.locator('main [id="2-program-shape"]').count()).toBe(1);
    await page.close();
  });

  it('asked for no other origin and logged no error', () => {
    expect(session.foreign).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
