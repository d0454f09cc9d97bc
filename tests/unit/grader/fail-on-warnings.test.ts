/**
 * Error diagnostics fail every test they occur in; an exercise may also name warning codes
 * that fail its tests (`failOnWarnings`), and the result says which warning did it.
 */
import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema';
import { CROSS_SITE_BALLOT, LANE_INDEX, UNWRITTEN_DISCARDED } from '../sim/helpers';

const spec = (failOnWarnings?: string[]) => exerciseSpec.parse({
  title: 'Ballot', summary: 'Each lane writes the warp\'s ballot.',
  launch: { grid: 1, block: 32 },
  params: [{ name: 'out', type: 'uint[]', role: 'output', length: 'threads' }],
  tests: { fixed: [{ name: 'one warp' }] },
  ...(failOnWarnings ? { failOnWarnings } : {}),
});

// Lanes 0–15 vote `lane & 1`, lanes 16–31 vote 1: one ballot of 0xffffaaaa (by hand).
const reference = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  out[lane] = __ballot_sync(0xffffffff, lane < 16 ? lane & 1 : 1);
}
`;

describe('failing on warnings', () => {
  it('passes a cross-site ballot with the right values where the exercise does not count its warning', () => {
    const r = gradeSubmission(spec(), reference, CROSS_SITE_BALLOT);
    expect(r.tests.every((t) => t.passed)).toBe(true);
    expect(r.warnings.map((w) => w.code)).toEqual(['W-CROSS-SITE']);
  });

  it('fails it, saying why, where the exercise lists W-CROSS-SITE', () => {
    const r = gradeSubmission(spec(['W-CROSS-SITE']), reference, CROSS_SITE_BALLOT);
    const t = r.tests[0]!;
    expect(t.passed).toBe(false);
    expect(t.message).toMatch(/^line \d: this exercise counts the warning W-CROSS-SITE as a failure: one `__ballot_sync` rendezvous joined calls at different lines/);
  });

  it('still passes the one-site reference', () => {
    const r = gradeSubmission(spec(['W-CROSS-SITE']), reference, reference);
    expect(r.tests.every((t) => t.passed)).toBe(true);
  });

  it('rejects a code that is not a warning or note code', () => {
    expect(() => spec(['E-MASK-PASSED'])).toThrow(/warning or note code/);
  });

  it('fails a test on a listed note (N-UNWRITTEN-READ), and passes where it is not listed; the note is shown with the warnings either way', () => {
    // Lanes 8..31 read s[lane], which no thread wrote, and discard it: a note at line 6
    // (at most a note, DSL §6), no error; out[lane] = lane in every lane either way.
    const quiet = gradeSubmission(spec(), LANE_INDEX, UNWRITTEN_DISCARDED);
    expect(quiet.tests.every((t) => t.passed)).toBe(true);
    expect(quiet.warnings.map((w) => [w.code, w.severity])).toEqual([['N-UNWRITTEN-READ', 'note']]);
    const strict = gradeSubmission(spec(['N-UNWRITTEN-READ']), LANE_INDEX, UNWRITTEN_DISCARDED);
    const t = strict.tests[0]!;
    expect(t.passed).toBe(false);
    expect(t.message).toMatch(/^line 6: this exercise counts the note N-UNWRITTEN-READ as a failure: /);
    expect(strict.warnings.map((w) => [w.code, w.severity])).toEqual([['N-UNWRITTEN-READ', 'note']]);
  });

  it('fails a test on an error diagnostic even when every checked value is right', () => {
    // Lanes 16–31 pass the full-mask ballot by (E-MASK-PASSED); only their elements, which
    // stay 0 in both, are checked.
    const passed = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  if (lane < 16) out[lane] = __ballot_sync(0xffffffff, lane & 1);
}
`;
    const half = exerciseSpec.parse({
      title: 'Half', summary: 'Lower half writes a ballot.',
      launch: { grid: 1, block: 32 },
      params: [{ name: 'out', type: 'uint[]', role: 'output', length: 'threads' }],
      tests: { fixed: [{ name: 'one warp' }] },
      check: [{ param: 'out', elements: { start: 16, stride: 1 } }],
    });
    const ref = passed.replace('0xffffffff', '0x0000ffff');
    const r = gradeSubmission(half, ref, passed);
    expect(r.tests[0]!.passed).toBe(false);
    expect(r.tests[0]!.message).toMatch(/line 3: .*passed this call by/);
  });
});

describe('an atomic limit per block', () => {
  // Two blocks of 64 threads (two warps each) add their thread count to total[0].
  const spec = exerciseSpec.parse({
    title: 'Count', summary: 'Count the threads with one atomic per block.',
    launch: { grid: 2, block: 64 },
    params: [{ name: 'total', type: 'int[]', role: 'output', length: 1 }],
    tests: { fixed: [{ name: 'two blocks' }] },
    rules: { maxAtomics: { perBlock: 1 } },
  });
  const perBlock = `export function kernel(total: int[]) {
  if (threadIdx.x == 0) atomicAdd(total, 0, blockDim.x);
}
`;
  const perWarp = `export function kernel(total: int[]) {
  if ((threadIdx.x & 31) == 0) atomicAdd(total, 0, 32);
}
`;
  it('passes one atomic per block and fails one per warp (2 per block), saying so', () => {
    expect(gradeSubmission(spec, perBlock, perBlock).passed).toBe(true);
    const r = gradeSubmission(spec, perBlock, perWarp);
    expect(r.tests[0]!.passed).toBe(true);
    const rule = r.rules.find((x) => x.id === 'maxAtomics')!;
    expect(rule).toMatchObject({ passed: false, message: 'at most 1 atomic per block: yours made 2' });
  });

  it('takes exactly one of perWarp and perBlock', () => {
    expect(() => exerciseSpec.parse({ ...spec, rules: { maxAtomics: { perWarp: 1, perBlock: 1 } } })).toThrow(/exactly one/);
  });
});
