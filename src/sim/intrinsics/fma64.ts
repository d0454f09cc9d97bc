/**
 * Exact fused multiply-add on binary64: `fma(a, b, c)` = `a*b + c` computed exactly and
 * rounded once to nearest, ties to even (IEEE 754-2019 §5.4.1 fusedMultiplyAdd; PTX ISA
 * §9.7.3.6 `fma.rn.f64`; C11 §7.12.13.1 `fma`). The finite case is exact integer arithmetic
 * on the decoded significands (BigInt), so subnormal results, overflow and the sign of an
 * exact zero (IEEE 754 §6.3: +0 in round-to-nearest unless both addends are -0) need no
 * special cases beyond the final rounding.
 *
 * NaN results: an operation that creates a NaN (`inf*0`, `inf - inf`) gives the canonical
 * double NaN of CUDA's `CUDART_NAN` (`math_constants.h`: `0xfff8000000000000`); a NaN
 * operand passes through, quieted, with its sign and payload (IEEE 754 §6.2.3 leaves the
 * choice among several to the implementation). An H200 (oracle/fidelity.cu, cases
 * `nan_order_*`, 2026-12-01) keeps `a`'s NaN first, then `c`'s, then `b`'s, whether quiet or
 * signalling, and `c`'s NaN in `inf*0 + NaN`.
 */

const view = new DataView(new ArrayBuffer(8));

/** The bit pattern of a double, as an unsigned 64-bit BigInt. */
export function doubleBits(x: number): bigint {
  view.setFloat64(0, x);
  return view.getBigUint64(0);
}

/** The double whose bit pattern is `bits` (the low 64 bits of a BigInt). */
export function bitsDouble(bits: bigint): number {
  view.setBigUint64(0, BigInt.asUintN(64, bits));
  return view.getFloat64(0);
}

/** The canonical double NaN a GPU creates (`CUDART_NAN`). */
export const CANONICAL_NAN64_BITS = 0xfff8000000000000n;
const CANONICAL_NAN64 = bitsDouble(CANONICAL_NAN64_BITS);
const QUIET_BIT = 1n << 51n;
const MANT = (1n << 52n) - 1n;

/** `x` = (-1)^neg · m · 2^e with an integer `m` < 2^53 (finite `x` only). */
function decode(x: number): { neg: boolean; m: bigint; e: number } {
  const b = doubleBits(x);
  const neg = b >> 63n === 1n;
  const field = Number((b >> 52n) & 0x7ffn);
  const frac = b & MANT;
  return field === 0 ? { neg, m: frac, e: -1074 } : { neg, m: frac | (1n << 52n), e: field - 1075 };
}

/** `(-1)^neg · M · 2^E` (M > 0) rounded to nearest-even binary64. */
function round(neg: boolean, M: bigint, E: number): number {
  const len = M.toString(2).length;
  // Keep 53 significant bits, but never a quantum below 2^-1074 (subnormals).
  const shift = Math.max(len - 53, -1074 - E);
  let q: bigint;
  let e2: number;
  if (shift <= 0) {
    q = M << BigInt(-shift);
    e2 = E + shift;
  } else {
    const s = BigInt(shift);
    q = M >> s;
    const rem = M & ((1n << s) - 1n);
    const half = 1n << (s - 1n);
    if (rem > half || (rem === half && (q & 1n) === 1n)) q += 1n;
    e2 = E + shift;
    if (q === 1n << 53n) { q >>= 1n; e2 += 1; }
  }
  const sign = neg ? 1n << 63n : 0n;
  if (q === 0n) return bitsDouble(sign);
  if (q < 1n << 52n) return bitsDouble(sign | q); // subnormal: e2 is -1074
  const biased = e2 + 1075;
  if (biased > 2046) return neg ? -Infinity : Infinity;
  return bitsDouble(sign | (BigInt(biased) << 52n) | (q & MANT));
}

/** A NaN operand, quieted (sign and payload kept). */
function quiet(x: number): number {
  return bitsDouble(doubleBits(x) | QUIET_BIT);
}

/**
 * `fma(a, b, c)`: `a*b + c` with a single rounding to nearest-even binary64
 * (IEEE 754 §5.4.1; PTX ISA §9.7.3.6). NaNs as described in the module comment.
 */
export function fma64(a: number, b: number, c: number): number {
  if (a !== a) return quiet(a);
  if (c !== c) return quiet(c);
  if (b !== b) return quiet(b);
  const aInf = !Number.isFinite(a), bInf = !Number.isFinite(b);
  if (aInf || bInf) {
    if (a === 0 || b === 0) return CANONICAL_NAN64; // inf * 0 (IEEE 754 §7.2 c)
    const p = (a < 0) !== (b < 0) ? -Infinity : Infinity;
    if (!Number.isFinite(c) && c !== p) return CANONICAL_NAN64; // inf - inf
    return p;
  }
  if (!Number.isFinite(c)) return c;
  const x = decode(a), y = decode(b), z = decode(c);
  const pNeg = x.neg !== y.neg;
  const pm = x.m * y.m;
  const pe = x.e + y.e;
  const E = Math.min(pe, z.e);
  const P = (pm << BigInt(pe - E)) * (pNeg ? -1n : 1n);
  const C = (z.m << BigInt(z.e - E)) * (z.neg ? -1n : 1n);
  const S = P + C;
  if (S === 0n) {
    // An exact zero: -0 only when both addends are zero and negative (IEEE 754 §6.3).
    return pm === 0n && z.m === 0n && pNeg && z.neg ? -0 : 0;
  }
  return S < 0n ? round(true, -S, E) : round(false, S, E);
}
