/**
 * 32-bit integer and IEEE binary32 semantics on JavaScript numbers.
 *
 * Registers hold every 32-bit type (`int`, `uint`, `float`, `bool`) as its 32-bit pattern in
 * an `Int32Array`, so moves (assignment, shuffles, memory) keep the exact bits, NaN payloads
 * included; `double` registers are `Float64Array`s. Arithmetic converts bits to numbers and back.
 *
 * Sources: CUDA C++ Programming Guide §20.3 (Floating-Point Standard: round-to-nearest-even,
 * canonical NaN `0x7fffffff`, float→int conversion clamps, NaN → 0); PTX ISA §9.7.9.21 (`cvt`),
 * §9.7.3.6 (`fma`: one rounding), §9.7.1.8–9 (integer `div`/`rem`), §9.7.8.8–9 (`shl`/`shr`).
 */

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const f64 = new Float64Array(1);
const u32of64 = new Uint32Array(f64.buffer);

/** The canonical NaN a GPU returns from a binary32 operation (Programming Guide §20.3). */
export const CANONICAL_NAN_BITS = 0x7fffffff;

/** The binary32 value whose bit pattern is `bits` (any 32-bit integer). */
export function bitsToFloat(bits: number): number {
  i32[0] = bits;
  return f32[0]!;
}

/** The bit pattern (as a signed int32) of `x` rounded to binary32, NaN made canonical.
 * Use for results of arithmetic, never for moves. */
export function floatToBits(x: number): number {
  f32[0] = x;
  const b = i32[0]!;
  return (b & 0x7fffffff) > 0x7f800000 ? CANONICAL_NAN_BITS : b;
}

/** The binary32 bit pattern of `double` `x` converted to `float` (PTX `cvt.rn.f32.f64`,
 * §9.7.9.21): rounded to nearest even; a NaN keeps its sign and the top 22 bits of its
 * payload, made quiet, as an H100 did (`0x7ff8000020000000` → `0x7fc00001`,
 * oracle/probes/nan_payload_math.cu), where binary32 arithmetic gives the canonical NaN. */
export function doubleToFloatBits(x: number): number {
  if (x === x) return floatToBits(x);
  f64[0] = x;
  const hi = u32of64[1]!, lo = u32of64[0]!;
  return (hi & 0x80000000) | 0x7fc00000 | ((hi & 0xfffff) << 3) | (lo >>> 29);
}

/** True when the binary32 pattern is a NaN. */
export function isNaNBits(bits: number): boolean {
  return (bits & 0x7fffffff) > 0x7f800000;
}

/** Round a number to binary32 (round-to-nearest-even), as a number. */
export const fround = Math.fround;

/** Result of a conversion that can be out of range: C++ calls it undefined behaviour;
 * the GPU clamps (PTX `cvt.rzi` saturates; NaN → 0). */
export interface ConvResult {
  value: number;
  outOfRange: boolean;
}

/** float/double → int (truncation). Out of range clamps to INT_MIN/INT_MAX, NaN → 0
 * (Programming Guide §20.3; PTX §9.7.9.21), and is flagged. */
/** The exact decimal value of a float or double `x`, for messages: an integer in full
 * (2^63 is 9223372036854775808, where `String` gives the shortest text that reads back,
 * 9223372036854776000), otherwise JavaScript's shortest text; `NaN` and `±infinity`. */
export function exactDecimal(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'infinity' : '-infinity';
  return Number.isInteger(x) ? BigInt(x).toString() : String(x);
}

export function toIntTrunc(x: number): ConvResult {
  if (x !== x) return { value: 0, outOfRange: true };
  const t = Math.trunc(x);
  if (t > 2147483647) return { value: 2147483647, outOfRange: true };
  if (t < -2147483648) return { value: -2147483648, outOfRange: true };
  return { value: t, outOfRange: false };
}

/** float/double → unsigned int (truncation); clamps to [0, 2^32−1], NaN → 0; flagged when
 * out of range. */
export function toUintTrunc(x: number): ConvResult {
  if (x !== x) return { value: 0, outOfRange: true };
  const t = Math.trunc(x);
  if (t > 4294967295) return { value: 4294967295, outOfRange: true };
  if (t < 0) return { value: 0, outOfRange: t <= -1 };
  return { value: t, outOfRange: false };
}

