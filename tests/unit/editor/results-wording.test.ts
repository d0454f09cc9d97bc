/**
 * What the results of an exercise say, read from the built tables and report (on a fake
 * DOM): lanes that do not exist, cells that still hold a non-default fill, masks in hex,
 * operation counts as launch totals, and each reason said in full once. Expected texts
 * are worked out by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { gradeSubmission, type ElementTable, type GradeReport } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema';
import { countsHeadings, countsScopeText, countsTable } from '../../../src/editor/results/counts-table';
import { elementTable, noteText } from '../../../src/editor/results/element-table';
import { labelledUnwritten } from '../../../src/editor/results/fills';
import { formatValue } from '../../../src/editor/results/format';
import { countsScope, gradeSummary, gradeView, testHeading, TABLES_GONE } from '../../../src/editor/results/grade-view';
import type { TestTables } from '../../../src/grader';
import { actualText, expectedText, laneTable, type LaneRow } from '../../../src/editor/results/lane-table';
import type { OpCounts } from '../../../src/sim/types';
import { fake, install } from './fake-dom';
import { LANE_INDEX, UNWRITTEN_DISCARDED } from '../sim/helpers';

beforeAll(install);

const lanes = (f: (lane: number) => Omit<LaneRow, 'lane'>): LaneRow[] => Array.from({ length: 32 }, (_, lane) => ({ lane, ...f(lane) }));
/** The Expected and Got rows of a lane table, all four bands joined: 32 cells each. */
const expectedGot = (el: HTMLElement): { expected: string[]; got: string[] } => {
  const rows = fake(el).rows();
  return {
    expected: rows.filter((r) => r[0] === 'Expected').flatMap((r) => r.slice(1)),
    got: rows.filter((r) => r[0] === 'Got').flatMap((r) => r.slice(1)),
  };
};

describe('a partial warp in the lane table', () => {
  // Warp 1 of a 40-thread block: lanes 0–7 exist, lanes 8–31 do not.
  const reason = 'no such lane: the block has 40 threads, so warp 1 has only 8 lanes';
  const row = (wrongLane: number | null) => lanes((l) => l < 8
    ? { expected: 32 + l, actual: l === wrongLane ? 0 : 32 + l, status: l === wrongLane ? 'mismatch' : 'ok' }
    : { expected: null, actual: null, status: 'inactive', reason });

  it('reads "no lane" in both rows of a lane that does not exist, never "undefined"', () => {
    const { expected, got } = expectedGot(laneTable('warp 1', row(null)));
    expect(expected.slice(8)).toEqual(new Array(24).fill('no lane'));
    expect(got.slice(8)).toEqual(new Array(24).fill('·no lane'));
    expect(expected.slice(0, 8)).toEqual(['32', '33', '34', '35', '36', '37', '38', '39']);
    expect([...expected, ...got].some((t) => t.includes('undefined'))).toBe(false);
    expect(expectedText({ expected: null, status: 'inactive' })).toBe('no lane');
    expect(actualText({ actual: null, status: 'inactive' })).toBe('no lane');
  });

  it('counts only the lanes that exist: all match, or 1 of 8 wrong', () => {
    expect(fake(laneTable('warp 1', row(null))).all('figcaption')[0]!.textContent).toBe('warp 1 — all checked lanes match');
    const one = fake(laneTable('warp 1', row(3)));
    expect(one.all('figcaption')[0]!.textContent).toBe('warp 1 — 1 of 8 checked lanes wrong');
    expect(one.all('ul.wx-reasons')[0]!.textContent).toBe(`Lanes 8–31: ${reason}`);
  });
});

