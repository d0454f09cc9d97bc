import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';

const site = inject('site');
let session: Session;

beforeAll(async () => {
  session = await openSession(site.origin, { viewport: { width: 390, height: 844 }, isMobile: true });
});
afterAll(async () => {
  await session?.close();
});

describe('on a phone-sized screen', () => {
  it('collapses the sidebar into a menu that opens, takes focus, and closes with Escape', async () => {
    const page = await session.newPage();
    await page.goto(`${site.home}lessons/${site.lessons[0]}/`);
    const sidebar = page.locator('#sidebar');
    const button = page.locator('.menu-button');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-button'))).toBe(true);
    await page.close();
  });

  it('never scrolls the page sideways; wide tables and code scroll inside their own box', async () => {
    const page = await session.newPage();
    for (const path of ['', 'progress/', 'playground/', ...site.lessons.map((l) => `lessons/${l}/`)]) {
      await page.goto(`${site.home}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `page ${path || 'home'} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    await page.close();
  });

  it('asked for no other origin', () => {
    expect(session.foreign).toEqual([]);
  });
});
