import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { REFERENCE_DOCS } from '../../src/site/reference.mjs';

const site = inject('site');
let session: Session;

beforeAll(async () => {
  session = await openSession(site.origin);
});
afterAll(async () => {
  await session?.close();
});

describe('navigation of the built course under a sub-path', () => {
  it('opens the home page with the course name, the lesson list and a start button to lesson 1', async () => {
    const page = await session.newPage();
    await page.goto(site.home);
    expect(await page.title()).toBe('Warp School');
    expect(await page.locator('h1').textContent()).toBe('Warp School');
    expect(await page.locator('.lesson-cards > li').count()).toBe(site.lessons.length);
    expect(await page.locator('#continue').getAttribute('href')).toBe(`${site.base}lessons/${site.lessons[0]}/`);
    await page.close();
  });

  it('walks every lesson through its "Next" links, in folder order, and back through "Previous"', async () => {
    const page = await session.newPage();
    await page.goto(`${site.home}lessons/${site.lessons[0]}/`);
    const visited: string[] = [];
    for (;;) {
      visited.push(new URL(page.url()).pathname);
      expect(await page.locator('#sidebar a[aria-current="page"]').count()).toBe(1);
      expect(await page.locator('main h1').count()).toBe(1);
      const next = page.locator('.pager a[rel="next"]');
      if ((await next.count()) === 0) break;
      await Promise.all([page.waitForURL((u) => u.pathname !== visited.at(-1)), next.click()]);
    }
    expect(visited).toEqual(site.lessons.map((l) => `${site.base}lessons/${l}/`));
    for (let i = site.lessons.length - 2; i >= 0; i--) {
      await page.locator('.pager a[rel="prev"]').click();
      await page.waitForURL(`**${site.base}lessons/${site.lessons[i]}/`);
    }
    await page.close();
  });

  it('shows an anchor for every exercise of a lesson and links to it from the sidebar', async () => {
    const page = await session.newPage();
    for (const lesson of site.lessons) {
      await page.goto(`${site.home}lessons/${lesson}/`);
      for (const id of site.exercises[lesson] ?? []) {
        const folder = id.split('/')[1];
        expect(await page.locator(`#exercise-${folder}[data-exercise-id="${id}"]`).count()).toBe(1);
        expect(await page.locator(`#sidebar a[href="#exercise-${folder}"]`).count()).toBe(1);
      }
    }
    await page.close();
  });

  it('keeps every link, script, stylesheet and image of every page under the base path, and all of them resolve', async () => {
    const page = await session.newPage();
    const reference = ['reference/', ...REFERENCE_DOCS.map((d) => `reference/${d.name}/`)];
    const pages = ['', 'playground/', 'progress/', ...site.lessons.map((l) => `lessons/${l}/`), ...reference];
    const targets = new Set<string>();
    // The reference documents cite their sources (the CUDA guides, the PTX ISA) by link; those
    // are the only links to other sites, and nothing of another site is loaded.
    const cited = new Set<string>();
    for (const p of pages) {
      await page.goto(`${site.home}${p}`);
      const { anchors, assets } = await page.evaluate(() => ({
        anchors: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href.split('#')[0]!),
        assets: [
          ...[...document.querySelectorAll('link[href]')].map((l) => (l as HTMLLinkElement).href),
          ...[...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
          ...[...document.querySelectorAll('img[src]')].map((i) => (i as HTMLImageElement).src),
        ].map((u) => u.split('#')[0]!),
      }));
      for (const u of anchors) {
        if (reference.includes(p) && u.startsWith('https://') && !u.startsWith(site.origin)) cited.add(u);
        else targets.add(u);
      }
      for (const u of assets) targets.add(u);
    }
    const outside = [...targets].filter((u) => !u.startsWith(site.home));
    expect(outside).toEqual([]);
    for (const u of cited) expect(u).toMatch(/^https:\/\/(docs\.nvidia\.com|nvidia\.github\.io|eel\.is)\//);
    const broken: string[] = [];
    for (const u of targets) {
      const r = await page.request.get(u);
      if (r.status() !== 200) broken.push(`${r.status()} ${u}`);
    }
    expect(broken).toEqual([]);
    await page.close();
  });

  it('links the reference documents to each other by section: every fragment names a heading of its page', async () => {
    const page = await session.newPage();
    const ids = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];
    for (const d of REFERENCE_DOCS) {
      const url = `${site.home}reference/${d.name}/`;
      await page.goto(url);
      ids.set(url, new Set(await page.locator('main [id]').evaluateAll((els) => els.map((e) => e.id))));
      const hrefs = await page.locator('main article a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) if (href.startsWith(site.origin)) links.push({ from: d.name, href });
    }
    // docs/language.md §6 is cited by the other documents, and §5b by the lessons.
    expect(ids.get(`${site.home}reference/language/`)).toContain('6-execution-model');
    expect(ids.get(`${site.home}reference/language/`)).toContain('5b-cooperative-groups-structs-and-64-bit-integers');
    const sections = links.filter((l) => l.href.includes('#'));
    expect(sections.length).toBeGreaterThan(0);
    const missing = sections.filter(({ href }) => {
      const [target, fragment] = href.split('#') as [string, string];
      return !ids.get(target)?.has(decodeURIComponent(fragment));
    });
    expect(missing).toEqual([]);
    // Written for the repository, the documents' links never reach the site as `.md` files.
    expect(links.filter((l) => /\.md(#|$)/.test(l.href))).toEqual([]);
    await page.close();
  });

  it('reaches the reference from the header with the keyboard, and the reference lists its documents', async () => {
    const page = await session.newPage();
    await page.goto(site.home);
    let onReference = false;
    for (let i = 0; i < 20 && !onReference; i++) {
      await page.keyboard.press('Tab');
      onReference = await page.evaluate(() => {
        const a = document.activeElement;
        return a?.closest('.site-header') !== null && a?.textContent?.trim() === 'Reference';
      });
    }
    expect(onReference).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.home}reference/`);
    expect(await page.locator('main h1').textContent()).toBe('Reference');
    const docs = await page.locator('main .reference-list h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(docs).toEqual(REFERENCE_DOCS.map((d) => `${site.base}reference/${d.name}/`));
    await page.locator('main .reference-list h2 a').nth(1).click();
    await page.waitForURL(`${site.home}reference/semantics/`);
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('.reference-nav a[aria-current="page"]').textContent()).toBe('CUDA semantics');
    // Code blocks are highlighted as in the lessons (Shiki, both themes).
    expect(await page.locator('main article pre.astro-code').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('answers an unknown address with the 404 page and a link home', async () => {
    const page = await session.newPage();
    const errorsBefore = session.errors.length;
    const response = await page.goto(`${site.home}no/such/page/`);
    expect(response?.status()).toBe(404);
    // Chromium logs the 404 status itself as a console error; that one is expected here.
    expect(session.errors.splice(errorsBefore)).toEqual([expect.stringMatching(/status of 404/)]);
    expect(await page.locator('h1').textContent()).toMatch(/does not exist/);
    await page.getByRole('link', { name: 'Go to the course home' }).click();
    await page.waitForURL(site.home);
    await page.close();
  });

  it('asked for no other origin and raised no script errors on any page', () => {
    expect(session.foreign).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
