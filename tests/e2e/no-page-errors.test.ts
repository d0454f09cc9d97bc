/**
 * Opening every exercise editor of lessons 2–4 and running one logs no page error and no
 * console error, on the built site and on the dev server. The dev server is where Monaco
 * said "[createInstance] … depends on UNKNOWN service ICodeLensCache" (and
 * `treeViewsDndService`): its pre-bundled TypeScript language loads every editor
 * contribution after the first editor has fixed the set of services, so editors created
 * later need those services registered up front (`src/editor/monaco.ts`). The build drops
 * those contribution imports (`monacoTrim`), so only the dev server shows the difference.
 * Also: a run's warning reaches the results once, under Warnings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { ROOT } from './support/site';
import { runIn, setCode } from './support/editor';

const site = inject('site');
const LESSONS = ['02-its-and-masks', '03-shuffles', '04-votes'].filter((l) => (site.exercises[l]?.length ?? 0) > 0);

/** Opens every exercise editor of `lesson` under `home`, runs the first, and returns the
 * page and console errors logged meanwhile. */
async function openAndRun(session: Session, home: string, lesson: string, timeout: number): Promise<string[]> {
  const before = session.errors.length;
  const page = await session.newPage();
  await page.goto(`${home}lessons/${lesson}/`);
  const ids = site.exercises[lesson]!;
  for (const id of ids) {
    const widget = `warp-exercise[data-id="${id}"]`;
    await page.locator(widget).scrollIntoViewIfNeeded();
    await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout });
  }
  // Run the first exercise (its starter code) and wait for its results.
  const first = page.locator(`warp-exercise[data-id="${ids[0]}"]`);
  await first.locator('[data-action="run"]').click();
  await first.locator('[data-action="run"]:not([disabled])').waitFor({ timeout });
  expect(await first.locator('[data-role="summary"]').textContent()).not.toBe('');
  // Give late errors (a worker, a lazily created contribution) a moment to arrive.
  await page.waitForTimeout(1000);
  await page.close();
  return session.errors.slice(before);
}

describe.skipIf(LESSONS.length === 0)('the built site without errors', () => {
  let session: Session;
  beforeAll(async () => { session = await openSession(site.origin); });
  afterAll(async () => { await session?.close(); });

  it.each(LESSONS)('lesson %s: every exercise editor opens and one runs, with no page or console error', async (lesson) => {
    expect(await openAndRun(session, site.home, lesson, 60_000)).toEqual([]);
    expect(session.foreign).toEqual([]);
  });
});

/** The environment without the test runner's own variables (its `BASE_URL`, `MODE`,
 * `NODE_ENV`, … would leak into the dev server, as `buildSite` notes). */
function runnerFree(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|VITEST.*)$/.test(k)));
}

const CENSUS = '04-votes/01-census';

describe.skipIf(!site.exercises['04-votes']?.includes(CENSUS))('warnings in the results', () => {
  let session: Session;
  beforeAll(async () => { session = await openSession(site.origin); });
  afterAll(async () => { await session?.close(); });

  it('lists a cross-site ballot once under Warnings, although every test and schedule reports it', async () => {
    // The reference's ballot, called from both arms of an \`if\` (lines \`first\`, \`first + 1\`): right on
    // Volta and later, which pair the two call sites, with a portability warning. Lane 0
    // takes the first arm in every warp, so the warning is always at the first of them.
    const solution = readFileSync(join(ROOT, site.content, '04-votes/exercises/01-census/solution.ts'), 'utf8');
    const split = solution.replace('  count[gid] = __popc(__ballot_sync(mask, above));\n',
      '  let b: uint;\n  if ((threadIdx.x & 1) == 0) b = __ballot_sync(mask, above);\n  else b = __ballot_sync(mask, above);\n  count[gid] = __popc(b);\n');
    expect(split).not.toBe(solution);
    const first = split.split('\n').findIndex((l) => l.includes('if ((threadIdx.x & 1) == 0) b =')) + 1;
    const page = await session.newPage();
    await page.goto(`${site.home}lessons/04-votes/`);
    const widget = `warp-exercise[data-id="${CENSUS}"]`;
    const root = page.locator(widget);
    await root.scrollIntoViewIfNeeded();
    await page.locator(`${widget}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 60_000 });
    await setCode(root, split);
    expect(await runIn(root, 60_000)).toMatch(/^✓/);
    const items = root.locator('section[aria-label="Warnings"] li');
    expect(await items.count()).toBe(1);
    const text = (await items.first().textContent()) ?? '';
    expect(text).toContain(`line ${first}:`);
    expect(text).toContain(`rendezvous joined calls at different lines (${first}, ${first + 1})`);
    expect(text).toContain('Call it once where every lane of the mask reaches it (for a vote, before the branch)');
    await page.close();
  });
});

describe.skipIf(LESSONS.length === 0 || !site.content.endsWith('content') || site.content.includes('fixtures'))('the dev server without errors', () => {
  let dev: ChildProcess | undefined;
  let origin = '';
  let session: Session;
  beforeAll(async () => {
    // `astro dev` on a free port, stopped by its PID afterwards.
    dev = spawn(process.execPath, [join(ROOT, 'node_modules/astro/astro.js'), 'dev', '--host', '127.0.0.1', '--port', '0'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...runnerFree(), ASTRO_TELEMETRY_DISABLED: '1', BASE_PATH: '/' },
    });
    origin = await new Promise<string>((done, fail) => {
      let out = '';
      dev!.once('exit', (code) => fail(new Error(`astro dev exited early (${code}): ${out}`)));
      dev!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
        if (m) done(m[1]!);
      });
    });
    session = await openSession(origin);
  }, 300_000);
  afterAll(async () => {
    await session?.close();
    if (dev?.pid && dev.exitCode === null) process.kill(dev.pid, 'SIGTERM');
  });

  it.each(LESSONS)('lesson %s: no "depends on UNKNOWN service" or other error with the editors of the dev server', async (lesson) => {
    expect(await openAndRun(session, `${origin}/`, lesson, 180_000)).toEqual([]);
  }, 300_000);
});
