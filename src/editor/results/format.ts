/**
 * How values read in the results view. Floats arrive as the exact binary32 value held
 * in a JS number; they print as the shortest decimal that converts back to the same
 * binary32 (as `printf("%.9g")` would, without trailing noise). Integers print in
 * decimal, except:
 *
 * - in an exercise's results, an output declared `display: "hex"` (masks and bit words,
 *   `src/grader/display.ts`) prints every value as an eight-digit word, `0x0000ffff`, the
 *   same as the grader's messages about it;
 * - where nothing declares a display (the playground's arrays), integers of 2^16 and
 *   above, which are usually masks or bit patterns, print in hexadecimal (`auto`).
 */
import { hexWord, isWord, type Display } from '../../grader/display';

/** Shortest decimal string whose binary32 rounding is `v` (which must be a binary32). */
export function shortestFloat(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  if (Object.is(v, -0)) return '-0';
  for (let p = 1; p <= 9; p++) {
    const s = v.toPrecision(p);
    if (Math.fround(Number(s)) === v) return String(Number(s));
  }
  return String(v);
}

/** One value of an output: `undefined` for an undefined (poisoned) value; integers as
 * `display` says (`auto`, the default: hex from 2^16 up); the shortest binary32 decimal
 * for other non-integers. */
export function formatValue(v: number | bigint | string | null | undefined, display: Display | 'auto' = 'auto'): string {
  if (v === null || v === undefined) return 'undefined';
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return display === 'hex' ? hexWord(v) : String(v); // a `long`/`ulong`, exact
  if (display === 'hex' && isWord(v)) return hexWord(v);
  if (display === 'auto' && Number.isInteger(v) && v >= 0x10000 && v <= 0xffffffff) return `0x${v.toString(16)}`;
  if (Number.isInteger(v) || !Number.isFinite(v)) return Number.isFinite(v) ? String(v) : shortestFloat(v);
  return Math.fround(v) === v ? shortestFloat(v) : String(v);
}

/** `n` with a noun, pluralised with an `s`: `plural(1, 'lane')` is `1 lane`. */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
