import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema';

const spec = exerciseSpec.parse({
  title: 'Copy', summary: 'out[i] = values[i].',
  launch: { block: 32 },
  params: [
    { name: 'values', type: 'float[]', length: 'threads' },
    { name: 'out', type: 'float[]', role: 'output', length: 'threads' },
  ],
  tests: { fixed: [{ name: 'ramp', args: { values: { kind: 'iota', start: 0, step: 1 } } }, { name: 'ramp again', args: { values: { kind: 'iota', start: 1, step: 1 } } }] },
  schedules: 2,
  budget: 20_000,
});
const reference = 'export function kernel(values: float[], out: float[]) {\n  out[threadIdx.x] = values[threadIdx.x];\n}\n';

describe('checking the learner\'s kernel signature before running it', () => {
  it('reports a renamed parameter at the parameter, and the one the exercise passes', () => {
    const r = gradeSubmission(spec, reference, 'export function kernel(vals: float[], out: float[]) {\n  out[threadIdx.x] = vals[threadIdx.x];\n}\n');
    expect(r.tests).toEqual([]);
    expect(r.compile.map((d) => [d.code, d.line, d.message])).toEqual([
      ['E-KERNEL-PARAM', 1, 'the exercise passes no argument called `vals`'],
      ['E-KERNEL-PARAM', 1, 'the kernel `kernel` lacks the parameter `values: float[]`'],
    ]);
    expect(r.compile[0]!.hint).toBe('this exercise launches `kernel(values: float[], out: float[])`; arguments are passed by name');
  });

  it('reports a parameter of the wrong type', () => {
    const r = gradeSubmission(spec, reference, 'export function kernel(values: int[], out: float[]) {\n  out[threadIdx.x] = float(values[threadIdx.x]);\n}\n');
    expect(r.compile.map((d) => d.message)).toEqual(['parameter `values` must be `float[]`, not `int[]`']);
  });

  it('reports a program with no exported kernel', () => {
    const r = gradeSubmission(spec, reference, 'function kernel(values: float[], out: float[]) {\n}\n');
    expect(r.compile.map((d) => d.code)).toContain('E-NO-KERNEL');
  });

  it('accepts the parameters in another order: arguments go by name', () => {
    const r = gradeSubmission(spec, reference, 'export function kernel(out: float[], values: float[]) {\n  out[threadIdx.x] = values[threadIdx.x];\n}\n');
    expect(r.passed).toBe(true);
  });
});

describe('a submission that runs out of steps', () => {
  it('is stopped once: later schedules and tests are not run and say why', () => {
    const r = gradeSubmission(spec, reference, 'export function kernel(values: float[], out: float[]) {\n  while (true) {\n  }\n}\n');
    expect(r.tests).toHaveLength(2);
    expect(r.tests[0]!.diagnostics.some((d) => d.kind === 'budget')).toBe(true);
    expect(r.tests[1]!.message).toBe('not run: an earlier run of this submission used up its step budget (see the first failing test)');
    expect(r.passed).toBe(false);
  });
});

describe('errors in a function exercise\'s harness', () => {
  const fnSpec = exerciseSpec.parse({
    title: 'Twice', summary: 'twice(v) = 2v.', kind: 'function',
    function: { name: 'twice', signature: 'twice(v: int): int' },
    harness: { entry: 'h', source: 'export function h(values: int[], out: int[]) {\n  out[threadIdx.x] = twice(values[threadIdx.x]);\n}\n' },
    launch: { block: 32 },
    params: [{ name: 'values', type: 'int[]', length: 'threads' }, { name: 'out', type: 'int[]', role: 'output', length: 'threads' }],
    tests: { fixed: [{ name: 'ramp', args: { values: { kind: 'lane' } } }] },
  });

  it('are moved to the learner\'s first line and say they come from the test kernel', () => {
    // Two parameters where the harness passes one: the harness line fails to compile.
    const r = gradeSubmission(fnSpec, 'function twice(v: int): int {\n  return 2 * v;\n}\n', 'function twice(v: int, w: int): int {\n  return v + w;\n}\n');
    const err = r.compile.find((d) => d.severity === 'error')!;
    expect(err.line).toBe(1);
    expect(err.message).toMatch(/^in the exercise's test kernel, which calls your function: /);
  });
});
