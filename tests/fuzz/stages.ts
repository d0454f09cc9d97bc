/**
 * One generated program through every stage a learner's code meets: compile, CUDA export
 * (with a harness for some), simulate (traced for some, under the default and adversarial
 * schedules, 1-D to 3-D blocks with partial warps), and grade against an exercise whose
 * kernel has the generated parameters. A learner's mistake must come back as a diagnostic
 * placed on a line of the program; an exception from any stage, or a diagnostic placed
 * off the program, is an internal error, returned as a problem (never thrown).
 */
import { compile } from '../../src/lang';
import { HarnessError, toCuda } from '../../src/cuda';
import { LaunchError, runProgram } from '../../src/sim';
import { gradeSubmission } from '../../src/grader';
import { exerciseSpec, type ExerciseSpec } from '../../src/schema/exercise';
import type { Diagnostic } from '../../src/lang/diagnostics';
import { ARGS, PARAMS } from './programs';

/** The reference solution of the fuzzing exercise: lane `t` of the first 8 writes `t + n`. */
export const REFERENCE = `export function kernel(${PARAMS}) {
  if (threadIdx.x < 8 && blockIdx.x == 0) out[threadIdx.x] = int(threadIdx.x) + n;
}
`;

/** An exercise for the generated kernels: one fixed and one random test, two schedules. */
export const SPEC: ExerciseSpec = exerciseSpec.parse({
  title: 'Fuzzing exercise',
  summary: 'Write `threadIdx.x + n` to `out[threadIdx.x]` for the first eight threads.',
  kind: 'kernel',
  launch: { grid: 2, block: 40 },
  params: [
    { name: 'out', type: 'int[]', role: 'output', length: 8, fill: 0 },
    { name: 'fo', type: 'float[]', length: 8 },
    { name: 'd', type: 'double[]', length: 8 },
    { name: 'uo', type: 'uint[]', length: 8 },
    { name: 'n', type: 'int' },
    { name: 'x', type: 'float' },
  ],
  tests: {
    fixed: [{ name: 'fixed', args: { fo: { kind: 'iota', start: 0.5, step: 1 }, d: { kind: 'constant', value: 0.25 }, uo: { kind: 'iota', start: 1, step: 1 }, n: 5, x: 0.75 } }],
    random: {
      count: 1, seed: 7,
      generators: {
        fo: { kind: 'float', min: -4, max: 4, step: 0.25 }, d: { kind: 'float', min: -2, max: 2, step: 0.5 },
        uo: { kind: 'int', min: 0, max: 100 }, n: { kind: 'int', min: 0, max: 9 }, x: { kind: 'float', min: -1, max: 1, step: 0.125 },
      },
    },
  },
  schedules: 2,
  budget: 30_000,
});

/** Counts of what got how far, and of every diagnostic code seen. */
export interface FuzzStats {
  programs: number;
  compiled: number;
  ran: number;
  graded: number;
  codes: Map<string, number>;
}

export function newStats(): FuzzStats {
  return { programs: 0, compiled: 0, ran: 0, graded: 0, codes: new Map() };
}

const BLOCKS: [number, number, number][] = [[32, 1, 1], [40, 1, 1], [64, 1, 1], [8, 5, 1], [4, 4, 3]];

/** Runs `src` through every stage; returns the internal errors found (empty: none). */
export function throughEveryStage(src: string, seed: number, stats: FuzzStats): string[] {
  const problems: string[] = [];
  const lines = src.split('\n').length;
  const count = (ds: readonly Diagnostic[]): void => { for (const d of ds) stats.codes.set(d.code, (stats.codes.get(d.code) ?? 0) + 1); };
  const placed = (stage: string, ds: readonly Diagnostic[]): void => {
    for (const d of ds) {
      if (!(d.line >= 1 && d.line <= lines && d.column >= 1)) problems.push(`${stage}: ${d.code} placed at ${d.line}:${d.column}, off the program`);
    }
  };
  const stage = (name: string, fn: () => void): boolean => {
    try {
      fn();
      return true;
    } catch (e) {
      problems.push(`${name}: ${e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e)}`);
      return false;
    }
  };
  stats.programs++;
  let c: ReturnType<typeof compile> | undefined;
  if (!stage('compile', () => { c = compile(src); }) || !c) return problems;
  count(c.diagnostics);
  placed('compile', c.diagnostics);
  const program = c.program;
  if (program) {
    stats.compiled++;
    const launch = { grid: [seed % 2 + 1, 1, 1] as [number, number, number], block: BLOCKS[seed % BLOCKS.length]! };
    stage('cuda', () => {
      try {
        toCuda(program, seed % 4 === 0 ? { launch, args: ARGS() } : undefined);
      } catch (e) {
        if (!(e instanceof HarnessError)) throw e; // arguments that do not fit the kernel's parameters
        toCuda(program);
      }
    });
    stage('simulate', () => {
      try {
        const r = runProgram(program, launch, ARGS(),
          { budget: 30_000, schedule: seed % 2 ? { kind: 'adversarial', seed } : { kind: 'default' }, trace: seed % 3 === 0, lastWrites: seed % 5 === 0 });
        stats.ran++;
        count(r.diagnostics);
        placed('simulate', r.diagnostics);
      } catch (e) {
        if (!(e instanceof LaunchError)) throw e; // the caller's launch, not the program
      }
    });
  }
  stage('grade', () => {
    const report = gradeSubmission(SPEC, REFERENCE, src);
    if (report.contentError) problems.push(`grade: content error ${report.contentError}`);
    stats.graded++;
    placed('grade', report.compile);
    for (const t of report.tests) placed('grade', t.diagnostics);
  });
  return problems;
}
