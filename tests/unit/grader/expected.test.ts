/**
 * Grading from expected outputs computed ahead of time (src/grader/expected.ts), as the
 * assignment build of the site does for withheld exercises: after a trip through JSON,
 * the report is the one grading with the reference solution gives, for right and wrong
 * submissions alike.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { computeExpected, decodeValue, encodeValue, gradeSubmission, type ExpectedRuns } from '../../../src/grader';
import { defaultEngine } from '../../../src/grader/engine';
import { exerciseSpec } from '../../../src/schema';

const EXERCISES = ['03-shuffles/01-broadcast', '09-warp-reduce/01-warp-sum', '04-votes/01-census'];

function load(id: string) {
  const dir = join('content', id.replace('/', '/exercises/'));
  const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
  const wrong = readdirSync(join(dir, 'wrong')).sort().map((n) => readFileSync(join(dir, 'wrong', n), 'utf8'));
  return { spec, solution: readFileSync(join(dir, 'solution.ts'), 'utf8'), starter: readFileSync(join(dir, 'starter.ts'), 'utf8'), wrong };
}

describe('expected values as JSON', () => {
  it('keeps what JSON cannot hold as strings and gives it back', () => {
    const values = [1.5, -0, NaN, Infinity, -Infinity, null, 0, -7];
    const encoded = values.map(encodeValue);
    expect(encoded).toEqual([1.5, '-0', 'NaN', 'Infinity', '-Infinity', null, 0, -7]);
    const back = (JSON.parse(JSON.stringify(encoded)) as ReturnType<typeof encodeValue>[]).map(decodeValue);
    expect(back.map((v) => (typeof v === 'number' && Object.is(v, -0) ? '-0' : v))).toEqual([1.5, '-0', NaN, Infinity, -Infinity, null, 0, -7]);
  });
});

describe.each(EXERCISES)('grading %s from expected outputs', (id) => {
  const ex = load(id);
  const expected = JSON.parse(JSON.stringify(computeExpected(ex.spec, ex.solution, defaultEngine))) as ExpectedRuns;
  it('holds the checked outputs of every public test, not the code', () => {
    expect(expected.tests.length).toBe(ex.spec.tests.fixed.length + ex.spec.tests.random.count);
    expect(JSON.stringify(expected)).not.toContain('__');
  });
  it.each([['the reference', ex.solution], ['the starter', ex.starter], ...ex.wrong.map((w, i) => [`wrong solution ${i + 1}`, w] as [string, string])])(
    'gives %s the report the reference solution gives',
    (_what, source) => {
      const withReference = gradeSubmission(ex.spec, ex.solution, source);
      const withExpected = gradeSubmission(ex.spec, expected, source);
      expect(withExpected).toEqual(withReference);
    },
  );
});

describe('expected outputs that do not fit', () => {
  const ex = load('03-shuffles/01-broadcast');
  const expected = computeExpected(ex.spec, ex.solution, defaultEngine);
  it('are a content error when the spec has other tests now', () => {
    const spec = { ...ex.spec, tests: { ...ex.spec.tests, random: { ...ex.spec.tests.random, count: ex.spec.tests.random.count + 1 } } };
    expect(gradeSubmission(spec, expected, ex.solution).contentError).toBe('the expected outputs were computed for other tests than this exercise has: build the site again');
  });
  it('cannot grade hidden tests', () => {
    expect(gradeSubmission(ex.spec, expected, ex.solution, { hidden: true }).contentError).toContain('cover the public tests only');
  });
});
