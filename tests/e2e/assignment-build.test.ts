/**
 * The assignment build (`WARP_SCHOOL_MODE=assignments`, src/site/assignment-mode.ts),
 * built here into its own folder (`WARP_E2E_ASSIGN_OUT_DIR`, default
 * `.tmp/e2e-assign-dist`; `WARP_E2E_REUSE_BUILD=1` serves a previous one):
 * - `warp-school check --assignments` finds none of the withheld exercises' secret lines
 *   or hidden seeds in any of its files, and finds them in the self-paced build the other
 *   browser tests use (so the search does find what is there);
 * - a withheld exercise still grades in the browser, from the expected outputs its page
 *   carries: the reference solution passes, the starter fails;
 * - "Show solution" and "The same in CUDA" say the answer is kept back, with the due date,
 *   while an exercise of no assignment on the same page still shows its solution.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { OUT_DIR, ROOT } from './support/site';
import { runIn, setCode } from './support/editor';

const site = inject('site');
const hasCourse = site.content === './content';
const DIST = resolve(ROOT, process.env.WARP_E2E_ASSIGN_OUT_DIR || '.tmp/e2e-assign-dist');
const ID = '03-shuffles/01-broadcast';
const OTHER = '03-shuffles/02-rotate-groups';
const read = (id: string, name: string) => readFileSync(join(ROOT, 'content', id.replace('/', '/exercises/'), name), 'utf8');
const widget = (id: string) => `warp-exercise[data-id="${id}"]`;
const RUNNER_ENV = /^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|VITEST.*)$/;

let server: ChildProcess | undefined;
let home = '';
let session: Session;

beforeAll(async () => {
  if (!hasCourse) return;
  if (!(process.env.WARP_E2E_REUSE_BUILD === '1' && existsSync(join(DIST, 'index.html')))) {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !RUNNER_ENV.test(k)));
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/astro.js'), 'build'], {
      cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
      env: { ...env, WARP_SCHOOL_MODE: 'assignments', BASE_PATH: '/', OUT_DIR: DIST, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (r.status !== 0) throw new Error(`astro build (assignments) failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  server = spawn(process.execPath, [join(ROOT, 'tests/e2e/support/serve.mjs'), DIST, '/'], { stdio: ['ignore', 'pipe', 'inherit'] });
  home = await new Promise<string>((done, fail) => {
    let out = '';
    server!.once('exit', (code) => fail(new Error(`static server exited early (${code})`)));
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) done(`http://127.0.0.1:${m[1]}/`);
    });
  });
  session = await openSession(new URL(home).origin);
});

afterAll(async () => {
  await session?.close();
  if (server?.pid && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
});

function check(dist: string) {
  return spawnSync(process.execPath, ['bin/warp-school.mjs', 'check', '--assignments', '--dist', dist], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
}

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`${home}lessons/${id.split('/')[0]}/`);
  await page.locator(widget(id)).scrollIntoViewIfNeeded();
  await page.locator(`${widget(id)}[data-ready="true"] .monaco-editor`).waitFor({ timeout: 60_000 });
}

describe.skipIf(!hasCourse)('the assignment build', () => {
  it('holds no secret line and no hidden seed of a withheld exercise in any file', () => {
    const r = check(DIST);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/check --assignments: 3 withheld exercises, \d+ secret lines and 3 hidden seeds searched in \d+ files of .*: 0 found\n$/);
    expect(r.status).toBe(0);
  });

  it('is told apart from the self-paced build, which carries the same secrets', () => {
    const r = check(OUT_DIR);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`${ID} solution.ts: out[gid] = __shfl_sync(FULL, v, src);`);
    expect(r.stdout).toContain(`${ID} cuda.cu: __global__ void kernel(const float *values, int src, float *out)`);
    expect(r.stdout).toContain(`${ID} hiddenSeed: hiddenSeed: `);
  });

  it('grades a withheld exercise from the expected outputs its page carries', async () => {
    const page = await session.newPage();
    await open(page, ID);
    await setCode(page.locator(widget(ID)), read(ID, 'solution.ts'));
    expect(await runIn(page.locator(widget(ID)), 60_000)).toMatch(/^✓ All \d+ tests pass/);
    await setCode(page.locator(widget(ID)), read(ID, 'starter.ts'));
    expect(await runIn(page.locator(widget(ID)), 60_000)).toMatch(/^✗ \d+ of \d+ tests fail/);
    await page.close();
  });

  it('says the solution and its CUDA version are kept back until the due date, and shows other exercises\' solutions', async () => {
    const page = await session.newPage();
    await open(page, ID);
    await page.locator(`${widget(ID)} [data-action="solution"]`).click();
    expect(await page.locator(`${widget(ID)} [data-role="solution-slot"]`).textContent())
      .toContain('The reference solution is kept back for the assignment “Week 1: lanes, shuffles, reductions”, due Monday 14 December 2026, 23:59 UTC.');
    await page.locator(`${widget(ID)} .wx-cuda summary`).click();
    expect(await page.locator(`${widget(ID)} .wx-cuda`).textContent()).toContain('The CUDA version of the reference solution is kept back');
    const html = await (await fetch(`${home}lessons/03-shuffles/`)).text();
    const other = html.slice(html.indexOf(`data-id="${OTHER}"`));
    expect(other).toMatch(/<template data-role="solution"><pre class="astro-code/);
    await page.close();
  });
});
