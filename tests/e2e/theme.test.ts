import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';

const site = inject('site');
let session: Session;

beforeAll(async () => {
  session = await openSession(site.origin, { colorScheme: 'dark' });
});
afterAll(async () => {
  await session?.close();
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the theme switch', () => {
  it('follows the system preference until the learner chooses', async () => {
    const page = await session.newPage();
    await page.goto(site.home);
    expect(await theme(page)).toBe('dark');
    expect(await page.locator('[data-theme-choice="system"]').getAttribute('aria-pressed')).toBe('true');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.close();
  });

  it('switches to light with the keyboard, keeps the choice across pages and reloads, and returns to the system setting', async () => {
    const page = await session.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(site.home);
    const dark = await background(page);
    await page.locator('[data-theme-choice="light"]').focus();
    await page.keyboard.press('Enter');
    expect(await theme(page)).toBe('light');
    expect(await page.locator('[data-theme-choice="light"]').getAttribute('aria-pressed')).toBe('true');
    expect(await background(page)).not.toBe(dark);
    await page.goto(`${site.home}lessons/${site.lessons[0]}/`);
    expect(await theme(page)).toBe('light');
    await page.reload();
    expect(await theme(page)).toBe('light');
    await page.locator('[data-theme-choice="system"]').click();
    expect(await theme(page)).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await page.close();
  });

  it('recolours highlighted code with the dark theme', async () => {
    const page = await session.newPage();
    const code = page.locator('.prose pre.astro-code').first();
    for (const lesson of site.lessons) {
      await page.goto(`${site.home}lessons/${lesson}/`);
      if ((await code.count()) > 0) break;
    }
    expect(await code.count(), 'some lesson has a highlighted code block').toBe(1);
    const colourOf = () => code.evaluate((el) => getComputedStyle(el.querySelector('span[style]') ?? el).color);
    await page.locator('[data-theme-choice="dark"]').click();
    const inDark = await colourOf();
    await page.locator('[data-theme-choice="light"]').click();
    const inLight = await colourOf();
    expect(inDark).not.toBe(inLight);
    await page.close();
  });

  it('fires `warp-school:themechange` with the new theme so the editor can follow', async () => {
    const page = await session.newPage();
    await page.goto(site.home);
    await page.locator('[data-theme-choice="light"]').click();
    const seen = page.evaluate(
      () => new Promise<string>((done) => window.addEventListener('warp-school:themechange', (e) => done((e as CustomEvent).detail.theme))),
    );
    await page.locator('[data-theme-choice="dark"]').click();
    expect(await seen).toBe('dark');
    await page.close();
  });

  it('asked for no other origin', () => {
    expect(session.foreign).toEqual([]);
  });
});
