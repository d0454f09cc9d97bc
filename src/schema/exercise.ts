/**
 * The exercise spec, stored as `content/NN-topic/exercises/NN-slug/exercise.json` next to
 * `starter.ts` (what the learner starts from), `solution.ts` (the reference: expected
 * values always come from running it), `wrong/*.ts` (known-wrong solutions, each opening
 * with `// why: ...`) and `cuda.cu` (the same in CUDA).
 */
import { z } from 'zod';
import { launch } from './launch';
import { rules } from './rules';
import { crossCheck } from './exercise-checks';
import { argValue, generator, isArrayType, lengthSpec, numberValue, paramType } from './values';

const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an identifier');

/** One kernel parameter. Arguments are passed by name (docs/language.md §7). */
export const param = z.object({
  name: identifier,
  /** Warp TS type: `int`, `uint`, `float`, `double`, or an array of one of them. */
  type: paramType,
  /** `input`: filled from the test; `output`: starts filled with `fill` and is checked. */
  role: z.enum(['input', 'output']).default('input'),
  /** Array length (required for arrays, not allowed for scalars). */
  length: lengthSpec.optional(),
  /** Initial value of every element of an output array (default 0), or the value of an
   * input that a test leaves out. */
  fill: numberValue.optional(),
  /** How the results show this parameter's values, in the failure messages and the
   * tables alike. `"hex"`: as a 32-bit word in hexadecimal, eight digits (`0x0000ffff`),
   * the way the simulator prints masks; use it for outputs that hold masks or bit words
   * (a ballot, `__activemask()`, packed predicate bits). Only for `int` and `uint`
   * parameters (an `int` shows its two's-complement bits). Default `"decimal"`. */
  display: z.enum(['decimal', 'hex']).optional(),
}).strict();
export type ParamSpec = z.infer<typeof param>;

/** A named test with explicit values; `launch` overrides the exercise's launch. */
export const fixedTest = z.object({
  name: z.string().min(1),
  args: z.record(identifier, argValue).default({}),
  launch: launch.optional(),
}).strict();
export type FixedTest = z.infer<typeof fixedTest>;

/** Random tests: `count` tests drawn from `seed`. */
export const randomTests = z.object({
  count: z.number().int().min(0).max(100).default(0),
  seed: z.number().int().default(1),
  /** Seed of random tests the learner never sees: `warp-school check` grades the
   * reference on them too (`{ hidden: true }`), to catch a reference that only passes the
   * public draws. It is not a secret: the self-paced site ships it with the spec, and an
   * assignment with hidden seeds replaces both seeds by draws from its own secret
   * (src/grader/batch/seeds.ts), so graded tests never come from it. The assignment build
   * of the site (`WARP_SCHOOL_MODE=assignments`) leaves it out of the pages. */
  hiddenSeed: z.number().int().optional(),
  /** One generator per input parameter (inputs without one take their `fill`). */
  generators: z.record(identifier, generator).default({}),
  /** When given, each random test launches with one of these (chosen by the seed). */
  launches: z.array(launch).min(1).optional(),
}).strict();

/**
 * Which elements of an output array are compared.
 * `"all"`, a list of indices, or a stride: `{ start: 0, stride: 32 }` = element 0, 32, 64, ...
 * (lane 0 of each warp when element `i` belongs to thread `i`).
 */
export const elementSelection = z.union([
  z.literal('all'),
  z.array(z.number().int().min(0)).min(1),
  z.object({
    start: z.number().int().min(0).default(0),
    stride: z.number().int().min(1),
    count: z.number().int().min(1).optional(),
  }).strict(),
]);
export type ElementSelection = z.infer<typeof elementSelection>;

/** `"exact"` (bit-for-bit except that NaN equals NaN) or within `ulps` units in the last place. */
export const comparison = z.union([
  z.literal('exact'),
  z.object({ ulps: z.number().int().min(0).max(1 << 20) }).strict(),
]);
export type Comparison = z.infer<typeof comparison>;

/**
 * One checked output. `layout: "thread"` shows element `i` in the row of global thread `i`
 * (block-major, `gid = block * threadsPerBlock + linear thread index`) in a 32-lane table;
 * `"element"` shows a plain element table. Default: `"thread"` for arrays of length
 * `"threads"`, else `"element"`.
 */
