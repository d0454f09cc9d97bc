/** `warp-school grade` from the command line: formats, and exit status 0 whenever grading
 * ran, 2 only for bad input. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fixtures = 'tests/fixtures/submissions';
const dir = mkdtempSync(join(tmpdir(), 'warp-school-grade-cli-'));

function grade(...args: string[]) {
  const env = { ...process.env };
  delete env.WARP_SCHOOL_SEED;
  return spawnSync(process.execPath, ['bin/warp-school.mjs', 'grade', ...args], { encoding: 'utf8', timeout: 300_000, env });
}

describe('warp-school grade --exercise', () => {
  it('grades one file and exits 0 even when it fails', () => {
    const r = grade('--exercise', '03-shuffles/01-broadcast', `${fixtures}/class/carol/01-broadcast.ts`, '--format', 'json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.students[0].exercises[0]).toMatchObject({ id: '03-shuffles/01-broadcast', status: 'failed', score: 0, points: 10 });
  }, 120_000);
  it('exits 2 for an exercise that does not exist, suggesting the real one', () => {
    const r = grade('--exercise', '03-shuffle/01-broadcast', `${fixtures}/class/alice/01-broadcast.ts`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no exercise `03-shuffle/01-broadcast`');
    expect(r.stderr).toContain('did you mean `03-shuffles/01-broadcast`?');
  });
});

describe('warp-school grade --assignment', () => {
  it('writes one CSV row per student', () => {
    const r = grade('--assignment', `${fixtures}/assignment.json`, `${fixtures}/class/alice`, '--format', 'csv');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\r\n')[1]).toBe(`,alice,${fixtures}/class/alice,30,30,,10,10,10,`);
  }, 120_000);
  it.each([
    ['a missing assignment file', [`${dir}/none.json`, `${fixtures}/class`], 'no assignment file at'],
    ['a missing class folder', [`${fixtures}/assignment.json`, `${dir}/no-class`], 'no such file or folder'],
  ])('exits 2 for %s', (_what, [a, path], message) => {
    const r = grade('--assignment', a!, path!);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });
  it('exits 2 for an assignment that fails its schema, one line per problem', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ title: '', exercises: [{ id: 'broadcast', points: -1 }], seeds: { policy: 'public' } }));
    const r = grade('--assignment', bad, `${fixtures}/class`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('exercises[0].id: must be `<lesson folder>/<exercise folder>`');
    expect(r.stderr).toContain('exercises[0].points: Number must be greater than 0');
  });
  it('exits 2 for an assignment naming an exercise the course does not have', () => {
    const bad = join(dir, 'unknown.json');
    writeFileSync(bad, JSON.stringify({ title: 'x', exercises: [{ id: '42-nothing/01-none', points: 1 }], seeds: { policy: 'public' } }));
    const r = grade('--assignment', bad, `${fixtures}/class`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no exercise `42-nothing/01-none`');
  });
  it('exits 2 for an unknown format and for both --exercise and --assignment', () => {
    expect(grade('--assignment', `${fixtures}/assignment.json`, `${fixtures}/class`, '--format', 'xml').status).toBe(2);
    expect(grade('--assignment', `${fixtures}/assignment.json`, '--exercise', '03-shuffles/01-broadcast', `${fixtures}/class`).status).toBe(2);
  });
});

describe('warp-school grade --exercise --seed', () => {
  it('draws hidden random tests from the seed: the reference still scores full marks', () => {
    const r = grade('--exercise', '03-shuffles/01-broadcast', `${fixtures}/class/alice/01-broadcast.ts`, '--seed', '99', '--format', 'json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.assignment.seeds).toBe('file');
    expect(j.students[0].score).toBe(10);
  }, 120_000);
});
