/**
 * Browser tests' global setup: builds the site once under {@link BASE_PATH}, serves it,
 * and hands each test file the home URL and the lesson list (`inject('site')`).
 * Environment: `WARP_E2E_CONTENT=fixtures` builds the fixture lessons instead of `content/`
 * (quick: no code editor bundle); `WARP_E2E_REUSE_BUILD=1` serves the previous test build
 * as it is (for re-running tests only; it may be stale).
 */
import type { TestProject } from 'vitest/node';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH, FIXTURE_CONTENT, OUT_DIR, ROOT, buildSite, contentDir, serveSite, stopSite, type Served } from './site';

let served: Served | undefined;

export async function setup(project: TestProject): Promise<void> {
  const content = process.env.WARP_E2E_CONTENT === 'fixtures' ? `./${FIXTURE_CONTENT}` : contentDir();
  const reuse = process.env.WARP_E2E_REUSE_BUILD === '1' && existsSync(join(OUT_DIR, 'index.html'));
  if (!reuse) buildSite(content);
  served = await serveSite();
  // The lesson pages: folders of the built `lessons/` that are lessons of the course (the
  // others are the redirects from renamed lessons' old addresses, content/renamed.json).
  const lessons = readdirSync(join(OUT_DIR, 'lessons')).sort().filter((l) => existsSync(join(ROOT, content, l, 'index.mdx')));
  const exercises = Object.fromEntries(
    lessons.map((l) => {
      const dir = join(ROOT, content, l, 'exercises');
      let ids: string[] = [];
      try {
        ids = readdirSync(dir).sort().map((e) => `${l}/${e}`);
      } catch {
        // a lesson without exercises
      }
      return [l, ids];
    }),
  );
  project.provide('site', { origin: served.origin, home: served.home, base: BASE_PATH, lessons, exercises, content });
}

export function teardown(): void {
  stopSite(served);
}

declare module 'vitest' {
  export interface ProvidedContext {
    site: {
      origin: string;
      home: string;
      base: string;
      /** Lesson folder names, in order. */
      lessons: string[];
      /** Exercise ids per lesson folder. */
      exercises: Record<string, string[]>;
      /** The content folder that was built. */
      content: string;
    };
  }
}
