/**
 * The stricter content checks: a known-wrong solution that only fails to compile is not
 * "caught"; a starter that earns points is reported unless the exercise says why
 * (`starterEarns`); a `cuda.cu` whose signatures no longer match the reference solution's
 * export is stale; nvcc, where installed, compiles it.
 */
import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkExercise } from '../../../src/grader/check-content';
import { defaultEngine } from '../../../src/grader/engine';
import { cudaSignatures, cudaStaleness, nvccErrors } from '../../../src/cli/commands/check-cuda';
import { exerciseSpec } from '../../../src/schema';

// Every thread writes 7 to out[gid]; two fixed tests, one with a block of 32 and one of 64.
const spec = (extra: object = {}) => JSON.stringify({
  title: 't', summary: 'Write 7 to every element of `out`.', launch: { block: 32 },
  params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 }],
  tests: { fixed: [{ name: 'one warp' }, { name: 'two warps', launch: { block: 64 } }] }, schedules: 0, ...extra,
});
const solution = 'export function kernel(out: int[]) {\n  out[threadIdx.x] = 7;\n}\n';
const wrongSeven = '// why: writes 6\nexport function kernel(out: int[]) {\n  out[threadIdx.x] = 6;\n}\n';
const noCompile = '// why: a typo\nexport function kernel(out: int[]) {\n  out[threadIdx.x] = seven;\n}\n';
// Right for a block of 32 only: earns the first test's share.
const half = 'export function kernel(out: int[]) {\n  if (threadIdx.x < 32) out[threadIdx.x] = 7;\n}\n';
const empty = 'export function kernel(out: int[]) {\n}\n';
const files = (over: object) => ({ folder: 'ex', specJson: spec(), solution, starter: empty, wrong: [{ name: 'six.ts', source: wrongSeven }], ...over });

describe('known-wrong solutions', () => {
  it('does not count one that fails only because it does not compile, and says so', () => {
    const r = checkExercise(files({ wrong: [{ name: 'six.ts', source: wrongSeven }, { name: 'typo.ts', source: noCompile }] }), defaultEngine);
    expect(r.wrongCaught).toBe(1);
    expect(r.failures).toEqual([expect.stringMatching(/^ex\/wrong\/typo\.ts: fails only because it does not compile \(3:\d+: .*seven.*\), which shows nothing about the mistake it stands for: make it compile and fail a test or a rule$/)]);
  });
});

describe('starters that earn points', () => {
  it('reports a starter that passes a test (half the tests: 5 of 10 points)', () => {
    const r = checkExercise(files({ starter: half }), defaultEngine);
    expect(r.starterFails).toBe(true);
    expect(r.failures).toEqual(['ex/starter.ts: the starter earns 5 of 10 points (`one warp`): a learner who hands it in unchanged gets those points; make it fail every test, or say why in `starterEarns` (exercise.json)']);
  });
  it('accepts it when the exercise says why', () => {
    expect(checkExercise(files({ starter: half, specJson: spec({ starterEarns: 'the first test shows the shape of the answer' }) }), defaultEngine).failures).toEqual([]);
  });
  it('reports a reason for points the starter does not earn', () => {
    expect(checkExercise(files({ specJson: spec({ starterEarns: 'it used to' }) }), defaultEngine).failures)
      .toEqual(['ex/exercise.json: `starterEarns` says why the starter earns points, but it earns none: remove it']);
  });
});

describe('cuda.cu against the reference solution', () => {
  const s = exerciseSpec.parse(JSON.parse(spec()));
  it('reads signatures as C++ spells them, qualifiers and spelling aside', () => {
    expect(cudaSignatures('// __global__ void no(int x)\n__global__ void kernel(const int *out,\n unsigned int n) {\n}\n__device__ static inline float f(float a[]);'))
      .toEqual([
        { kind: '__global__', returns: 'void', name: 'kernel', params: ['int* out', 'unsigned n'] },
        { kind: '__device__', returns: 'float', name: 'f', params: ['float* a'] },
      ]);
  });
  it('finds no staleness in a cuda.cu with the reference\'s signature', () => {
    expect(cudaStaleness(s, solution, '__global__ void kernel(int *out)\n{\n    out[threadIdx.x] = 7;\n}\n')).toEqual([]);
  });
  it('calls a cuda.cu stale when the reference renamed or added a parameter', () => {
    const renamed = 'export function kernel(result: int[]) {\n  result[threadIdx.x] = 7;\n}\n';
    const specRenamed = exerciseSpec.parse({ ...JSON.parse(spec()), params: [{ name: 'result', type: 'int[]', role: 'output', length: 'threads' }] });
    expect(cudaStaleness(specRenamed, renamed, '__global__ void kernel(int *out) { out[threadIdx.x] = 7; }')).toEqual([
      'declares `__global__ void kernel(int* out)` but the reference solution\'s is `__global__ void kernel(int* result)`: update cuda.cu',
    ]);
    expect(cudaStaleness(s, solution, '__global__ void other(int *out) {}')).toEqual([
      'has no `__global__ void kernel(int* out)` (the reference solution\'s, as `warp-school cuda` exports it)',
    ]);
  });
  it('gives nvcc\'s first error lines when nvcc is installed and refuses the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-fake-nvcc-'));
    const fake = join(dir, 'nvcc');
    // Stands in for nvcc: refuses any file holding `oops`, as nvcc refuses a syntax error.
    writeFileSync(fake, '#!/bin/sh\nfor a; do f="$a"; done\nif grep -q oops "$f"; then echo "$f(2): error: identifier \\"oops\\" is undefined" >&2; exit 1; fi\nexit 0\n');
    chmodSync(fake, 0o755);
    expect(nvccErrors(fake, '__global__ void kernel(int *out) {}\n')).toBeNull();
    expect(nvccErrors(fake, '__global__ void kernel(int *out) { oops; }\n')).toMatch(/cuda\.cu\(2\): error: identifier "oops" is undefined$/);
  });
});
