/** The four report formats of `warp-school grade`, on a hand-made result. */
import { describe, expect, it } from 'vitest';
import { csvField, formatCsv, formatJson, formatJunit, formatText, resultOf, runnerResult, xmlEscape, type ClassResult } from '../../../src/grader/batch';
import type { GradeReport } from '../../../src/grader';

const result: ClassResult = {
  assignment: { title: 'Week <1> & "more"', points: 20, exercises: [{ id: 'a/01-x', points: 10 }, { id: 'b/01-y', points: 10 }], seeds: 'file' },
  seconds: 1.5,
  workers: 2,
  skipped: [],
  problems: [],
  students: [
    {
      student: '=HYPERLINK("x")', path: 'class/h', score: 15, points: 20, notes: [], exercises: [
        { id: 'a/01-x', status: 'passed', message: 'passed every test and rule', score: 10, points: 10, ms: 400, items: [
          { name: 'one', kind: 'test', status: 'passed', message: 'passed', score: 5, points: 5 },
          { name: 'two', kind: 'test', status: 'passed', message: 'passed', score: 5, points: 5 },
        ] },
        { id: 'b/01-y', status: 'partial', message: 'test `t`: lane 3 < 4', score: 5, points: 10, ms: 200, items: [
          { name: 't', kind: 'test', status: 'failed', message: 'lane 3 < 4 & "so on"', score: 0, points: 5 },
          { name: 'rule noShared', kind: 'rule', status: 'passed', message: 'ok', score: 5, points: 5 },
        ] },
      ],
    },
    { student: 'ann, the second', path: 'class/ann.json', score: 0, points: 20, late: true, notes: ['late'], exercises: [
      { id: 'a/01-x', status: 'error', message: 'the exercise is broken', score: 0, points: 10, ms: 0, items: [] },
      { id: 'b/01-y', status: 'failed', message: 'the file is empty', score: 0, points: 10, ms: 0, items: [
        { name: 'submission', kind: 'submission', status: 'failed', message: 'the file is empty', score: 0, points: 10 },
      ] },
    ] },
  ],
};

describe('CSV (RFC 4180)', () => {
  it('writes one row per student: id, name, path, score, points, late, one column per exercise, notes', () => {
    expect(formatCsv(result)).toBe(
      'id,name,path,score,points,late,a/01-x,b/01-y,notes\r\n'
      + ',"\'=HYPERLINK(""x"")",class/h,15,20,,10,5,\r\n'
      + ',"ann, the second",class/ann.json,0,20,yes,0,0,late; a/01-x: the exercise is broken; b/01-y: the file is empty\r\n',
    );
  });
  it('quotes fields with commas or quotes and defuses spreadsheet formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField(-3)).toBe('-3');
  });
});

describe('JUnit XML', () => {
  const xml = formatJunit(result);
  it('counts test cases, failures and errors over every student and exercise', () => {
    // h: 2 + 2 items; ann: 1 error (broken exercise) + 1 failure.
    expect(xml).toContain('<testsuites name="Week &lt;1&gt; &amp; &quot;more&quot;" tests="6" failures="2" errors="1" time="1.5">');
  });
  it('writes a failure with its escaped message and the scores as properties', () => {
    expect(xml).toContain('<failure message="lane 3 &lt; 4 &amp; &quot;so on&quot;">lane 3 &lt; 4 &amp; &quot;so on&quot;</failure>');
    expect(xml).toContain('<property name="score" value="5"/><property name="points" value="10"/>');
  });
  it('drops characters XML 1.0 cannot hold', () => {
    expect(xmlEscape('a\u0000b\u0007c')).toBe('abc');
  });
});

describe('JSON and text', () => {
  it('writes the whole result as JSON, with a version', () => {
    const j = JSON.parse(formatJson(result));
    expect(j.version).toBe(1);
    expect(j.students[0].exercises[1].items[0]).toEqual({ name: 't', kind: 'test', status: 'failed', message: 'lane 3 < 4 & "so on"', score: 0, points: 5 });
  });
  it('writes a line per student and per exercise, with the first failure under a failed one', () => {
    const t = formatText(result);
    expect(t).toContain('=HYPERLINK("x")  15/20  (class/h)\n  a/01-x  10/10  passed (2/2)\n  b/01-y  5/10  partial (1/2)\n    test `t`: lane 3 < 4\n');
    expect(t).toContain('ann, the second  0/20  (late)');
  });
});

describe('rule weights (the exercise\'s or the assignment\'s ruleWeight)', () => {
  // 4 tests of which 3 pass, 2 rules of which 1 passes, 10 points:
  // score = 10 × 3/4 × (4 + w·1)/(4 + w·2), derived by hand for each weight.
  const test = (passed: boolean) => ({ name: 't', source: 'fixed', passed, message: passed ? 'passed' : 'wrong', brief: 'wrong', diagnostics: [] });
  const report = {
    passed: false, compile: [], tests: [test(true), test(true), test(true), test(false)],
    rules: [{ id: 'noShared', passed: true, message: 'ok' }, { id: 'maxShuffles', passed: false, message: 'too many' }],
    counts: null, referenceCounts: null, warps: 1, warnings: [],
  } as unknown as GradeReport;
  it.each([[1, 6.25], [2, 5.63], [0, 7.5]])('weight %d gives %d points', (w, score) => {
    expect(resultOf('x/01-y', 10, report, 0, w).score).toBe(score);
  });
  it('gives Classroom test scores that add up to the exercise\'s score', () => {
    const e = resultOf('x/01-y', 10, report, 0, 2);
    expect(runnerResult(e).tests.reduce((s, t) => s + t.score, 0)).toBeCloseTo(e.score, 10);
  });
});
