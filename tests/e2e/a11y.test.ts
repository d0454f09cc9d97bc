import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { seriousViolations } from './support/axe';
import { REFERENCE_DOCS } from '../../src/site/reference.mjs';

const site = inject('site');
const pages = [
  '', 'playground/', 'progress/', 'search/?q=warp', 'no-such-page/', ...site.lessons.map((l) => `lessons/${l}/`),
  'reference/', ...REFERENCE_DOCS.map((d) => `reference/${d.name}/`),
];
let session: Session;

beforeAll(async () => {
  session = await openSession(site.origin);
});
afterAll(async () => {
  await session?.close();
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each(pages)(`has no serious or critical axe violations on /%s in the ${theme} theme`, async (path) => {
      const page = await session.newPage();
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${site.home}${path}`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('offers a skip link as the first Tab stop, which moves focus to the main content', async () => {
    const page = await session.newPage();
    await page.goto(`${site.home}lessons/${site.lessons[0]}/`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('has one banner, one main and labelled navigation landmarks on every page', async () => {
    const page = await session.newPage();
    for (const path of pages) {
      await page.goto(`${site.home}${path}`);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Lessons' }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Site' }).count()).toBe(1);
    }
    await page.close();
  });

  it('shows a visible focus outline on links', async () => {
    const page = await session.newPage();
    await page.goto(site.home);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.close();
  });
});
