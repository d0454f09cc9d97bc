import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const tmp = mkdtempSync(join(tmpdir(), 'warp-sync-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Variables of the test runner that would leak into Astro (as tests/e2e/support/site.ts). */
const RUNNER_ENV = /^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|VITEST.*)$/;

describe('astro sync', () => {
  it('fails on a malformed exercise.json, naming the file, the field and a hint', () => {
    const root = join(tmp, 'course');
    cpSync('tests/e2e/fixtures/content', root, { recursive: true });
    const spec = join(root, '02-shuffles/exercises/02-rotate/exercise.json');
    writeFileSync(spec, JSON.stringify({ title: 'Rotate', summary: 's', launch: { block: '32' } }));
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !RUNNER_ENV.test(k)));
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/astro.js'), 'sync'], {
      cwd: ROOT,
      env: { ...env, WARP_SCHOOL_CONTENT: root, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(`${r.stdout}${r.stderr}`).toMatch(
      /02-shuffles\/exercises\/02-rotate\/exercise\.json: launch\.block: .*\(hint: the value matches none of the allowed shapes/,
    );
  });
});