describe('cells that still hold the fill -7777', () => {
  // Lanes 0–15 take the branch and write 100 + lane; lanes 16–31 write nothing, in the
  // reference too. The submission forgets lane 3.
  const rows = lanes((l) => l < 16
    ? { expected: 100 + l, actual: l === 3 ? -7777 : 100 + l, status: l === 3 ? 'mismatch' : 'ok' }
    : { expected: -7777, actual: -7777, status: 'ok' });

  it('are labelled "not written" in both rows, right or wrong, with the legend under the table', () => {
    const t = fake(laneTable('warp 0', rows, { param: 'out', fill: -7777 }));
    const unwritten = t.all('td.wx-unwritten');
    // Lane 3's Got, and lanes 16–31 in both rows.
    expect(unwritten).toHaveLength(1 + 16 * 2);
    expect(unwritten.map((c) => c.textContent)).toContain('✗mismatch: not written: -7777');
    expect(unwritten.map((c) => c.textContent)).toContain('not written: -7777');
    expect(unwritten.map((c) => c.textContent)).toContain('✓match: not written: -7777');
    expect(t.all('p.wx-legend')[0]!.textContent)
      .toBe('In italics, dotted: not written — still the initial value -7777 of out (no thread stored there, or one stored that same value).');
  });

  it('get the legend in an element table too, the Note saying which side is unwritten', () => {
    const table: ElementTable = {
      param: 'sums', omitted: 0, rows: [
        { index: 0, expected: 5, actual: 5, status: 'ok' },
        { index: 1, expected: -7777, actual: -7777, status: 'ok' },
        { index: 2, expected: 7, actual: -7777, status: 'mismatch' },
        { index: 3, expected: -7777, actual: 0, status: 'mismatch' },
      ],
    };
    const t = fake(elementTable(table, -7777));
    expect(t.rows().slice(1).map((r) => r[3])).toEqual(['', 'not written, as expected', 'not written', 'expected not written']);
    expect(t.all('p.wx-legend')).toHaveLength(1);
    expect(noteText('mismatch', false, false)).toBe('differs');
  });

  it('keeps an explicit fill of 0 to wrong Got cells (a zero is too common a result to mark)', () => {
    expect(labelledUnwritten(0, 0, { row: 'got', status: 'mismatch' })).toBe(true);
    expect(labelledUnwritten(0, 0, { row: 'got', status: 'ok' })).toBe(false);
    expect(labelledUnwritten(0, 0, { row: 'expected', status: 'mismatch' })).toBe(false);
    expect(labelledUnwritten(-1, -1, { row: 'expected', status: 'ok' })).toBe(true);
    expect(labelledUnwritten(-1, -1, { row: 'got', status: 'unchecked' })).toBe(false);
    expect(labelledUnwritten(null, -1, { row: 'got', status: 'undefined' })).toBe(false);
  });
});

describe('an output declared display: "hex"', () => {
  it('reads as eight-digit words in its table and its legend, small masks included', () => {
    const table: ElementTable = {
      param: 'bits', omitted: 0, display: 'hex', rows: [
        { index: 0, expected: 32, actual: 8029984, status: 'mismatch' },
        { index: 1, expected: 3735928559, actual: 3735928559, status: 'ok' },
      ],
    };
    const t = fake(elementTable(table, 3735928559));
    expect(t.rows().slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['0', '0x00000020', '✗mismatch: 0x007a8720'],
      ['1', 'not written: 0xdeadbeef', '✓not written: 0xdeadbeef'],
    ]);
    expect(t.all('p.wx-legend')[0]!.textContent).toContain('still the initial value 0xdeadbeef of bits');
  });

  it('in a lane table as well', () => {
    const { expected, got } = expectedGot(laneTable('warp 0', lanes(() => ({ expected: 15, actual: 255, status: 'mismatch' })), undefined, 'hex'));
    expect(expected[0]).toBe('0x0000000f');
    expect(got[0]).toBe('✗mismatch: 0x000000ff');
  });

  it('while other outputs read in decimal, large or not, as their messages do', () => {
    const t = fake(elementTable({ param: 'sums', omitted: 0, rows: [{ index: 0, expected: 70000, actual: 65536, status: 'mismatch' }] }));
    expect(t.rows()[1]!.slice(1, 3)).toEqual(['70000', '✗mismatch: 65536']);
    expect(formatValue(65536, 'decimal')).toBe('65536');
    expect(formatValue(-1, 'hex')).toBe('0xffffffff');
    expect(formatValue(0.5, 'hex')).toBe('0.5');
  });
});

/** Lane src writes its own value and returns; the others shuffle from it with the full
 * mask: lanes 1–31 store an undefined value (line 7). Two tests, both failing alike. */