/**
 * Exact fused multiply-add rounded once to binary32 (PTX §9.7.3.6 `fma.rn.f32`).
 * a*b of two binary32 values is exact in binary64 (48-bit significand); the sum with c is
 * computed in binary64 with round-to-odd (TwoSum error term), which makes the final rounding
 * to binary32 correct (53 ≥ 24 + 2 bits).
 */
export function fmaf(a: number, b: number, c: number): number {
  const p = a * b;
  const s = p + c;
  if (!Number.isFinite(s) || !Number.isFinite(p)) return Math.fround(s);
  const bb = s - p;
  const err = (p - (s - bb)) + (c - bb);
  if (err === 0 || s === 0) return Math.fround(s);
  f64[0] = s;
  if ((u32of64[0]! & 1) === 0) {
    // Round to odd: move s one ulp toward the exact value.
    const towardUp = err > 0;
    const positive = s > 0;
    let lo = u32of64[0]!;
    let hi = u32of64[1]!;
    if (towardUp === positive) {
      lo = (lo + 1) >>> 0;
      if (lo === 0) hi = (hi + 1) >>> 0;
    } else {
      if (lo === 0) hi = (hi - 1) >>> 0;
      lo = (lo - 1) >>> 0;
    }
    u32of64[0] = lo;
    u32of64[1] = hi;
    return Math.fround(f64[0]!);
  }
  return Math.fround(s);
}

/** Number of set bits of a 32-bit pattern (PTX §9.7.1.14 `popc`). */
export function popc(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Lane lists shared between callers, in a direct-mapped cache of 4096 masks (read-only:
 * typed `readonly`; not frozen, as frozen arrays make V8's per-lane loops polymorphic and
 * slower). */
const CACHE_BITS = 12;
const cachedMask = new Int32Array(1 << CACHE_BITS);
const cachedLanes: (readonly number[] | undefined)[] = new Array(1 << CACHE_BITS).fill(undefined);

/** The lanes of `mask`, ascending, as one array shared by every caller that asks for the same
 * mask (a group's `lanes`: splitting and merging groups then allocates nothing for masks
 * seen recently). Never modify the result. */
export function lanesOfShared(mask: number): readonly number[] {
  const slot = Math.imul(mask | 0, 0x9e3779b1) >>> (32 - CACHE_BITS);
  const ls = cachedLanes[slot];
  if (ls !== undefined && cachedMask[slot] === (mask | 0)) return ls;
  const fresh = lanesOf(mask);
  cachedMask[slot] = mask | 0;
  cachedLanes[slot] = fresh;
  return fresh;
}

/** An empty array to copy: `NO_LANES.slice()` makes a new array without an allocation site
 * (an array literal has one, and the engine deoptimises every function it was inlined into
 * when it starts allocating that site's arrays in old space, as it does once the lane lists
 * of {@link lanesOfShared}'s cache have lived long enough). */
const NO_LANES: readonly number[] = [];

/** The lanes of `mask` in ascending order (a new array). */
export function lanesOf(mask: number): number[] {
  const out = NO_LANES.slice();
  for (let m = mask >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) out.push(31 - Math.clz32(m & -m));
  return out;
}

/** The lanes of `mask` as ascending ranges, for messages: `0–15, 20, 28–31`. */
export function laneRanges(mask: number): string {
  const ls = lanesOf(mask);
  const parts: string[] = [];
  for (let i = 0; i < ls.length; i++) {
    let j = i;
    while (j + 1 < ls.length && ls[j + 1] === ls[j]! + 1) j++;
    parts.push(i === j ? `${ls[i]}` : `${ls[i]}–${ls[j]}`);
    i = j;
  }
  return parts.join(', ');
}

/** Largest magnitude a 64-bit integer may have to print as a JSON number (2^53): every
 * integer up to it is exact in binary64, so a JSON reader gets the same integer back. */
export const JSON_EXACT_INT = 2n ** 53n;

/** A `long`/`ulong` element as the JSON value docs/language.md §7 prints: a number when its magnitude
 * is at most 2^53, else its decimal digits as a string (`"18446744073709551615"`). */
export function int64Json(v: bigint): number | string {
  return v <= JSON_EXACT_INT && v >= -JSON_EXACT_INT ? Number(v) : v.toString();
}

/** A binary32 bit pattern rendered as the JSON value docs/language.md §7 prints: the exact number, or
 * the strings `"NaN"`, `"Infinity"`, `"-Infinity"`. */
export function floatJson(x: number): number | string {
  if (x !== x) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  return x;
}
