/**
 * Report diagnostics that point at the learner's mistake: a schedule-dependent output at
 * the store that wrote it (and at `__activemask()` when the kernel calls it), and the
 * warnings of the runs once each for the whole report.
 */
import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema';

const FULL = '0xffffffff';

/** One warp writes a uint per lane; eight adversarial schedules per test. */
const perLane = exerciseSpec.parse({
  title: 'Per lane', summary: 'A uint per lane.',
  launch: { grid: 1, block: 32 },
  params: [{ name: 'out', type: 'uint[]', role: 'output', length: 'threads', fill: 7 }],
  tests: { fixed: [{ name: 'one warp' }] },
  schedules: 8,
});

describe('a schedule-dependent output points at the store that wrote it', () => {
  // Every lane ends with the full mask: 0xffffffff.
  const reference = `export function kernel(out: uint[]) {
  out[threadIdx.x] = ${FULL};
}
`;
  // After the divergent \`if\`, the lanes need not have reconverged under Independent
  // Thread Scheduling, so __activemask() (line 4) may return only one arm's lanes; line 5
  // stores it and is the last write of every element.
  const submission = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  if ((lane & 1) == 1) out[lane] = 0;
  const m: uint = __activemask();
  out[lane] = m;
}
`;

  it('reports line 5 (the store), names `__activemask()` at line 4 in the hint, and points a related location at it', () => {
    const r = gradeSubmission(perLane, reference, submission);
    const t = r.tests[0]!;
    expect(t.passed).toBe(false);
    const d = t.diagnostics.find((x) => x.code === 'E-SCHEDULE-DEPENDENT')!;
    expect(d).toMatchObject({ line: 5, column: 3 });
    expect(d.message).toMatch(/^the output depends on the schedule: `out\[\d+\]` is 4294967295 under the default schedule but \d+ under adversarial schedule \d+ \(written last at line 5\)$/);
    expect(d.hint).toMatch(/^`__activemask\(\)` \(line 4\) is the usual cause/);
    expect(d.related).toEqual([{ message: '`__activemask()` is called here', line: 4, column: 19 }]);
  });

  it('points at an atomic that wrote last, with a hint that does not name `__activemask()`', () => {
    // Colliding atomics of one warp run in an undefined order (Programming Guide §7.1):
    // lane order by default, so lane 31's exchange at line 3 is last and out[0] = 31.
    const ref31 = `export function kernel(out: uint[]) {
  if (threadIdx.x == 0) out[0] = 31;
}
`;
    const exch = `export function kernel(out: uint[]) {
  const lane: uint = threadIdx.x;
  atomicExch(out, 0, lane);
}
`;
    const d = gradeSubmission(perLane, ref31, exch).tests[0]!.diagnostics.find((x) => x.code === 'E-SCHEDULE-DEPENDENT')!;
    expect(d).toMatchObject({ line: 3, column: 3 });
    expect(d.message).toMatch(/^the output depends on the schedule: `out\[0\]` is 31 under the default schedule but \d+ under adversarial schedule \d+ \(written last at line 3\)$/);
    expect(d.hint).toMatch(/^Independent Thread Scheduling allows both orders; look at what line 3 stores/);
    expect(d.hint).not.toContain('__activemask');
    expect(d.related).toBeUndefined();
  });
});

describe('warnings of the runs reach the report once', () => {
  it('lists a cross-site ballot once for the whole report although every test and schedule reports it', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  let b: uint;
  if (lane < 16) b = __ballot_sync(${FULL}, lane & 1);
  else b = __ballot_sync(${FULL}, 1);
  out[lane] = b;
}
`;
    const spec = exerciseSpec.parse({
      ...perLane, schedules: 2,
      tests: { fixed: [{ name: 'first' }, { name: 'second' }] },
    });
    const r = gradeSubmission(spec, src, src);
    expect(r.passed).toBe(true);
    // Two tests × three schedules each report the warning at line 4.
    expect(r.tests.flatMap((t) => t.diagnostics).filter((d) => d.code === 'W-CROSS-SITE').length).toBeGreaterThan(1);
    expect(r.warnings.map((d) => [d.code, d.line])).toEqual([['W-CROSS-SITE', 4]]);
  });

  it('has no warnings for a kernel whose calls all come from one site', () => {
    const src = `export function kernel(out: uint[]) {
  out[threadIdx.x] = __ballot_sync(${FULL}, 1);
}
`;
    expect(gradeSubmission(perLane, src, src).warnings).toEqual([]);
  });
});