const broadcast = exerciseSpec.parse({
  title: 'Broadcast', summary: 'Every lane writes lane 0\'s value.',
  launch: { grid: 2, block: 64 },
  params: [
    { name: 'values', type: 'int[]', length: 'threads' },
    { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 },
  ],
  tests: { fixed: [
    { name: 'values 0, 1, 2, ...', args: { values: { kind: 'iota', start: 0, step: 1 } } },
    { name: 'values 5, 6, 7, ...', args: { values: { kind: 'iota', start: 5, step: 1 } } },
  ] },
  rules: { maxShuffles: { perWarp: 1 } },
  schedules: 0,
});
const reference = `export function kernel(values: int[], out: int[]) {
  const gid: int = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = __shfl_sync(0xffffffff, values[gid], 0);
}
`;
const skips = `export function kernel(values: int[], out: int[]) {
  const gid: int = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x % 32 == 0) {
    out[gid] = values[gid];
    return;
  }
  out[gid] = __shfl_sync(0xffffffff, values[gid], 0);
}
`;
/** What the learner reads of `text` (`rich()` turns `backticks` into code elements). */
const read = (text: string): string => text.replace(/`/g, '');
const occurrences = (hay: string, needle: string): number => hay.split(needle).length - 1;

describe("a test's reason", () => {
  let report: GradeReport;
  beforeAll(() => { report = gradeSubmission(broadcast, reference, skips); });

  it('is said in full once, in the error; the summary line and the heading are short', () => {
    const error = report.tests[0]!.diagnostics.find((d) => d.severity === 'error')!;
    expect(error.line).toBe(7);
    // 4 warps of 32 lanes, lane 0 of each right: 124 of 128 wrong.
    expect(gradeSummary(report)).toBe('✗ 2 of 2 tests fail. First: values 0, 1, 2, ... — line 7: undefined value; 124 of 128 checked elements wrong');
    expect(testHeading(report.tests[0]!)).toBe('line 7: undefined value; 124 of 128 checked elements wrong');
    const view = fake(gradeView(report, () => {}));
    expect(occurrences(view.textContent, read(error.message))).toBe(1);
    expect(occurrences(gradeSummary(report), read(error.message))).toBe(0);
    expect(view.all('details.wx-test').map((d) => d.all('summary')[0]!.textContent)).toEqual([
      '✗ values 0, 1, 2, ... — line 7: undefined value; 124 of 128 checked elements wrong',
      '✗ values 5, 6, 7, ... — line 7: undefined value; 124 of 128 checked elements wrong',
    ]);
  });

  it('adds no "but" of its own around the skipped lane\'s error', () => {
    expect(gradeSummary(report)).not.toMatch(/\bbut\b/);
    expect(testHeading(report.tests[0]!)).not.toMatch(/\bbut\b/);
  });

  it('for wrong values, is in full in the heading and counted in the summary line', () => {
    const r = gradeSubmission(broadcast, reference, reference.replace(', 0);', ', 1);'));
    expect(gradeSummary(r)).toBe('✗ 2 of 2 tests fail. First: values 0, 1, 2, ... — 128 of 128 checked elements wrong');
    expect(testHeading(r.tests[0]!)).toBe('128 of 128 checked elements wrong; first: `out[0]` should be 0 but is 1');
  });

  it('falls back to the message for a report without a brief', () => {
    expect(testHeading({ passed: false, message: 'the whole sentence', fullIn: 'diagnostics' })).toBe('the whole sentence');
  });
});

describe("a passing test's tables, left in the worker until the test is opened", () => {
  const open = async (details: ReturnType<typeof fake>): Promise<void> => {
    for (const f of details.listeners.get('toggle') ?? []) f({});
    await new Promise((r) => setTimeout(r, 0));
  };

  it('are fetched on opening and shown as the complete report shows them', async () => {
    const held = new Map<number, () => TestTables>();
    const lean = gradeSubmission(broadcast, reference, `// mine\n${reference}`, { deferTables: (i, t) => held.set(i, t) });
    expect([...held.keys()]).toEqual([0, 1]);
    expect(lean.tests[0]!.warps).toEqual([]);
    const asked: string[] = [];
    const view = fake(gradeView(lean, () => {}, undefined, undefined, (t) => {
      asked.push(t.name);
      const i = lean.tests.indexOf(t);
      return Promise.resolve().then(() => { Object.assign(t, held.get(i)!()); });
    }));
    const details = view.all('details.wx-test');
    expect(details[0]!.all('figure.wx-warp')).toEqual([]);
    await open(details[0]!);
    expect(asked).toEqual(['values 0, 1, 2, ...']);
    // 2 blocks of 64 threads: 4 warps, every lane right; the first 2 tables shown (LIMITS.warpsPerTest).
    expect(details[0]!.all('figcaption').map((c) => c.textContent)).toEqual([
      'out, block (0,0,0), warp 0 — all checked lanes match', 'out, block (0,0,0), warp 1 — all checked lanes match',
    ]);
    expect(details[0]!.all('p.wx-note').map((p) => p.textContent)).toEqual(['2 more warp tables not shown (0 of them with wrong lanes).']);
    const full = fake(gradeView(gradeSubmission(broadcast, reference, `// mine\n${reference}`), () => {}));
    await open(full.all('details.wx-test')[0]!);
    expect(details[0]!.textContent).toBe(full.all('details.wx-test')[0]!.textContent);
  });

  it('say so when they can no longer be had', async () => {
    const lean = gradeSubmission(broadcast, reference, `// mine\n${reference}`, { deferTables: () => {} });
    const view = fake(gradeView(lean, () => {}, undefined, undefined, () => Promise.reject(new Error('restarted'))));
    const details = view.all('details.wx-test')[0]!;
    await open(details);
    expect(details.all('p.wx-note').map((p) => p.textContent)).toEqual([TABLES_GONE]);
  });
});

