import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradePart, gradeWith, mergeParts, type GradePart } from '../../../src/grader';
import { defaultEngine } from '../../../src/grader/engine';
import { exerciseSpec, type ExerciseSpec } from '../../../src/schema/exercise';

/** A report as JSON, key order included (`bigint`s as digits with `n`). */
const json = (x: unknown): string => JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/** The parts of one grading, `count` of them, as separate workers would make them. */
function parts(spec: ExerciseSpec, reference: string, submission: string, count: number, hidden = false): GradePart[] {
  return Array.from({ length: count }, (_, index) => gradePart(defaultEngine, spec, reference, submission, { hidden }, { index, count }));
}

const CONTENT = join(import.meta.dirname, '../../../content');
/** Exercises with wrong solutions of many kinds: warnings (cross-site, unwritten reads, tile
 * ranks), deadlocks, races, schedule-dependent output, failed rules. */
const SAMPLE = [
  '02-its-and-masks/02-syncwarp-reduction', '05-compaction-and-loops/02-until-all-done', '07-divergent-masks/03-rounds',
  '08-match-and-atomics/04-histogram', '11-block-reduce/05-syncwarp-tail', '12-scans/03-segmented-scan',
  '14-cooperative-groups/02-tile-compaction', '16-capstone/04-top-k',
].filter((id) => existsSync(join(CONTENT, id.replace('/', '/exercises/'))));

describe('a grading in parts (gradePart + mergeParts)', () => {
  it('gives the report of the grading in one piece, for every submission of sample exercises', () => {
    expect(SAMPLE.length).toBeGreaterThanOrEqual(7);
    let failing = 0;
    for (const id of SAMPLE) {
      const dir = join(CONTENT, id.replace('/', '/exercises/'));
      const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
      const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
      const wrong = readdirSync(join(dir, 'wrong')).sort().map((f) => readFileSync(join(dir, 'wrong', f), 'utf8'));
      for (const submission of [readFileSync(join(dir, 'starter.ts'), 'utf8'), `// mine\n${reference}`, ...wrong]) {
        for (const hidden of [false, true]) {
          const whole = json(gradeWith(defaultEngine, spec, reference, submission, { hidden }));
          if (!JSON.parse(whole).passed) failing++;
          for (const count of [2, 3]) expect(json(mergeParts(spec, parts(spec, reference, submission, count, hidden))), `${id} in ${count} parts`).toBe(whole);
        }
      }
    }
    expect(failing).toBeGreaterThan(SAMPLE.length * 2);
  }, 300_000);

  // A small exercise whose third test sends the submission into an endless loop.
  const spec = exerciseSpec.parse({
    title: 'Doubles', summary: 'Doubles each value.', launch: { grid: 1, block: 32 }, budget: 20_000,
    params: [
      { name: 'values', type: 'int[]', length: 'threads' },
      { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 },
    ],
    tests: { fixed: [1, 2, -1, 3, 4, 5].map((v) => ({ name: `value ${v}`, args: { values: { kind: 'constant', value: v } } })) },
  });
  const reference = `export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = values[gid] * 2;
}`;
  const runaway = `export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let x = values[gid];
  while (x != 0) { x = x - 1; }
  out[gid] = values[gid] * 2;
}`;

  it('stops at the first run that uses up its budget, whichever part ran it (hand-derived)', () => {
    const whole = gradeWith(defaultEngine, spec, reference, runaway);
    // Tests 0 and 1 pass, test 2 (value -1) runs away, tests 3-5 are not run.
    expect(whole.tests.map((t) => t.passed)).toEqual([true, true, false, false, false, false]);
    expect(whole.tests[2]!.diagnostics.some((d) => d.kind === 'budget')).toBe(true);
    expect(whole.tests.slice(3).map((t) => t.message)).toEqual(new Array(3).fill('not run: an earlier run of this submission used up its step budget (see the first failing test)'));
    expect(whole.tests.slice(3).map((t) => t.counts)).toEqual([null, null, null]);
    expect(whole.replay?.test).toBe(2);
    for (const count of [2, 3, 4, 6]) {
      const ps = parts(spec, reference, runaway, count);
      expect(json(mergeParts(spec, ps)), `${count} parts`).toBe(json(whole));
      // Any order of the parts.
      expect(json(mergeParts(spec, [...ps].reverse())), `${count} parts, reversed`).toBe(json(whole));
    }
    // In 3 parts, part 0 ran test 3 (it cannot know of test 2): the merge drops it.
    expect(parts(spec, reference, runaway, 3)[0]!.pieces.map((p) => [p.index, p.kind])).toEqual([[0, 'graded'], [3, 'graded']]);
  });

  it('grades named tests (TestList) as the same tests of the whole grading, and a part marked exhausted runs none of them', () => {
    const whole = gradeWith(defaultEngine, spec, reference, runaway);
    for (const lists of [[[0, 1], [2, 3], [4, 5]], [[0], [1, 2, 3, 4, 5]], [[0, 1, 2, 3, 4, 5]], [[3, 5], [0, 2], [1, 4]]]) {
      const ps = lists.map((tests) => gradePart(defaultEngine, spec, reference, runaway, {}, { tests }));
      expect(json(mergeParts(spec, ps)), `parts ${JSON.stringify(lists)}`).toBe(json(whole));
    }
    // After test 2 (value -1) used up its budget, tests 3-5 as one part marked exhausted:
    // each is skipped, its reference run, no run of the submission counted.
    const rest = gradePart(defaultEngine, spec, reference, runaway, {}, { tests: [3, 4, 5], exhausted: true });
    expect(rest.pieces.map((p) => [p.index, p.kind, p.countRuns.length, p.exhausted])).toEqual([[3, 'skipped', 0, false], [4, 'skipped', 0, false], [5, 'skipped', 0, false]]);
    const first = gradePart(defaultEngine, spec, reference, runaway, {}, { tests: [0, 1, 2] });
    expect(json(mergeParts(spec, [first, rest]))).toBe(json(whole));
    // Lists out of order, repeated, or past the last test are internal errors.
    for (const tests of [[1, 0], [2, 2], [6]]) expect(() => gradePart(defaultEngine, spec, reference, reference, {}, { tests })).toThrow(/assertion/);
  });

  it('keeps the first content error in test order and grades the tests after it', () => {
    const failsOnThree = `export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (values[gid] == 3) { out[gid + 1000] = 0; }
  out[gid] = values[gid] * 2;
}`;
    const whole = gradeWith(defaultEngine, spec, failsOnThree, reference);
    expect(whole.contentError).toMatch(/^the reference fails test `value 3`/);
    expect(whole.tests.map((t) => t.passed)).toEqual([true, true, true, false, true, true]);
    for (const count of [2, 3, 5]) expect(json(mergeParts(spec, parts(spec, failsOnThree, reference, count))), `${count} parts`).toBe(json(whole));
  });

  it('returns the early report of a submission that does not compile, and refuses parts that do not cover the tests', () => {
    const broken = 'export function kernel(values: int[], out: int[]) {\n  out[0] = = 1;\n}';
    const whole = gradeWith(defaultEngine, spec, reference, broken);
    expect(whole.tests).toEqual([]);
    expect(json(mergeParts(spec, parts(spec, reference, broken, 2)))).toBe(json(whole));
    const ps = parts(spec, reference, reference, 3);
    expect(() => mergeParts(spec, ps.slice(0, 2))).toThrow(/assertion/);
    expect(() => gradePart(defaultEngine, spec, reference, reference, {}, { index: 3, count: 3 })).toThrow(/assertion/);
  });
});
