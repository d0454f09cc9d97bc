/**
 * Headless Chromium for browser tests: Debian's `/usr/bin/chromium` through playwright-core,
 * a fresh profile (user-data-dir, passed by playwright as `--user-data-dir`) per launch, and every request to another origin blocked and recorded
 * (the site must work offline: no CDN, no web fonts from elsewhere).
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium flags for a root, sandbox-less, quiet headless run. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A browser context whose pages may only talk to `origin`. */
export interface Session {
  context: BrowserContext;
  /** URLs of blocked requests to other origins; a test fails when this is not empty. */
  foreign: string[];
  /** Uncaught page errors and console errors, as text. */
  errors: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Launches Chromium with a fresh user-data-dir and a context limited to `origin`.
 * `viewport` defaults to 1280×900; `colorScheme` to light.
 */
export async function openSession(
  origin: string,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark'; isMobile?: boolean } = {},
): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'warp-school-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    isMobile: options.isMobile ?? false,
    hasTouch: options.isMobile ?? false,
    acceptDownloads: true,
  });
  const foreign: string[] = [];
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    foreign.push(url);
    return route.abort('blockedbyclient');
  });
  const track = (page: Page) => {
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
  };
  context.on('page', track);
  for (const page of context.pages()) await page.close();
  return {
    context,
    foreign,
    errors,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
