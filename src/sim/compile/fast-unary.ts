/**
 * Specialised loops for unary operators and conversions between 32-bit types and `double`
 * (one operation per function literal, see `fast-ops.ts`), with the semantics of
 * `arith.ts`: `float` values are read and written through the registers' `Float32Array`
 * views (`Warp.f32`), which round to binary32 (round-to-nearest-even) on every store as
 * `floatToBits` does; a NaN result is stored as the canonical NaN 0x7fffffff
 * (Programming Guide §20.3). Conversions follow PTX ISA §9.7.9.21 (`cvt`).
 */
import type { Group } from '../core/state';
import type { Warp } from '../core/warp';
import { propagate, type Body } from './vector';
import { doubleToFloatBits } from '../core/values';

/** The canonical binary32 NaN the simulator stores (docs/language.md §3). */
const NAN = 0x7fffffff;

type I32 = Int32Array;
type F64 = Float64Array;

/** The destination's poison follows the operand's. */
function tail(w: Warp, fn: number, dst: number, a: number, g: Group): void {
  const P = w.pois[fn]!;
  if (P[a] || P[dst]) propagate(w, fn, dst, g.lanes, P[a]);
}

/** Register kinds of a copy that keeps the bits. */
export type CopyKind = 'i' | 'd' | 'l';

/** `dst = a` keeping the bits, for registers of one kind: `Int32Array` (`i`), `Float64Array`
 * (`d`) or `BigInt64Array` (`l`); one function literal per kind keeps each loop monomorphic. */
export function copyBody(fn: number, dst: number, a: number, kind: CopyKind): Body {
  switch (kind) {
    case 'i': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as I32, x = R[a] as I32; const L = g.lanes; if (L.length === 32) d.set(x); else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]!; } tail(w, fn, dst, a, g); };
    case 'd': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]!; } { const l = l0 + 1; d[l] = x[l]!; } { const l = l0 + 2; d[l] = x[l]!; } { const l = l0 + 3; d[l] = x[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]!; } tail(w, fn, dst, a, g); };
    case 'l': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as BigInt64Array, x = R[a] as BigInt64Array; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]!; } { const l = l0 + 1; d[l] = x[l]!; } { const l = l0 + 2; d[l] = x[l]!; } { const l = l0 + 3; d[l] = x[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]!; } tail(w, fn, dst, a, g); };
  }
}

/** 32-bit integer `~x`, `!x`, `-x` (wrapping), or `!x` of a `bool`. */
export function intUnary(fn: number, dst: number, a: number, op: '-' | '~' | '!'): Body {
  switch (op) {
    case '~': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as I32, x = R[a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = ~x[l]!; } { const l = l0 + 1; d[l] = ~x[l]!; } { const l = l0 + 2; d[l] = ~x[l]!; } { const l = l0 + 3; d[l] = ~x[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = ~x[l]!; } tail(w, fn, dst, a, g); };
    case '!': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as I32, x = R[a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] === 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] === 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] === 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] === 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l] === 0 ? 1 : 0; } tail(w, fn, dst, a, g); };
    case '-': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as I32, x = R[a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = -x[l]! | 0; } { const l = l0 + 1; d[l] = -x[l]! | 0; } { const l = l0 + 2; d[l] = -x[l]! | 0; } { const l = l0 + 3; d[l] = -x[l]! | 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = -x[l]! | 0; } tail(w, fn, dst, a, g); };
  }
}

/** binary32 `-x` (sign flipped; a NaN operand gives the canonical NaN, as `floatToBits`). */
export function floatNeg(fn: number, dst: number, a: number): Body {
  return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, di = w.regs[fn]![dst] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = -x[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = -x[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = -x[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = -x[l]!; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; const r = -x[l]!; if (r === r) d[l] = r; else di[l] = NAN; } tail(w, fn, dst, a, g); };
}

/** binary32 `!x` and `float` → `bool` (`x != 0`: both zeros are false, NaN is true). */
export function floatTest(fn: number, dst: number, a: number, isZero: boolean): Body {
  return isZero
    ? (w, g) => { const d = w.regs[fn]![dst] as I32, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] === 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] === 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] === 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] === 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l] === 0 ? 1 : 0; } tail(w, fn, dst, a, g); }
    : (w, g) => { const d = w.regs[fn]![dst] as I32, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] !== 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] !== 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] !== 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] !== 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l] !== 0 ? 1 : 0; } tail(w, fn, dst, a, g); };
}

/** `double` `-x`. */
export function doubleNeg(fn: number, dst: number, a: number): Body {
  return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = -x[l]!; } { const l = l0 + 1; d[l] = -x[l]!; } { const l = l0 + 2; d[l] = -x[l]!; } { const l = l0 + 3; d[l] = -x[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = -x[l]!; } tail(w, fn, dst, a, g); };
}

/** 32-bit integer → `bool` (`x != 0`). */
export function intToBool(fn: number, dst: number, a: number): Body {
  return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as I32, x = R[a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] !== 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] !== 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] !== 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] !== 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l] !== 0 ? 1 : 0; } tail(w, fn, dst, a, g); };
}

