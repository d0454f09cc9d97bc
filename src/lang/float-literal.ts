/**
 * Decimal text to binary32, rounded once. A `float` literal of CUDA C++ (`1.5f`; a Warp TS
 * literal with `.` or an exponent) is the binary32 value nearest to the decimal number it
 * spells, ties to even (C++ [lex.fcon]; IEEE 754-2019 §5.12.2: conversions from decimal
 * character sequences are correctly rounded). Rounding the text to binary64 first and then
 * to binary32 is the same except when that binary64 value lies exactly halfway between two
 * binary32 values: then the exact decimal decides (`16777217.0000000001` is just above the
 * tie 2^24 + 1 and rounds up, to 16777218; the binary64 value 16777217 would tie down).
 */

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** The binary32 neighbour of finite `f` (itself binary32, ≥ 0) away from zero (`up`) or toward it. */
function neighbour(f: number, up: boolean): number {
  if (f === 0) return up ? 2 ** -149 : 0;
  f32[0] = f;
  u32[0] = up ? u32[0]! + 1 : u32[0]! - 1;
  return f32[0]!;
}

/** The largest binary32 value, and the binary64 number halfway between it and 2^128: the
 * least magnitude that rounds to infinity (ties to even). */
const FLT_MAX = (2 - 2 ** -23) * 2 ** 127;
const OVERFLOW_TIE = 2 ** 128 - 2 ** 103;

/**
 * For `d` ≥ 0, the two binary32 values `d` lies strictly between when it is exactly halfway
 * between them (`[lower, upper]`, `upper` possibly `Infinity`), else null.
 */
export function float32Tie(d: number): [number, number] | null {
  if (!(d >= 0) || d === Infinity) return null;
  if (d === OVERFLOW_TIE) return [FLT_MAX, Infinity];
  const f = Math.fround(d);
  if (f === d || f === Infinity) return null;
  const other = neighbour(f, f < d);
  const [lo, hi] = f < d ? [f, other] : [other, f];
  return (lo + hi) / 2 === d ? [lo, hi] : null;
}

/** The sign of (the decimal `digits`·10^`exp10`) − `d`, for `d` > 0 finite, exactly. */
function compareExact(digits: bigint, exp10: number, d: number): number {
  f64[0] = d;
  const bits = u64[0]!;
  const field = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  const m = field === 0 ? frac : frac | (1n << 52n);
  const e2 = (field === 0 ? 1 : field) - 1075;
  // digits · 10^exp10 against m · 2^e2, both sides brought to integers.
  let left = digits, right = m;
  if (exp10 >= 0) left *= 10n ** BigInt(exp10);
  else right *= 10n ** BigInt(-exp10);
  if (e2 >= 0) right *= 1n << BigInt(e2);
  else left *= 1n << BigInt(-e2);
  return left > right ? 1 : left < right ? -1 : 0;
}

/**
 * The binary32 value of the unsigned decimal `text` (`123`, `1.5`, `.5`, `2.`, `1e-3`,
 * digit separators `_` allowed), correctly rounded, ties to even; `Infinity` beyond the
 * range. Throws on text that is not such a number (an internal error: callers check the
 * syntax first).
 */
export function decimalToFloat32(text: string): number {
  const t = text.replace(/_/g, '');
  const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(t);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) throw new Error(`assertion: \`${text}\` is not an unsigned decimal number`);
  const d = Number(t);
  const tie = float32Tie(d);
  if (!tie) return Math.fround(d);
  const frac = m[2] ?? '';
  const sign = compareExact(BigInt((m[1] ?? '') + frac || '0'), Number(m[3] ?? 0) - frac.length, d);
  return sign > 0 ? tie[1] : sign < 0 ? tie[0] : Math.fround(d);
}
