/**
 * 64-bit integer semantics of Warp TS (`long` = CUDA `long long`, `ulong` = `unsigned long
 * long`; docs/language.md §5b), on JavaScript `bigint`s. Shared by constant folding (src/lang) and the
 * simulator (src/sim); DOM-free.
 *
 * - Wrapping: results are reduced modulo 2^64 (PTX §9.7.1.1 `add/sub/mul.lo.s64` wrap; C++
 *   [basic.fundamental]: unsigned arithmetic is modulo 2^64). `long` values are kept in
 *   [-2^63, 2^63), `ulong` values in [0, 2^64).
 * - Integer → floating (C++ [conv.fpint]/2: "rounded ... to the nearest representable
 *   value" under round-to-nearest-even; PTX `cvt.rn.f32.s64` / `.f64.s64`): rounded once,
 *   never through an intermediate binary64 for `float` (that could round twice).
 * - Floating → integer (C++ [conv.fpint]/1: truncation; undefined when the truncated value
 *   does not fit): {@link truncToInt64} says whether it fits and gives what the GPU's
 *   saturating `cvt.rzi.s64/.u64` returns (PTX §9.7.9.21: clamp to the type's range; NaN →
 *   `1 << 63` for both 64-bit results, as an H200 gave for `double` and `float` NaN,
 *   tests/hardware/fixtures/int64.jsonl `convert_ub`).
 */

/** 2^63 and 2^64 as bigints. */
export const TWO63 = 1n << 63n;
export const TWO64 = 1n << 64n;
/** `LLONG_MIN`, `LLONG_MAX`, `ULLONG_MAX`. */
export const LLONG_MIN = -TWO63;
export const LLONG_MAX = TWO63 - 1n;
export const ULLONG_MAX = TWO64 - 1n;

/** `v` reduced into the range of `t` (two's complement modulo 2^64). */
export function wrap64(v: bigint, t: 'long' | 'ulong'): bigint {
  return t === 'long' ? BigInt.asIntN(64, v) : BigInt.asUintN(64, v);
}

/**
 * `v` (an integer) rounded once to the nearest binary32 (`single`) or binary64 value,
 * ties to even, as a JS number. Exact for every bigint (magnitudes beyond the format's
 * range round to infinity).
 */
export function bigToFloating(v: bigint, single: boolean): number {
  if (!single) return Number(v); // ECMAScript Number(bigint): nearest binary64, ties to even.
  const neg = v < 0n;
  let m = neg ? -v : v;
  const bits = m.toString(2).length;
  if (bits <= 24) return neg ? -Number(m) : Number(m);
  const shift = BigInt(bits - 24);
  const rest = m & ((1n << shift) - 1n);
  m >>= shift;
  const half = 1n << (shift - 1n);
  if (rest > half || (rest === half && (m & 1n) === 1n)) m += 1n;
  const r = Math.fround(Number(m) * 2 ** (bits - 24));
  return neg ? -r : r;
}

/** Result of a floating → 64-bit conversion: the GPU's saturated value and whether the
 * truncated value fits the type (when it does not, C++ calls it undefined). */
export interface Conv64 {
  value: bigint;
  outOfRange: boolean;
}

/** Truncates `x` toward zero into `t` (see the module comment). */
export function truncToInt64(x: number, t: 'long' | 'ulong'): Conv64 {
  if (x !== x) return { value: t === 'long' ? LLONG_MIN : TWO63, outOfRange: true };
  const tr = Math.trunc(x);
  if (t === 'long') {
    if (tr >= 2 ** 63) return { value: LLONG_MAX, outOfRange: true };
    if (tr < -(2 ** 63)) return { value: LLONG_MIN, outOfRange: true };
    return { value: BigInt(tr), outOfRange: false };
  }
  if (tr >= 2 ** 64) return { value: ULLONG_MAX, outOfRange: true };
  if (tr < 0) return { value: 0n, outOfRange: tr <= -1 };
  return { value: BigInt(tr), outOfRange: false };
}

/** A decimal integer constant with an optional sign (`"-9223372036854775808"`), as written
 * in `long("...")` / `ulong("...")`: the value, or null when the text is not one. */
export function parseDecimal64(text: string): bigint | null {
  if (!/^[+-]?[0-9]+$/.test(text)) return null;
  return BigInt(text);
}

/** Whether `v` lies in the range of `t`. */
export function fits64(v: bigint, t: 'long' | 'ulong'): boolean {
  return t === 'long' ? v >= LLONG_MIN && v <= LLONG_MAX : v >= 0n && v <= ULLONG_MAX;
}