export const outputCheck = z.object({
  param: identifier,
  elements: elementSelection.default('all'),
  compare: comparison.default('exact'),
  layout: z.enum(['thread', 'element']).optional(),
}).strict();
export type OutputCheck = z.infer<typeof outputCheck>;

/** For `kind: "function"`: the device function the learner writes. */
export const functionSpec = z.object({
  name: identifier,
  /** As shown to the learner, e.g. `warpReduceSum(val: int): int`. */
  signature: z.string().min(1),
}).strict();

/** For `kind: "function"`: Warp TS source of a kernel that calls the learner's function.
 * It is appended after the learner's source (so learner line numbers stay right) and
 * `entry` is launched. It should use no warp intrinsics itself, so that op counts and
 * rules measure the learner's code. */
export const harness = z.object({
  source: z.string().min(1),
  entry: identifier,
}).strict();

export const exerciseShape = z.object({
  title: z.string().min(1),
  /** The task as the learner reads it, in light Markdown (blank-line paragraphs, `code`,
   * **bold**, *emphasis*); the first sentence should stand alone in lists. */
  summary: z.string().min(1),
  /** `kernel`: the learner writes the whole kernel; `function`: a named device function. */
  kind: z.enum(['kernel', 'function']).default('kernel'),
  function: functionSpec.optional(),
  harness: harness.optional(),
  launch,
  params: z.array(param).min(1),
  tests: z.object({
    fixed: z.array(fixedTest).default([]),
    random: randomTests.default({}),
  }).strict(),
  /** Outputs compared with the reference. Default: every output, every element, exact. */
  check: z.array(outputCheck).optional(),
  rules,
  /** Hints, shown one at a time, mildest first. */
  hints: z.array(z.string().min(1)).default([]),
  /** Warning (or note) codes that fail a test of this exercise when a run reports them
   * (error diagnostics always fail it), e.g. `W-CROSS-SITE` in an exercise about deriving
   * one mask before a branch, or `N-UNWRITTEN-READ` in one whose hints say never to read
   * unwritten shared memory: the results say the test failed on that warning or note. */
  failOnWarnings: z.array(z.string().regex(/^[WN]-[A-Z0-9-]+$/, 'must be a warning or note code such as `W-CROSS-SITE`')).default([]),
  /** How much each rule counts in the score, as a number of tests: the exercise's points
   * are shared among its T tests and R rules in the proportion 1 per test and `ruleWeight`
   * per rule, and a rule's share is earned in the fraction of tests passed. With `t` tests
   * and `r` rules passed the score is `points × t/T × (T + w·r)/(T + w·R)`; 0 makes the
   * rules cost nothing (they are still reported). Default 1: a rule weighs as a test. An
   * assignment may set another weight for its exercise (src/schema/assignment.ts). */
  ruleWeight: z.number().min(0).max(100).default(1),
  /** Why the starter earns points, when it does on purpose (for example a fixed test that
   * the starter's output already meets, to show the shape of the answer). Without it,
   * `warp-school check` reports a starter that scores above 0. */
  starterEarns: z.string().min(1).optional(),
  /** Adversarial schedules each test also runs under (besides the default). */
  schedules: z.number().int().min(0).max(16).default(3),
  /** Lane-steps allowed per run; the simulator's default when absent. */
  budget: z.number().int().min(1).optional(),
}).strict();
export type ExerciseShape = z.infer<typeof exerciseShape>;

/** The exercise spec with its cross-field checks (names that must refer to parameters,
 * lengths, generators, the function/harness pair). */
export const exerciseSpec = exerciseShape.superRefine(crossCheck);
/** A parsed exercise spec, defaults filled in. */
export type ExerciseSpec = z.infer<typeof exerciseSpec>;

/** The checks to run: `spec.check`, or every output with default settings. */
export function outputChecks(spec: ExerciseSpec): OutputCheck[] {
  if (spec.check) return spec.check;
  return spec.params
    .filter((p) => p.role === 'output')
    .map((p) => ({ param: p.name, elements: 'all' as const, compare: 'exact' as const }));
}

export { isArrayType };
