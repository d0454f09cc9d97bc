/**
 * The GitHub Classroom workflow (examples/github-classroom.yml): its `Grade` step's
 * commands, run as the workflow runs them, in a folder laid out like the runner's
 * (`warp-school/` the course, `submission/` the student repository).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = process.cwd();
const yaml = createRequire(import.meta.url)('js-yaml') as { load(s: string): unknown };
interface Step { name?: string; run?: string; env?: Record<string, string> }
const workflow = yaml.load(readFileSync(join(root, 'examples/github-classroom.yml'), 'utf8')) as { jobs: { grade: { steps: Step[] } } };
const grade = workflow.jobs.grade.steps.find((s) => s.name === 'Grade')!;

describe('the GitHub Classroom workflow', () => {
  it('grades a student repository from source with the secret seed, writing JUnit XML and text', () => {
    expect(grade.env).toEqual({ WARP_SCHOOL_SEED: '${{ secrets.WARP_SCHOOL_SEED }}' });
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-classroom-'));
    symlinkSync(root, join(dir, 'warp-school'));
    mkdirSync(join(dir, 'submission'));
    cpSync(join(root, 'tests/fixtures/submissions/class/alice'), join(dir, 'submission/solutions'), { recursive: true });
    const r = spawnSync('bash', ['-e', '-c', grade.run!], { cwd: dir, encoding: 'utf8', env: { ...process.env, WARP_SCHOOL_SEED: 'a term secret' }, timeout: 300_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const xml = readFileSync(join(dir, 'grades.xml'), 'utf8');
    // week-1.json: lane-and-warp 6 fixed + 8 hidden random tests; broadcast 3 + 8 tests and
    // 2 rules; warp-sum 2 + 8 tests and 4 rules: 14 + 13 + 14 = 41 test cases.
    expect(xml).toMatch(/<testsuites name="Week 1: lanes, shuffles, reductions" tests="41" failures="0" errors="0"/);
    const text = readFileSync(join(dir, 'grades.txt'), 'utf8');
    expect(text).toContain('solutions  30/30');
    expect(text).toContain('random tests from env WARP_SCHOOL_SEED seeds');
  }, 300_000);

  it('refuses to grade (exit 2) when the secret is not set, instead of falling back to public tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-classroom-'));
    symlinkSync(root, join(dir, 'warp-school'));
    mkdirSync(join(dir, 'submission'));
    cpSync(join(root, 'tests/fixtures/submissions/class/alice'), join(dir, 'submission/solutions'), { recursive: true });
    const env = { ...process.env };
    delete env.WARP_SCHOOL_SEED;
    const r = spawnSync('bash', ['-e', '-c', grade.run!], { cwd: dir, encoding: 'utf8', env, timeout: 300_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('set the environment variable WARP_SCHOOL_SEED');
  }, 300_000);
});
