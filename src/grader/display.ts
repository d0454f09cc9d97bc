/**
 * How a checked output's values read, the same in the grader's messages and in the
 * results tables. One explicit rule: a parameter declared `display: "hex"` in its exercise
 * (outputs that hold masks or bit words, see `param` in `src/schema/exercise.ts`) shows
 * every value as an eight-digit 32-bit word (`0x0000ffff`, as the simulator prints
 * masks), sixteen digits for a `long`/`ulong` output; every other output shows decimal
 * numbers. DOM-free.
 */
import type { ExerciseSpec } from '../schema';

/** `decimal` (the default) or `hex`. */
export type Display = 'decimal' | 'hex';

/** The display declared for parameter `param` of `spec` (`decimal` when none is). */
export function displayOf(spec: Pick<ExerciseSpec, 'params'>, param: string): Display {
  return spec.params.find((p) => p.name === param)?.display ?? 'decimal';
}

/** `v` (an `int` or `uint`) as a 32-bit word: `0x` and eight hexadecimal digits; an
 * `int` shows its two's-complement bits (`-1` is `0xffffffff`). A `long`/`ulong` value (a
 * `bigint`) shows its 64 bits as sixteen digits. */
export function hexWord(v: number | bigint): string {
  if (typeof v === 'bigint') return `0x${BigInt.asUintN(64, v).toString(16).padStart(16, '0')}`;
  return `0x${(v >>> 0).toString(16).padStart(8, '0')}`;
}

/** True when `v` can be shown as a word: an integer that fits `int` or `uint`, or any
 * `long`/`ulong` value. */
export function isWord(v: number | bigint): boolean {
  if (typeof v === 'bigint') return true;
  return Number.isInteger(v) && v >= -0x80000000 && v <= 0xffffffff;
}
