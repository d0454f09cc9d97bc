/**
 * The GitHub Classroom kit: the template repository `warp-school classroom` writes, and
 * its workflow's own commands (`Grade`, `Show the grade`, `Hand the points to GitHub
 * Classroom`), run as the workflow runs them, in a folder laid out like the runner's
 * (`warp-school/` the course, `submission/` the student repository), with
 * `$GITHUB_STEP_SUMMARY` and `$GITHUB_ENV` files. The points GitHub Classroom receives
 * are added up as the autograding reporter adds them (notify-classroom.js of
 * github-education-resources/autograding-grading-reporter: the sum of every runner's test
 * scores over the sum of their `max_score`).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classroomWorkflow } from '../../../src/grader/classroom/workflow';
import type { RunnerResult } from '../../../src/grader/batch';

const root = process.cwd();
const yaml = createRequire(import.meta.url)('js-yaml') as { load(s: string): unknown };
interface Step { name?: string; run?: string; env?: Record<string, string>; uses?: string; with?: Record<string, string> }
interface Workflow { env: Record<string, string>; permissions: Record<string, string>; jobs: Record<string, { steps: Step[]; if?: string }> }

/** Writes the template repository for assignments/week-1.json into a fresh runner layout. */
function layout(): { dir: string; template: string } {
  const dir = mkdtempSync(join(tmpdir(), 'warp-school-classroom-'));
  symlinkSync(root, join(dir, 'warp-school'));
  const r = spawnSync(process.execPath, ['bin/warp-school.mjs', 'classroom', '--assignment', 'assignments/week-1.json', join(dir, 'submission')], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return { dir, template: join(dir, 'submission') };
}

/** Runs the workflow's steps that run commands here; returns the points Classroom gets. */
function runWorkflow(dir: string, env: Record<string, string | undefined>) {
  const workflow = yaml.load(readFileSync(join(dir, 'submission/.github/workflows/classroom.yml'), 'utf8')) as Workflow;
  const job = workflow.jobs['run-autograding-tests']!;
  const step = (name: string): Step => job.steps.find((s) => s.name === name)!;
  const assignment = /\|\| '([^']+)' \}\}$/.exec(workflow.env.WARP_SCHOOL_ASSIGNMENT!)![1]!;
  const files = { GITHUB_STEP_SUMMARY: join(dir, 'summary-page.md'), GITHUB_ENV: join(dir, 'github-env') };
  writeFileSync(files.GITHUB_STEP_SUMMARY, '');
  writeFileSync(files.GITHUB_ENV, '');
  const base: Record<string, string | undefined> = { ...process.env, ...env, WARP_SCHOOL_ASSIGNMENT: assignment, ...files };
  for (const k of Object.keys(base)) if (base[k] === undefined) delete base[k];
  const results: { name: string; status: number | null; stderr: string }[] = [];
  for (const name of ['Grade', 'Show the grade', 'Hand the points to GitHub Classroom']) {
    const r = spawnSync('bash', ['-e', '-c', step(name).run!], { cwd: dir, encoding: 'utf8', env: base as NodeJS.ProcessEnv, timeout: 300_000 });
    results.push({ name, status: r.status, stderr: r.stderr });
    if (r.status !== 0) break;
  }
  const lines = readFileSync(files.GITHUB_ENV, 'utf8').trim().split('\n').filter((l) => l !== '');
  const ghEnv = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  const reporter = step('Autograding Reporter');
  const runners = (ghEnv.WARP_SCHOOL_RUNNERS ?? '').split(',').filter((x) => x !== '');
  const decoded = runners.map((r) => JSON.parse(Buffer.from(ghEnv[`${r.trim().toUpperCase()}_RESULTS`]!, 'base64').toString('utf8')) as RunnerResult);
  const total = decoded.reduce((t, x) => t + x.tests.reduce((s, y) => s + y.score, 0), 0);
  const max = decoded.reduce((t, x) => t + x.max_score, 0);
  return { workflow, job, reporter, results, runners, decoded, total, max, summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'), assignment };
}

