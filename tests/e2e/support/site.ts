/**
 * Building and serving the site for browser tests: one `astro build` under a sub-path
 * base into `.tmp/e2e-dist`, served by `serve.mjs` on 127.0.0.1 (started and stopped by PID).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The base path the tests build under, to catch links that ignore it. */
export const BASE_PATH = '/warp-school/';

/** Project root. */
export const ROOT = resolve(HERE, '../../..');

/**
 * Where the test build goes: `WARP_E2E_OUT_DIR`, default `.tmp/e2e-dist` (not `dist/`, so a
 * build of the real site is left alone). Two test runs at once need different folders.
 */
export const OUT_DIR = resolve(ROOT, process.env.WARP_E2E_OUT_DIR || '.tmp/e2e-dist');

/** Fixture lessons, used while `content/` holds no lesson. */
export const FIXTURE_CONTENT = 'tests/e2e/fixtures/content';

/** The lessons folder to build: `content/` when it holds a lesson, else the fixtures. */
export function contentDir(): string {
  const real = join(ROOT, 'content');
  const hasLesson = existsSync(real) && readdirSync(real).some((d) => existsSync(join(real, d, 'index.mdx')));
  return hasLesson ? './content' : `./${FIXTURE_CONTENT}`;
}

/**
 * Variables the test runner puts in `process.env` (its own `import.meta.env`) that would leak
 * into the site's build: a `BASE_URL` of `/` there overrides the configured base.
 */
const RUNNER_ENV = /^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|VITEST.*)$/;

/** Runs `astro build` with the test base path, then Pagefind over the output; throws with
 * the output of the step that failed. */
export function buildSite(content: string): void {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !RUNNER_ENV.test(k)));
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/astro.js'), 'build'], {
    cwd: ROOT,
    env: { ...env, BASE_PATH, OUT_DIR, WARP_SCHOOL_CONTENT: content, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`astro build failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  // The search index, as `npm run build` makes it (settings in pagefind.yml).
  const p = spawnSync(process.execPath, [join(ROOT, 'node_modules/pagefind/lib/runner/bin.cjs'), '--site', OUT_DIR], {
    cwd: ROOT, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
  });
  if (p.status !== 0) throw new Error(`pagefind failed (${p.status}):\n${p.stdout}\n${p.stderr}`);
}

/** A running static server: its origin and the URL of the site's home page. */
export interface Served {
  child: ChildProcess;
  origin: string;
  home: string;
}

/** Starts `serve.mjs` over {@link OUT_DIR}; resolves once it prints its port. */
export function serveSite(): Promise<Served> {
  const child = spawn(process.execPath, [join(HERE, 'serve.mjs'), OUT_DIR, BASE_PATH], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`static server exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) {
        const origin = `http://127.0.0.1:${m[1]}`;
        done({ child, origin, home: `${origin}${BASE_PATH}` });
      }
    });
  });
}

/** Stops the server started by {@link serveSite}, by its PID. */
export function stopSite(served: Served | undefined): void {
  if (served?.child.pid && served.child.exitCode === null) process.kill(served.child.pid, 'SIGTERM');
}
