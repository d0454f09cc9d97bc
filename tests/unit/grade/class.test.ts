/**
 * A class of sample submissions (tests/fixtures/submissions/class, some hostile) graded
 * against tests/fixtures/submissions/assignment.json in worker threads. Expected scores
 * are derived by hand in tests/fixtures/submissions/expected.json (each exercise's points
 * shared equally among its tests and rules).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assignment as assignmentSchema } from '../../../src/schema/assignment';
import { gradeClass, type ClassResult, type StudentResult } from '../../../src/grader/batch';

const fixtures = join(process.cwd(), 'tests/fixtures/submissions');
const a = assignmentSchema.parse(JSON.parse(readFileSync(join(fixtures, 'assignment.json'), 'utf8')));
const expected = JSON.parse(readFileSync(join(fixtures, 'expected.json'), 'utf8')) as {
  students: Record<string, { score: number; exercises: Record<string, number> }>;
};

let result: ClassResult;
const student = (name: string): StudentResult => result.students.find((s) => s.student === name)!;
const exercise = (name: string, id: string) => student(name).exercises.find((e) => e.id === id)!;

beforeAll(async () => {
  result = await gradeClass(a, join(fixtures, 'class'), { contentRoot: join(process.cwd(), 'content'), env: {}, workers: 2 });
}, 600_000);

describe('grading the sample class', () => {
  it('grades every student, sorted by name, whatever the others submitted', () => {
    expect(result.students.map((s) => s.student)).toEqual(Object.keys(expected.students).sort());
  });

  it.each(Object.entries(expected.students))('gives %s the hand-derived scores', (name, want) => {
    const s = student(name);
    expect(s.score).toBe(want.score);
    expect(Object.fromEntries(s.exercises.map((e) => [e.id, e.score]))).toEqual(want.exercises);
    expect(s.points).toBe(30);
  });

  it('stops a loop that never ends with the step budget, naming the budget', () => {
    const e = exercise('carol', '01-warps/01-lane-and-warp');
    expect(e.items.every((i) => i.status === 'failed')).toBe(true);
    expect(e.items[0]!.message).toContain('budget of 2,000,000 lane-steps');
  });

  it('reports a deadlock in every test, with its line', () => {
    const e = exercise('carol', '03-shuffles/01-broadcast');
    expect(e.items.filter((i) => i.kind === 'test').every((i) => i.status === 'failed' && i.message.includes('deadlock'))).toBe(true);
  });

  it('gives no points for rules kept by a submission that passes no test', () => {
    const e = exercise('carol', '03-shuffles/01-broadcast');
    const rules = e.items.filter((i) => i.kind === 'rule');
    expect(rules.map((i) => [i.status, i.score])).toEqual([['passed', 0], ['passed', 0]]);
    expect(rules[0]!.message).toContain('earns 0 % of its points: 0 of 8 tests pass');
  });

  it.each([
    ['carol', '08-warp-reduce/01-warp-sum', 'the file is empty'],
    ['dave', '03-shuffles/01-broadcast', 'the file is not text'],
    ['dave', '08-warp-reduce/01-warp-sum', 'the file is too large: 5769 bytes (the limit is 4096)'],
    ['dave', '01-warps/01-lane-and-warp', 'does not compile: 2:33'],
    ['dave', '99-extra-credit.ts', '`99-extra-credit.ts` names no exercise of the course'],
    ['bob', '09-nothing/01-nope', 'no exercise `09-nothing/01-nope` exists'],
    ['erin', '01-warps/01-lane-and-warp', 'the submission file is not valid JSON'],
    ['frank', '03-shuffles/01-broadcast', '`eval` is not a function of this program or of Warp TS'],
    ['gina', '01-warps/01-lane-and-warp', 'no solution submitted (expected `01-lane-and-warp.ts`)'],
  ])('fails %s on %s with a clear message', (name, id, message) => {
    expect(exercise(name, id).message).toContain(message);
  });

  it('ignores the scores a submission file claims: grades come from the source', () => {
    expect(student('bob').notes).toContain('ignored `scores`: grades are recomputed from the source');
    expect(exercise('bob', '03-shuffles/01-broadcast').score).toBe(9);
  });

  it('marks a submission file sent after the due date as late, without costing points', () => {
    expect(student('bob').late).toBe(true);
    expect(student('bob').notes.join(' ')).toContain('after the due date 2026-12-14T23:59:00Z');
  });

  it('gives every test and rule an equal share of the exercise points', () => {
    const e = exercise('gina', '08-warp-reduce/01-warp-sum');
    expect(e.items.map((i) => i.kind)).toEqual([...new Array(7).fill('test'), ...new Array(4).fill('rule')]);
    expect(e.items.every((i) => i.points === 0.91)).toBe(true);
  });

  it('draws random tests from the assignment secret, not the public seed', () => {
    expect(result.assignment.seeds).toBe('file');
  });
});