describe('operation counts next to a per-warp rule', () => {
  const counts = (shuffles: number): OpCounts => ({
    shuffles, votes: 0, matches: 0, reductions: 0, syncwarps: 0, barriers: 0, sharedLoads: 0,
    sharedStores: 0, globalLoads: 128, globalStores: 128, atomics: 0, laneSteps: 640,
  });

  it('label both columns as totals for the launch, and say which launch: 2 blocks, 4 warps', () => {
    const r = gradeSubmission(broadcast, reference, reference);
    const scope = countsScope(r)!;
    expect(scope).toEqual({ test: 'values 0, 1, 2, ...', blocks: 2, warps: 4, limits: true });
    // One shuffle per warp: 4 in all, the rule's "1 shuffle per warp".
    expect(r.referenceCounts!.shuffles).toBe(4);
    expect(r.rules.find((x) => x.id === 'maxShuffles')!.message).toBe('1 shuffle per warp (at most 1)');
    const t = fake(countsTable(counts(0), counts(4), scope));
    expect(t.rows()[0]).toEqual(['Operation', 'Yours (launch total)', 'Reference (launch total)']);
    expect(t.rows()[1]).toEqual(['Shuffles', '0', '4']);
    expect(t.all('p.wx-note')[0]!.textContent).toBe(
      'Totals for the whole launch of test “values 0, 1, 2, ...” (2 blocks, 4 warps): a warp-level operation counts once per warp, a memory operation or atomic once per lane. '
      + 'The rules above count per warp or per block: a total divided by the warps (4 here) or blocks (2), in the test where that is highest.');
  });

  it('leave out the rules where the exercise limits no count, and say "total" in the playground', () => {
    expect(countsScopeText({ test: 'one', blocks: 1, warps: 1, limits: false }))
      .toBe('Totals for the whole launch of test “one” (1 block, 1 warp): a warp-level operation counts once per warp, a memory operation or atomic once per lane.');
    expect(countsHeadings(false)).toEqual(['Total for the launch']);
    expect(fake(countsTable(counts(2))).rows()[0]).toEqual(['Operation', 'Total for the launch']);
  });
});

describe('a note the exercise fails on', () => {
  // Lanes 8..31 read s[lane], which no thread wrote (line 6), and discard it: a note,
  // N-UNWRITTEN-READ; out[lane] = lane in every lane either way.
  const spec = exerciseSpec.parse({
    title: 'Lanes', summary: 'Each lane writes its index.', launch: { grid: 1, block: 32 },
    params: [{ name: 'out', type: 'uint[]', role: 'output', length: 'threads' }],
    tests: { fixed: [{ name: 'one warp' }] }, failOnWarnings: ['N-UNWRITTEN-READ'],
  });

  it('is listed once, under Notes, not again in the failing test', () => {
    const report = gradeSubmission(spec, LANE_INDEX, UNWRITTEN_DISCARDED);
    const note = report.warnings.find((d) => d.code === 'N-UNWRITTEN-READ')!;
    expect(report.tests[0]!.passed).toBe(false);
    const view = fake(gradeView(report, () => {}));
    expect(view.all('section.wx-warnings').map((x) => x.all('h5')[0]!.textContent)).toEqual(['Notes']);
    expect(occurrences(view.textContent, read(note.message))).toBe(1);
  });
});
