import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema';

const FULL = '0xffffffff';

/** One warp reads lane `src`'s value: out[gid] = values[warp base + src]. */
const broadcast = exerciseSpec.parse({
  title: 'Broadcast', summary: 'Broadcast lane src.',
  launch: { grid: 1, block: 64 },
  params: [
    { name: 'values', type: 'int[]', length: 'threads' },
    { name: 'src', type: 'int' },
    { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 },
  ],
  tests: {
    fixed: [{ name: 'lane 3 of 0, 1, 2, ...', args: { values: { kind: 'iota', start: 0, step: 1 }, src: 3 } }],
    random: { count: 2, seed: 5, generators: { values: { kind: 'int', min: -50, max: 50 }, src: { kind: 'int', min: 0, max: 31 } } },
  },
  rules: {
    require: [{ anyOf: ['__shfl_sync'] }],
    forbid: [{ names: ['__shfl_up_sync'], message: 'not this one' }],
    maxShuffles: { perWarp: 1 },
  },
  schedules: 1,
});

const reference = `
const FULL: uint = ${FULL};
export function kernel(values: int[], src: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = __shfl_sync(FULL, values[gid], src);
}
`;

describe('grading a kernel exercise with the real front end and simulator', () => {
  it('passes the reference itself on every test, with every rule met', () => {
    const r = gradeSubmission(broadcast, reference, reference);
    expect(r.contentError).toBeUndefined();
    expect(r.passed).toBe(true);
    expect(r.tests.map((t) => t.passed)).toEqual([true, true, true]);
    expect(r.rules.every((x) => x.passed)).toBe(true);
  });

  it('reports one shuffle per warp for a single broadcast (two warps, two rendezvous)', () => {
    const r = gradeSubmission(broadcast, reference, reference);
    expect(r.warps).toBe(2);
    expect(r.counts?.shuffles).toBe(2);
    expect(r.referenceCounts?.shuffles).toBe(2);
    expect(r.rules.find((x) => x.id === 'maxShuffles')).toMatchObject({ passed: true, message: '1 shuffle per warp (at most 1)' });
  });

  it('shows a wrong source lane lane by lane: with values 0..63, lane 3 of warp 1 holds 35, not 36', () => {
    const off = reference.replace('src)', 'src + 1)');
    const r = gradeSubmission(broadcast, reference, off);
    expect(r.passed).toBe(false);
    const t = r.tests[0]!;
    expect(t.passed).toBe(false);
    expect(t.message).toBe('64 of 64 checked elements wrong; first: `out[0]` should be 3 but is 4');
    const warp1 = t.warps.find((w) => w.warp === 1)!;
    expect(warp1.param).toBe('out');
    expect(warp1.block).toEqual([0, 0, 0]);
    expect(warp1.lanes).toHaveLength(32);
    expect(warp1.lanes[7]).toMatchObject({ lane: 7, element: 39, expected: 35, actual: 36, status: 'mismatch' });
  });

  it('marks the lanes a partial warp lacks as inactive', () => {
    const partial = exerciseSpec.parse({ ...broadcast, launch: { grid: 1, block: 40 }, tests: { fixed: broadcast.tests.fixed } });
    const r = gradeSubmission(partial, reference, reference);
    const warp1 = r.tests[0]!.warps.find((w) => w.warp === 1)!;
    expect(warp1.lanes.filter((l) => l.status === 'inactive').map((l) => l.lane)).toEqual(Array.from({ length: 24 }, (_, i) => 8 + i));
    expect(warp1.lanes[7]).toMatchObject({ element: 39, expected: 35, actual: 35, status: 'ok' });
  });

  it('fails a forbidden intrinsic and a missing required one, naming the line', () => {
    const up = `
const FULL: uint = ${FULL};
export function kernel(values: int[], src: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = __shfl_up_sync(FULL, values[gid], 1);
}
`;
    const r = gradeSubmission(broadcast, reference, up);
    expect(r.rules.find((x) => x.id === 'require:__shfl_sync')).toMatchObject({ passed: false, message: 'this exercise asks you to use `__shfl_sync`' });
    expect(r.rules.find((x) => x.id === 'forbid:__shfl_up_sync')).toMatchObject({ passed: false, message: 'not this one: `__shfl_up_sync` (line 5)' });
  });

  it('fails a solution that makes more shuffles per warp than allowed', () => {
    const twice = reference.replace('out[gid] = __shfl_sync(FULL, values[gid], src);',
      'const a = __shfl_sync(FULL, values[gid], src);\n  out[gid] = __shfl_sync(FULL, a, src);');
    const r = gradeSubmission(broadcast, reference, twice);
    expect(r.tests.every((t) => t.passed)).toBe(true);
    expect(r.rules.find((x) => x.id === 'maxShuffles')).toMatchObject({ passed: false, message: 'at most 1 shuffle per warp: yours made 2' });
    expect(r.passed).toBe(false);
  });

  it('returns compile diagnostics and runs no test when the submission does not compile', () => {
    const r = gradeSubmission(broadcast, reference, 'export function kernel(values: int[], src: int, out: int[]) {\n  out[0] = ;\n}\n');
    expect(r.passed).toBe(false);
    expect(r.tests).toEqual([]);
    expect(r.compile.some((d) => d.severity === 'error' && d.line === 2)).toBe(true);
  });

  it('reports a reference that does not compile as a content error, not as the learner\'s fault', () => {
    const r = gradeSubmission(broadcast, 'export function kernel( {', reference);
    expect(r.passed).toBe(false);
    expect(r.contentError).toMatch(/^the reference does not compile/);
  });

  it('fails a test whose run reports an error even if no element differs: a caller outside the mask', () => {
    // Lanes other than `src` are not in the mask 1 << src: undefined behaviour (PTX ISA §9.7.9.6).
    const mask = reference.replace('__shfl_sync(FULL,', '__shfl_sync(uint(1) << src,');
    const r = gradeSubmission(broadcast, reference, mask);
    expect(r.passed).toBe(false);
    expect(r.tests[0]!.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });
});

describe('grading a device-function exercise', () => {
  const sum = exerciseSpec.parse({
    title: 'Warp sum', summary: 'Sum in lane 0.',
    kind: 'function',
    function: { name: 'warpSum', signature: 'warpSum(v: int): int' },
    harness: {
      entry: 'harness',
      source: 'export function harness(values: int[], sums: int[]) {\n  const gid = blockIdx.x * blockDim.x + threadIdx.x;\n  const s = warpSum(values[gid]);\n  if (threadIdx.x % 32 == 0) {\n    sums[gid / 32] = s;\n  }\n}\n',
    },
    launch: { grid: 1, block: 64 },
    params: [
      { name: 'values', type: 'int[]', length: 'threads' },
      { name: 'sums', type: 'int[]', role: 'output', length: 'warps', fill: -1 },
    ],
    tests: { fixed: [{ name: 'lanes', args: { values: { kind: 'lane' } } }] },
    rules: { require: [{ anyOf: ['__shfl_down_sync'] }], noShared: {} },
    schedules: 0,
  });
  const ref = `function warpSum(v: int): int {
  for (let o = 16; o > 0; o /= 2) {
    v += __shfl_down_sync(0xffffffff, v, o);
  }
  return v;
}
`;

  it('passes the reference: each warp of lane numbers sums to 0 + 1 + ... + 31 = 496', () => {
    const r = gradeSubmission(sum, ref, ref);
    expect(r.passed).toBe(true);
    const table = r.tests[0]!.tables[0]!;
    expect(table.param).toBe('sums');
    expect(table.rows.map((x) => [x.expected, x.actual, x.status])).toEqual([[496, 496, 'ok'], [496, 496, 'ok']]);
  });

  it('counts only the learner\'s five shuffles per warp (the harness has none)', () => {
    const r = gradeSubmission(sum, ref, ref);
    expect(r.counts!.shuffles / r.warps).toBe(5);
  });

  it('keeps learner line numbers: an error on the learner\'s line 3 is reported on line 3', () => {
    const bad = ref.replace('v += __shfl_down_sync(0xffffffff, v, o);', 'v += __shfl_down(v, o);');
    const r = gradeSubmission(sum, ref, bad);
    expect(r.passed).toBe(false);
    expect(r.compile.filter((d) => d.severity === 'error').map((d) => d.line)).toContain(3);
  });

  it('says plainly when the function the harness calls is not defined', () => {
    const r = gradeSubmission(sum, ref, 'function other(v: int): int {\n  return v;\n}\n');
    expect(r.passed).toBe(false);
    expect(r.compile[0]).toMatchObject({ code: 'E-MISSING-FUNCTION', line: 1, message: 'this exercise calls your function `warpSum`, but it is not defined' });
  });

  it('fails noShared when the learner declares a shared array', () => {
    const shared = ref.replace('function warpSum(v: int): int {', 'function warpSum(v: int): int {\n  const s = __shared__<int>(32);');
    const r = gradeSubmission(sum, ref, shared);
    expect(r.rules.find((x) => x.id === 'noShared')).toMatchObject({ passed: false });
    expect(r.rules.find((x) => x.id === 'noShared')!.message).toMatch(/line 2/);
  });
});
