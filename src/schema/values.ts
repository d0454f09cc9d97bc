/**
 * Schemas for the values an exercise feeds its kernel: parameter types, array lengths,
 * explicit values and the generators of random tests.
 *
 * Generators are deterministic: the grader draws from a seeded PRNG
 * (`src/grader/prng.ts`), so a spec and a seed always give the same inputs.
 */
import { z } from 'zod';

/** Kernel parameter types of Warp TS (docs/language.md §3, §5b): scalars and global arrays. */
export const paramType = z.enum([
  'int', 'uint', 'float', 'double', 'long', 'ulong',
  'int[]', 'uint[]', 'float[]', 'double[]', 'long[]', 'ulong[]',
]);
export type ParamType = z.infer<typeof paramType>;

/** True for the array parameter types (`int[]`, ...). */
export function isArrayType(t: ParamType): t is 'int[]' | 'uint[]' | 'float[]' | 'double[]' | 'long[]' | 'ulong[]' {
  return t.endsWith('[]');
}

/**
 * Length of an array parameter: a number of elements, or one derived from the launch:
 * `"threads"` = every thread of the grid (blocks × threads per block),
 * `"warps"` = every warp of the grid (blocks × ⌈threads per block / 32⌉, partial warps count),
 * `"blocks"` = the number of blocks.
 */
export const lengthSpec = z.union([
  z.number().int().min(1).max(1 << 20),
  z.enum(['threads', 'warps', 'blocks']),
]);
export type LengthSpec = z.infer<typeof lengthSpec>;

/** A number, or `"NaN"`, `"Infinity"`, `"-Infinity"` (JSON has no literal for them), or a
 * decimal integer string such as `"18446744073709551615"` (for `long`/`ulong` values beyond
 * 2^53, where a JSON number is no longer exact). */
export const numberValue = z.union([
  z.number(), z.enum(['NaN', 'Infinity', '-Infinity']),
  z.string().regex(/^[+-]?\d{1,20}$/, 'a decimal integer such as "18446744073709551615"'),
]);
export type NumberValue = z.infer<typeof numberValue>;

/**
 * A generator of values. For an array it produces one value per element `i`; for a
 * scalar, the value of element 0.
 * - `int {min, max}`: uniform integer in `[min, max]` (both included).
 * - `float {min, max, step?}`: uniform in `[min, max)`, rounded down to a multiple of `step`
 *   when given (keeps tables readable), then to binary32.
 *   (`min <= max` is checked by the exercise schema.)
 * - `permutation`: a random permutation of `0 .. length-1`.
 * - `constant {value}`: every element equal.
 * - `iota {start, step}`: `start + i*step`.
 * - `lane`: `i % 32` (each thread's lane when element `i` belongs to thread `i` of a block
 *   whose size is a multiple of 32).
 */
export const generator = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('int'), min: z.number().int(), max: z.number().int() }).strict(),
  z.object({
    kind: z.literal('float'), min: z.number(), max: z.number(),
    step: z.number().positive().optional(),
  }).strict(),
  z.object({ kind: z.literal('permutation') }).strict(),
  z.object({ kind: z.literal('constant'), value: numberValue }).strict(),
  z.object({ kind: z.literal('iota'), start: z.number().default(0), step: z.number().default(1) }).strict(),
  z.object({ kind: z.literal('lane') }).strict(),
]);
export type Generator = z.infer<typeof generator>;

/** An explicit argument value in a fixed test: a scalar, an array (same length as the
 * parameter), or a generator (drawn with the test's own seed). */
export const argValue = z.union([numberValue, z.array(numberValue), generator]);
export type ArgValueSpec = z.infer<typeof argValue>;