/** `int`/`bool` (signed) or `uint` → `float`, rounded to nearest even (no NaN can arise). */
export function intToFloat(fn: number, dst: number, a: number, unsigned: boolean): Body {
  return unsigned
    ? (w, g) => { const d = w.f32[fn]![dst]!, x = w.regs[fn]![a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0; } tail(w, fn, dst, a, g); }
    : (w, g) => { const d = w.f32[fn]![dst]!, x = w.regs[fn]![a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]!; } { const l = l0 + 1; d[l] = x[l]!; } { const l = l0 + 2; d[l] = x[l]!; } { const l = l0 + 3; d[l] = x[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]!; } tail(w, fn, dst, a, g); };
}

/** `int`/`bool` (signed) or `uint` → `double` (exact). */
export function intToDouble(fn: number, dst: number, a: number, unsigned: boolean): Body {
  return unsigned
    ? (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0; } tail(w, fn, dst, a, g); }
    : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]!; } { const l = l0 + 1; d[l] = x[l]!; } { const l = l0 + 2; d[l] = x[l]!; } { const l = l0 + 3; d[l] = x[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]!; } tail(w, fn, dst, a, g); };
}

/** `float` → `double` (exact; `bitsToFloat`). */
export function floatToDouble(fn: number, dst: number, a: number): Body {
  return (w, g) => { const d = w.regs[fn]![dst] as F64, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]!; } { const l = l0 + 1; d[l] = x[l]!; } { const l = l0 + 2; d[l] = x[l]!; } { const l = l0 + 3; d[l] = x[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]!; } tail(w, fn, dst, a, g); };
}

/** `double` → `float`, rounded to nearest even; a NaN keeps the top of its payload (`doubleToFloatBits`). */
export function doubleToFloat(fn: number, dst: number, a: number): Body {
  return (w, g) => { const d = w.f32[fn]![dst]!, x = w.regs[fn]![a] as F64, di = w.regs[fn]![dst] as I32; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]!; if (r === r) d[l] = r; else di[l] = doubleToFloatBits(r); } { const l = l0 + 1; const r = x[l]!; if (r === r) d[l] = r; else di[l] = doubleToFloatBits(r); } { const l = l0 + 2; const r = x[l]!; if (r === r) d[l] = r; else di[l] = doubleToFloatBits(r); } { const l = l0 + 3; const r = x[l]!; if (r === r) d[l] = r; else di[l] = doubleToFloatBits(r); } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; const r = x[l]!; if (r === r) d[l] = r; else di[l] = doubleToFloatBits(r); } tail(w, fn, dst, a, g); };
}

/** Every lane of `x` is a number whose truncation is in `int`'s range (false for NaN). */
function allInt(x: Float32Array | F64, L: readonly number[]): boolean {
  for (let k = 0; k < L.length; k++) { const v = x[L[k]!]!; if (!(v > -2147483649 && v < 2147483648)) return false; }
  return true;
}

/** Every lane of `x` is a number whose truncation is in `uint`'s range (false for NaN). */
function allUint(x: Float32Array | F64, L: readonly number[]): boolean {
  for (let k = 0; k < L.length; k++) { const v = x[L[k]!]!; if (!(v > -1 && v < 4294967296)) return false; }
  return true;
}

/**
 * `float`/`double` → `int`/`uint` (truncation toward zero) when no lane of the group is out
 * of range or NaN; otherwise `slow`, the general body that reports such lanes, runs for the
 * whole instruction (nothing written before). In range, `toIntTrunc`'s value is `v | 0` and
 * `toUintTrunc`'s is `v >>> 0` as 32 bits.
 */
export function fastToInt(fn: number, dst: number, a: number, from: 'float' | 'double', to: 'int' | 'uint', slow: Body): Body {
  if (from === 'float') {
    return to === 'int'
      ? (w, g) => { const d = w.regs[fn]![dst] as I32, x = w.f32[fn]![a]!; const L = g.lanes; if (!allInt(x, L)) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! | 0; } { const l = l0 + 1; d[l] = x[l]! | 0; } { const l = l0 + 2; d[l] = x[l]! | 0; } { const l = l0 + 3; d[l] = x[l]! | 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! | 0; } tail(w, fn, dst, a, g); }
      : (w, g) => { const d = w.regs[fn]![dst] as I32, x = w.f32[fn]![a]!; const L = g.lanes; if (!allUint(x, L)) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0; } tail(w, fn, dst, a, g); };
  }
  return to === 'int'
    ? (w, g) => { const R = w.regs[fn]!; const d = R[dst] as I32, x = R[a] as F64; const L = g.lanes; if (!allInt(x, L)) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! | 0; } { const l = l0 + 1; d[l] = x[l]! | 0; } { const l = l0 + 2; d[l] = x[l]! | 0; } { const l = l0 + 3; d[l] = x[l]! | 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! | 0; } tail(w, fn, dst, a, g); }
    : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as I32, x = R[a] as F64; const L = g.lanes; if (!allUint(x, L)) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0; } tail(w, fn, dst, a, g); };
}
