import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';

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
    const pages = ['', 'playground/', 'progress/', ...site.lessons.map((l) => `lessons/${l}/`)];
    const targets = new Set<string>();
    for (const p of pages) {
      await page.goto(`${site.home}${p}`);
      const urls = await page.evaluate(() =>
        [
          ...[...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
          ...[...document.querySelectorAll('link[href]')].map((l) => (l as HTMLLinkElement).href),
          ...[...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
          ...[...document.querySelectorAll('img[src]')].map((i) => (i as HTMLImageElement).src),
        ].map((u) => u.split('#')[0]!),
      );
      for (const u of urls) targets.add(u);
    }
    const outside = [...targets].filter((u) => !u.startsWith(site.home));
    expect(outside).toEqual([]);
    const broken: string[] = [];
    for (const u of targets) {
      const r = await page.request.get(u);
      if (r.status() !== 200) broken.push(`${r.status()} ${u}`);
    }
    expect(broken).toEqual([]);
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
