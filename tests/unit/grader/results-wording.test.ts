/**
 * The wording of a graded test, as the results view uses it: lanes that do not exist,
 * outputs declared `display: "hex"` (masks and bit words), and the short form of a
 * test's reason (`brief`) next to the full sentence (`message`). Expected texts are
 * worked out by hand from the kernels below.
 */
import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../src/grader';
import { hexWord } from '../../../src/grader/display';
import { exerciseSpec } from '../../../src/schema';
import { CROSS_SITE_BALLOT } from '../sim/helpers';

describe('the lanes a partial warp lacks', () => {
  // One block of 40 threads: warp 0 is full, warp 1 has lanes 0–7 (threads 32–39).
  const spec = exerciseSpec.parse({
    title: 'Ids', summary: 'Every thread writes its id.',
    launch: { grid: 1, block: 40 },
    params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 }],
    tests: { fixed: [{ name: 'forty threads' }] },
    schedules: 0,
  });
  const reference = `export function kernel(out: int[]) {
  out[threadIdx.x] = threadIdx.x;
}
`;

  it('are no lane: no element, nothing expected, and a reason that says why', () => {
    const r = gradeSubmission(spec, reference, reference);
    const warp1 = r.tests[0]!.warps.find((w) => w.warp === 1)!;
    for (const l of warp1.lanes.slice(8)) {
      expect(l).toEqual({
        lane: l.lane, element: null, expected: null, actual: null, status: 'inactive',
        reason: 'no such lane: the block has 40 threads, so warp 1 has only 8 lanes',
      });
    }
    expect(r.passed).toBe(true);
  });

  it('are not counted as checked or wrong: 40 elements, all wrong by one', () => {
    const r = gradeSubmission(spec, reference, reference.replace('= threadIdx.x;', '= threadIdx.x + 1;'));
    const t = r.tests[0]!;
    expect(t.message).toBe('40 of 40 checked elements wrong; first: `out[0]` should be 0 but is 1');
    const warp1 = t.warps.find((w) => w.warp === 1)!;
    expect(warp1.lanes.filter((l) => l.status === 'mismatch').map((l) => l.lane)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('an output declared display: "hex"', () => {
  const spec = (display?: 'hex') => exerciseSpec.parse({
    title: 'Ballot', summary: 'Lane 0 writes the ballot of `lane < 4`.',
    launch: { grid: 1, block: 32 },
    params: [{ name: 'bits', type: 'uint[]', role: 'output', length: 1, fill: 3735928559, ...(display ? { display } : {}) }],
    tests: { fixed: [{ name: 'one warp' }] },
    schedules: 0,
  });
  const reference = `export function kernel(bits: uint[]) {
  const lane: int = threadIdx.x;
  const b: uint = __ballot_sync(0xffffffff, lane < 4);
  if (lane == 0) bits[0] = b;
}
`;
  // `lane < 8` sets bits 0–7: 0xff = 255; the reference's `lane < 4` is 0xf = 15.
  const wrong = reference.replace('lane < 4', 'lane < 8');

  it('reads as eight hex digits in the message, as in the table', () => {
    const r = gradeSubmission(spec('hex'), reference, wrong);
    const t = r.tests[0]!;
    expect(t.message).toBe('1 of 1 checked element wrong; first: `bits[0]` should be 0x0000000f but is 0x000000ff');
    expect(t.tables).toHaveLength(1);
    expect(t.tables[0]!.display).toBe('hex');
    expect(t.tables[0]!.rows[0]).toMatchObject({ index: 0, expected: 15, actual: 255, status: 'mismatch' });
  });

  it('reads in decimal, in the message and the table, where the exercise declares no display', () => {
    const r = gradeSubmission(spec(), reference, wrong);
    const t = r.tests[0]!;
    expect(t.message).toBe('1 of 1 checked element wrong; first: `bits[0]` should be 15 but is 255');
    expect(t.tables[0]!.display).toBeUndefined();
  });

  it('is a 32-bit word: an int shows its two\'s-complement bits', () => {
    expect(hexWord(0)).toBe('0x00000000');
    expect(hexWord(0xdeadbeef)).toBe('0xdeadbeef');
    expect(hexWord(-1)).toBe('0xffffffff');
    expect(hexWord(-2147483648)).toBe('0x80000000');
  });

  it('is only for integer parameters (int, uint, long, ulong)', () => {
    const bad = { ...spec('hex'), params: [{ name: 'bits', type: 'float[]', role: 'output', length: 1, display: 'hex' }] };
    const parsed = exerciseSpec.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['params.0.display', '`display: "hex"` is for integer values (`int`, `uint`, `long`, `ulong`: masks and bit words), not `float[]`'],
    ]);
  });
});

describe("a test's reason, in full and in brief", () => {
  // Lane src writes its own value and returns; the others shuffle from it with the full
  // mask, so lanes 1–31 read an exited lane and store an undefined value (line 7).
  const spec = exerciseSpec.parse({
    title: 'Broadcast', summary: 'Every lane writes lane 0\'s value.',
    launch: { grid: 1, block: 32 },
    params: [
      { name: 'values', type: 'int[]', length: 'threads' },
      { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 },
    ],
    tests: { fixed: [{ name: 'values 0, 1, 2, ...', args: { values: { kind: 'iota', start: 0, step: 1 } } }] },
    schedules: 0,
  });
  const reference = `export function kernel(values: int[], out: int[]) {
  out[threadIdx.x] = __shfl_sync(0xffffffff, values[threadIdx.x], 0);
}
`;
  const skips = `export function kernel(values: int[], out: int[]) {
  const v: int = values[threadIdx.x];
  if (threadIdx.x == 0) {
    out[0] = v;
    return;
  }
  out[threadIdx.x] = __shfl_sync(0xffffffff, v, 0);
}
`;

  it('gives a run-time error in a few words, the full sentence staying in the message and the diagnostic', () => {
    const t = gradeSubmission(spec, reference, skips).tests[0]!;
    const error = t.diagnostics.find((d) => d.severity === 'error')!;
    expect(error).toMatchObject({ kind: 'undefined-value', line: 7 });
    expect(t.message).toBe(`line 7: ${error.message}; 31 of 32 checked elements wrong`);
    expect(t.brief).toBe('line 7: undefined value; 31 of 32 checked elements wrong');
    expect(t.fullIn).toBe('diagnostics');
  });

  it('has one "but" at most in what the grader adds around a skipped lane\'s error', () => {
    const t = gradeSubmission(spec, reference, skips).tests[0]!;
    expect(t.brief).not.toMatch(/\bbut\b/);
  });

  it('counts wrong values in brief and names the first one in full, with no diagnostic to point at', () => {
    const t = gradeSubmission(spec, reference, reference.replace(', 0);', ', 1);')).tests[0]!;
    expect(t.message).toBe('32 of 32 checked elements wrong; first: `out[0]` should be 0 but is 1');
    expect(t.brief).toBe('32 of 32 checked elements wrong');
    expect(t.fullIn).toBeUndefined();
  });

  it('names a failing warning in brief; the warning itself is in the report\'s warnings', () => {
    const ballot = exerciseSpec.parse({
      title: 'Ballot', summary: 'Each lane writes the warp\'s ballot.',
      launch: { grid: 1, block: 32 },
      params: [{ name: 'out', type: 'uint[]', role: 'output', length: 'threads' }],
      tests: { fixed: [{ name: 'one warp' }] },
      failOnWarnings: ['W-CROSS-SITE'],
      schedules: 0,
    });
    const ref = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  out[lane] = __ballot_sync(0xffffffff, lane < 16 ? lane & 1 : 1);
}
`;
    const r = gradeSubmission(ballot, ref, CROSS_SITE_BALLOT);
    const t = r.tests[0]!;
    const warning = r.warnings.find((w) => w.code === 'W-CROSS-SITE')!;
    expect(t.brief).toBe(`line ${warning.line}: warning W-CROSS-SITE, which this exercise counts as a failure`);
    expect(t.fullIn).toBe('warnings');
    expect(t.message).toContain(warning.message);
  });

  it('is the same as the message for a passing test', () => {
    const t = gradeSubmission(spec, reference, reference).tests[0]!;
    expect(t.passed).toBe(true);
    expect(t.brief).toBe(t.message);
  });
});
