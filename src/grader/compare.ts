/**
 * Compares one output element with the reference's value.
 *
 * - `exact`: identical values; `+0.0` and `-0.0` differ (they are different bit patterns),
 *   NaN equals NaN (the simulator returns JS numbers, so NaN payloads are not compared).
 * - `{ ulps: N }`: floats within N units in the last place of the element type
 *   (binary32 for `float`, binary64 for `double`); `+0.0` and `-0.0` are 0 ULPs apart;
 *   a NaN matches only a NaN; an infinity only the same infinity (within 0 ULPs).
 * - `long`/`ulong` elements (`bigint`s) match only the same integer, whatever `cmp` says.
 * - `null` (an undefined value, docs/language.md §6) never matches anything.
 */
import type { Comparison } from '../schema';

/** The verdict on one element. */
export interface ElementVerdict {
  status: 'ok' | 'mismatch' | 'undefined';
  reason?: string;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);

/** Position of a binary32 value on a line where adjacent floats are 1 apart (±0 both 0). */
function ordinal32(x: number): number {
  f32[0] = x;
  const bits = u32[0]!;
  return bits >= 0x80000000 ? -(bits - 0x80000000) : bits;
}

/** Same for binary64, as a BigInt. */
function ordinal64(x: number): bigint {
  f64[0] = x;
  const bits = i64[0]!;
  return bits < 0n ? -(bits & 0x7fffffffffffffffn) : bits;
}

/** Units in the last place between two finite-or-infinite non-NaN values of `elem`. */
export function ulpDistance(a: number, b: number, elem: 'float' | 'double'): number {
  if (elem === 'float') return Math.abs(ordinal32(a) - ordinal32(b));
  const d = ordinal64(a) - ordinal64(b);
  return Number(d < 0n ? -d : d);
}

/** True when `a` and `b` are the same value, telling `-0` from `+0`; NaN equals NaN; a
 * `bigint` (a `long`/`ulong` element) equals only the same `bigint`. */
export function sameValue(a: number | bigint, b: number | bigint): boolean {
  if (typeof a === 'bigint' || typeof b === 'bigint') return a === b;
  return Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));
}

/** The verdicts without a number in them, shared (frozen: a verdict is read, never changed). */
const OK: ElementVerdict = Object.freeze({ status: 'ok' as const });
const MISMATCH: ElementVerdict = Object.freeze({ status: 'mismatch' as const });
const UNDEFINED: ElementVerdict = Object.freeze({
  status: 'undefined' as const, reason: 'holds an undefined value (see the diagnostics for where it came from)',
});
const SIGN_OF_ZERO: ElementVerdict = Object.freeze({ status: 'mismatch' as const, reason: 'the sign of zero differs' });

/**
 * Compares `actual` with `expected` under `cmp` for an element of type `elem`.
 * `expected` must not be null (the reference always defines checked elements; the
 * grader reports a reference that does not as a content error before calling this).
 */
export function compareElement(
  expected: number | bigint,
  actual: number | bigint | null,
  cmp: Comparison,
  elem: 'int' | 'uint' | 'float' | 'double' | 'long' | 'ulong',
): ElementVerdict {
  if (actual === null) return UNDEFINED;
  if (typeof expected === 'bigint' || typeof actual === 'bigint') {
    // `long`/`ulong`: the exact 64-bit integers are compared (ULPs do not apply).
    return expected === actual ? OK : MISMATCH;
  }
  if (cmp === 'exact' || elem === 'int' || elem === 'uint') {
    if (sameValue(expected, actual)) return OK;
    if (expected === 0 && actual === 0) return SIGN_OF_ZERO;
    return MISMATCH;
  }
  if (Number.isNaN(expected) || Number.isNaN(actual)) {
    return Number.isNaN(expected) && Number.isNaN(actual) ? OK : MISMATCH;
  }
  const d = ulpDistance(expected, actual, elem === 'float' ? 'float' : 'double');
  if (d <= cmp.ulps) return OK;
  return { status: 'mismatch', reason: `${d} ULPs from the expected value, at most ${cmp.ulps} allowed` };
}