describe('the GitHub Classroom template repository', () => {
  it('holds the student README, every exercise\'s starter under solutions/, and the workflow', () => {
    const { template } = layout();
    expect(readdirSync(join(template, 'solutions')).sort()).toEqual(['01-broadcast.ts', '01-lane-and-warp.ts', '01-warp-sum.ts']);
    expect(readFileSync(join(template, 'solutions/01-broadcast.ts'), 'utf8')).toBe(readFileSync('content/03-shuffles/exercises/01-broadcast/starter.ts', 'utf8'));
    const readme = readFileSync(join(template, 'README.md'), 'utf8');
    expect(readme).toContain('# Week 1: lanes, shuffles, reductions');
    expect(readme).toContain('Due 14 December 2026, 23:59 UTC. 3 exercises, 30 points.');
    expect(readme).toContain('| `solutions/01-warp-sum.ts` | Sum a warp with \\_\\_shfl\\_down\\_sync (`09-warp-reduce/01-warp-sum`) | 10 |');
    expect(readFileSync(join(template, '.github/workflows/classroom.yml'), 'utf8')).toBe(classroomWorkflow('week-1'));
  });

  it('is the workflow of examples/github-classroom.yml', () => {
    expect(readFileSync('examples/github-classroom.yml', 'utf8')).toBe(classroomWorkflow('week-1'));
  });
});

describe('the workflow', () => {
  it('names the assignment in one variable, checks out the course with the token secret, and reports to Classroom', () => {
    const { workflow } = (() => { const { dir } = layout(); return runWorkflow(dir, { WARP_SCHOOL_SEED: 'a term secret' }); })();
    expect(workflow.env).toEqual({ WARP_SCHOOL_ASSIGNMENT: "${{ vars.WARP_SCHOOL_ASSIGNMENT || 'week-1' }}" });
    expect(workflow.permissions).toEqual({ checks: 'write', actions: 'read', contents: 'read' });
    const steps = workflow.jobs['run-autograding-tests']!.steps;
    expect(steps.find((s) => s.name === 'Check out the course')!.with).toEqual({ repository: '${{ vars.WARP_SCHOOL_REPO }}', token: '${{ secrets.WARP_SCHOOL_TOKEN || github.token }}', path: 'warp-school' });
    expect(steps.find((s) => s.name === 'Grade')!.env).toEqual({ WARP_SCHOOL_SEED: '${{ secrets.WARP_SCHOOL_SEED }}' });
    expect(steps.find((s) => s.name === 'Autograding Reporter')).toEqual({ name: 'Autograding Reporter', uses: 'classroom-resources/autograding-grading-reporter@v1', with: { runners: '${{ env.WARP_SCHOOL_RUNNERS }}' } });
  }, 300_000);

  it('gives the reference solutions 30 of 30 points, per exercise, on the hidden tests', () => {
    const { dir } = layout();
    cpSync(join(root, 'tests/fixtures/submissions/class/alice'), join(dir, 'submission/solutions'), { recursive: true });
    const w = runWorkflow(dir, { WARP_SCHOOL_SEED: 'a term secret' });
    expect(w.results.map((r) => [r.name, r.status, r.stderr])).toEqual([['Grade', 0, ''], ['Show the grade', 0, ''], ['Hand the points to GitHub Classroom', 0, '']]);
    expect(w.runners).toEqual(['ex01laneandwarp', 'ex01broadcast', 'ex01warpsum']);
    expect(w.decoded.map((d) => [d.status, d.max_score])).toEqual([['pass', 10], ['pass', 10], ['pass', 10]]);
    // week-1.json: 8 hidden random tests each; lane-and-warp 6 fixed tests, broadcast 3 and
    // 2 rules, warp-sum 2 and 4 rules.
    expect(w.decoded.map((d) => d.tests.length)).toEqual([14, 13, 14]);
    expect([w.total, w.max]).toEqual([30, 30]);
    expect(w.summary).toContain('| 03\\-shuffles/01\\-broadcast | 10/10 | passed |  |');
    expect(readFileSync(join(dir, 'grades.xml'), 'utf8')).toMatch(/<testsuites name="Week 1: lanes, shuffles, reductions" tests="41" failures="0" errors="0"/);
    expect(readFileSync(join(dir, 'grades.txt'), 'utf8')).toContain('random tests from env WARP_SCHOOL_SEED seeds');
  }, 300_000);

  it('gives the starters as they are no points', () => {
    const { dir } = layout();
    const w = runWorkflow(dir, { WARP_SCHOOL_SEED: 'a term secret' });
    expect(w.results.every((r) => r.status === 0)).toBe(true);
    expect([w.total, w.max]).toEqual([0, 30]);
    expect(w.decoded.map((d) => d.status)).toEqual(['fail', 'fail', 'fail']);
  }, 300_000);

  it('refuses to grade (exit 2) when the secret is not set, instead of falling back to public tests', () => {
    const { dir } = layout();
    const w = runWorkflow(dir, { WARP_SCHOOL_SEED: undefined });
    expect(w.results[0]!.status).toBe(2);
    expect(w.results[0]!.stderr).toContain('set the environment variable WARP_SCHOOL_SEED');
  }, 300_000);
});
