/**
 * Expected outputs computed ahead of time, so that an exercise can be graded without its
 * reference solution: the assignment build of the site (`WARP_SCHOOL_MODE=assignments`)
 * runs each withheld exercise's reference at build time and ships these values, never
 * the code.
 *
 * They cover exactly what the browser grades: the exercise's fixed tests and its public
 * random tests (`tests.random.seed`, src/grader/tests.ts), the reference run under the
 * default schedule, as `gradeWith` (grade-core.ts) would run it. Only the checked outputs
 * are kept. Plain JSON: a value is a number, `null` (an element the reference leaves
 * undefined; never a checked one), or a string for what JSON cannot hold (`"NaN"`,
 * `"Infinity"`, `"-Infinity"`, `"-0"`, and `"<digits>n"` for a 64-bit integer).
 */
import { outputChecks, type ExerciseSpec } from '../schema';
import type { ArrayContents, OpCounts } from '../sim/types';
import { formatDiagnostic } from '../lang/diagnostics';
import type { Engine } from './engine';
import { assemble } from './source';
import { concreteTests, copyArgs } from './tests';

/** One element as JSON holds it (see the file comment). */
export type ExpectedValue = number | string | null;

/** The reference's checked outputs on one test. */
export interface ExpectedTest {
  /** The test's name (`concreteTests`), to notice a spec that changed since. */
  name: string;
  outputs: Record<string, ExpectedValue[]>;
}

/** Everything grading needs from the reference, for the public tests. */
export interface ExpectedRuns {
  version: 1;
  tests: ExpectedTest[];
  /** The reference's operation counts on the first test (the results' comparison). */
  counts: OpCounts | null;
}

/** Whether `r` is an {@link ExpectedRuns} rather than a reference's source text. */
export function isExpectedRuns(r: unknown): r is ExpectedRuns {
  return typeof r === 'object' && r !== null && (r as ExpectedRuns).version === 1 && Array.isArray((r as ExpectedRuns).tests);
}

/** Encodes one element for JSON. */
export function encodeValue(v: number | bigint | null): ExpectedValue {
  if (v === null) return null;
  if (typeof v === 'bigint') return `${v}n`;
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  if (Object.is(v, -0)) return '-0';
  return v;
}

/** Decodes one element written by {@link encodeValue}. Throws on anything else (a
 * damaged page: an engine assertion, not a learner mistake). */
export function decodeValue(v: ExpectedValue): number | bigint | null {
  if (v === null || typeof v === 'number') return v;
  if (v === 'NaN') return NaN;
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  if (v === '-0') return -0;
  if (/^-?\d+n$/.test(v)) return BigInt(v.slice(0, -1));
  throw new Error(`assertion: \`${v}\` is not an encoded expected value`);
}

/** The checked outputs of one test, decoded (as a run's `args` holds them; a 64-bit
 * element stays a `bigint`, as the simulator's own arrays of 64-bit integers do). */
export function decodeOutputs(t: ExpectedTest): Record<string, ArrayContents> {
  return Object.fromEntries(Object.entries(t.outputs).map(([k, vs]) => [k, vs.map(decodeValue) as ArrayContents]));
}

/**
 * Runs `reference` on every public test of `spec` under the default schedule and keeps
 * the checked outputs. Throws an `Error` naming the test when the reference does not
 * compile or a run ends with an error (a broken exercise fails the build).
 */
export function computeExpected(spec: ExerciseSpec, reference: string, engine: Engine): ExpectedRuns {
  const ref = assemble(spec, reference);
  const compiled = engine.compile(ref.source);
  if (!compiled.program) {
    const first = compiled.diagnostics.find((d) => d.severity === 'error');
    throw new Error(`the reference does not compile: ${first ? formatDiagnostic(first) : 'no diagnostic'}`);
  }
  const params = [...new Set(outputChecks(spec).map((c) => c.param))];
  const tests: ExpectedTest[] = [];
  let counts: OpCounts | null = null;
  concreteTests(spec).forEach((t, ti) => {
    const run = engine.runProgram(compiled.program!, { grid: t.launch.grid, block: t.launch.block }, copyArgs(t.args), {
      ...(spec.budget !== undefined ? { budget: spec.budget } : {}), ...(ref.entry ? { entry: ref.entry } : {}),
    });
    if (!run.ok) {
      const first = run.diagnostics.find((d) => d.severity === 'error');
      throw new Error(`the reference fails test \`${t.name}\`: ${first ? formatDiagnostic(first) : 'no diagnostic'}`);
    }
    if (ti === 0) counts = run.counts;
    tests.push({ name: t.name, outputs: Object.fromEntries(params.map((p) => [p, (run.args[p] ?? []).map(encodeValue)])) });
  });
  return { version: 1, tests, counts };
}
