/**
 * `warp-school grade --assignment` options for a real class: feedback files (hidden tests
 * in brief unless asked), other formats from the same run (`--out`), the CI gate
 * (`--fail-under`), and the GitHub Classroom reporter's format.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunnerResult } from '../../../src/grader/batch';

const ID = '03-shuffles/01-broadcast';
const dir = mkdtempSync(join(tmpdir(), 'warp-school-grade-options-'));
const assignmentFile = join(dir, 'a.json');
writeFileSync(assignmentFile, JSON.stringify({ title: 'B', exercises: [{ id: ID, points: 10 }], seeds: { policy: 'hidden', seed: 7, count: 3 } }));
const klass = join(dir, 'class');
mkdirSync(join(klass, 'zed'), { recursive: true });
// A known-wrong solution: the source lane returns early, so every test reads an exited lane.
cpSync('content/03-shuffles/exercises/01-broadcast/wrong/source-skips.ts', join(klass, 'zed', '01-broadcast.ts'));
mkdirSync(join(klass, 'amy'));
cpSync('content/03-shuffles/exercises/01-broadcast/solution.ts', join(klass, 'amy', '01-broadcast.ts'));

function grade(...args: string[]) {
  return spawnSync(process.execPath, ['bin/warp-school.mjs', 'grade', '--assignment', assignmentFile, ...args], { encoding: 'utf8', timeout: 300_000 });
}

describe('feedback files', () => {
  it('writes one file per student: public tests with their values, hidden tests in brief', () => {
    const out = join(dir, 'feedback');
    const r = grade(klass, '--feedback', out);
    expect(r.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['amy.txt', 'zed.txt']);
    const zed = readFileSync(join(out, 'zed.txt'), 'utf8');
    expect(zed).toContain('Score: 0 of 10 points');
    // The three fixed tests are public: their message names the element and what it read.
    expect(zed).toContain('  lane 5, values 0.5, 1.5, ...: line 12: lane 0 of warp 0');
    // The three random tests were drawn from the assignment's secret: the reason only.
    expect(zed.match(/^ {2}random #\d \(a hidden test\): line 12: undefined value; 124 of 128 checked elements wrong$/gm)).toHaveLength(3);
    expect(readFileSync(join(out, 'amy.txt'), 'utf8')).toContain(`${ID}: 10 of 10 points, passed`);
  }, 300_000);

  it('gives hidden tests in full with --feedback-expected', () => {
    const out = join(dir, 'feedback-expected');
    expect(grade(klass, '--feedback', out, '--feedback-expected').status).toBe(0);
    const zed = readFileSync(join(out, 'zed.txt'), 'utf8');
    expect(zed).toMatch(/^ {2}random #1 \(a hidden test\): line 12: lane \d+ of warp \d/m);
  }, 300_000);

  it('refuses --feedback-expected without --feedback', () => {
    const r = grade(klass, '--feedback-expected');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--feedback-expected goes with --feedback DIR');
  });
});

describe('--fail-under and --out', () => {
  it('exits 1 when a submission scores below the gate, naming it, after writing every report', () => {
    const csv = join(dir, 'g.csv');
    const r = grade(klass, '--fail-under', '50%', '--out', `csv=${csv}`, '--format', 'json');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('warp-school grade: zed scored 0 of 10, below --fail-under 50%\n');
    expect(JSON.parse(r.stdout).students).toHaveLength(2);
    expect(readFileSync(csv, 'utf8').split('\r\n')[1]).toBe(`,amy,${join(klass, 'amy')},10,10,,10,`);
  }, 300_000);

  it('exits 0 when every submission reaches the gate, in points', () => {
    expect(grade(join(klass, 'amy'), '--fail-under', '10').status).toBe(0);
  }, 300_000);

  it('exits 2 for a gate that is not a score and for an --out with an unknown format', () => {
    expect(grade(klass, '--fail-under', 'half').stderr).toContain('--fail-under `half`: a score in points (`24`) or a percentage (`80%`)');
    expect(grade(klass, '--out', 'xml=x').status).toBe(2);
  });
});

describe('the GitHub Classroom format', () => {
  it('writes $GITHUB_ENV lines: the runner list and, per exercise, base64 JSON whose test scores add up to its points', () => {
    const r = grade(join(klass, 'zed'), '--format', 'classroom');
    expect(r.status).toBe(0);
    const env = Object.fromEntries(r.stdout.trim().split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    expect(env.WARP_SCHOOL_RUNNERS).toBe('ex01broadcast');
    const result = JSON.parse(Buffer.from(env.EX01BROADCAST_RESULTS!, 'base64').toString('utf8')) as RunnerResult;
    expect(result.version).toBe(1);
    expect(result.status).toBe('fail');
    expect(result.max_score).toBe(10);
    // 3 fixed + 3 random tests and 2 rules: every test fails, the rules pass but earn 0.
    expect(result.tests.map((t) => t.status)).toEqual(['fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'pass', 'pass']);
    expect(result.tests.reduce((s, t) => s + t.score, 0)).toBe(0);
    expect(result.tests[3]!.message).toBe('line 12: undefined value; 124 of 128 checked elements wrong (a hidden test)');
  }, 300_000);

  it('refuses a class of more than one submission', () => {
    const r = grade(klass, '--format', 'classroom');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('the classroom format reports one submission');
  }, 300_000);
});
