/**
 * Error diagnostics fail every test they occur in; an exercise may also name warning codes
 * that fail its tests (`failOnWarnings`), and the result says which warning did it.
 */
import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema';
import { CROSS_SITE_BALLOT } from '../sim/helpers';

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

  it('rejects a code that is not a warning code', () => {
    expect(() => spec(['E-MASK-PASSED'])).toThrow(/warning code/);
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
