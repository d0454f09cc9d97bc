/**
 * The step-through replays the run the grader made (report.replay: test, schedule, entry);
 * choosing another block runs that one test once, without grading again.
 */
import { describe, expect, it } from 'vitest';
import { traceOfReplay } from '../../../src/diagram/capture';
import { gradeSubmission } from '../../../src/grader';
import { assemble } from '../../../src/grader/source';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';
import { exerciseSpec } from '../../../src/schema/exercise';
import { handleRequest } from '../../../src/worker/handle';

// Two blocks of 32 threads; test "zeros" expects 0..31 in each block, test "again" the same.
// The submission adds blockIdx.x, so block 0 is right and every element of block 1 is wrong:
// both tests fail, and the first failing test is test 0.
const spec = exerciseSpec.parse({
  title: 'two blocks',
  summary: 's',
  launch: { grid: 2, block: 32 },
  params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads' }],
  tests: { fixed: [{ name: 'zeros' }, { name: 'again' }] },
  schedules: 2,
});
const reference = 'export function kernel(out: int[]) {\n  out[blockIdx.x * 32 + threadIdx.x] = int(threadIdx.x);\n}\n';
const wrong = 'export function kernel(out: int[]) {\n  out[blockIdx.x * 32 + threadIdx.x] = int(threadIdx.x + blockIdx.x);\n}\n';

describe('the run a report names for replay', () => {
  it('is the first failing test, under the schedule the report shows, with the learner’s kernel', () => {
    const report = gradeSubmission(spec, reference, wrong);
    expect(report.replay).toEqual({ test: 0, name: 'zeros', hidden: false, schedule: 'default', entry: null, runaway: false });
  });

  it('is the first test when every test passes', () => {
    expect(gradeSubmission(spec, reference, reference).replay).toMatchObject({ test: 0, name: 'zeros' });
  });

  it('is absent when nothing ran', () => {
    expect(gradeSubmission(spec, reference, 'export function kernel( {').replay).toBeUndefined();
  });
});

describe('tracing another block', () => {
  it('makes exactly one run, of the named test under its schedule', () => {
    const report = gradeSubmission(spec, reference, wrong);
    const { program } = compile(assemble(spec, wrong).source);
    const calls: unknown[] = [];
    const counting: typeof runProgram = (p, launch, args, opts) => {
      calls.push(opts?.schedule);
      return runProgram(p, launch, args, opts);
    };
    const t = traceOfReplay(program!, spec, report.replay!, 1_000_000, 1, undefined, counting)!;
    expect(calls).toEqual([{ kind: 'default' }]);
    expect(t.block).toEqual([1, 0, 0]);
    expect(t.label).toBe('test “zeros”');
  });

  it('is answered by the worker without a grade request, with the block the grade request would trace', () => {
    const graded = handleRequest({ id: 1, type: 'grade', spec, reference, submission: wrong, trace: true });
    if (graded.type !== 'grade') throw new Error(graded.type);
    // The first trace opens block 1, where the test went wrong.
    expect(graded.trace!.block).toEqual([1, 0, 0]);
    const other = handleRequest({ id: 2, type: 'trace', spec, submission: wrong, replay: graded.report.replay!, block: 0 });
    if (other.type !== 'trace') throw new Error(other.type);
    expect(other.trace!.block).toEqual([0, 0, 0]);
    expect(other.trace!.label).toBe(graded.trace!.label);
    expect(other.trace!.warps.map((w) => w.warp)).toEqual([0]);
  });

  it('compiles the submission again when the worker no longer holds it', () => {
    const report = gradeSubmission(spec, reference, wrong);
    // Another nine submissions push this one out of the worker's keeping.
    for (let i = 0; i < 9; i++) {
      handleRequest({ id: 10 + i, type: 'grade', spec, reference, submission: `${wrong}// ${i}\n` });
    }
    const r = handleRequest({ id: 30, type: 'trace', spec, submission: wrong, replay: report.replay!, block: 1 });
    expect(r.type === 'trace' && r.trace!.block).toEqual([1, 0, 0]);
  });

  it('gives no trace for a replay of a test the spec does not have', () => {
    const report = gradeSubmission(spec, reference, wrong);
    const r = handleRequest({ id: 40, type: 'trace', spec, submission: wrong, replay: { ...report.replay!, name: 'other' }, block: 0 });
    expect(r.type === 'trace' && r.trace).toBeNull();
  });
});
