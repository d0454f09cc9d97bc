/**
 * Specialised loops for a 32-bit operator whose right operand is a constant register
 * (`FnCompiler.constReg`: it holds the same raw value `k` in every lane and no instruction
 * writes it). Each body computes what the register-operand body of `fast-ops.ts` /
 * `fast-checked.ts` computes with `y[l]` replaced by `k`, with the same poison rule (the
 * constant's poison list, always absent, is still consulted, as there). A checked operator
 * (`/ % << >>`) gets a body here only when `k` can never need a diagnostic: a divisor other
 * than 0 (and, signed, other than -1), a shift count in 0..31; otherwise null, and the
 * checked body runs.
 */
import type { BinaryOp, CompareOp, ScalarType } from '../../lang/ir';
import type { Group } from '../core/state';
import type { Warp } from '../core/warp';
import { bitsToFloat } from '../core/values';
import { propagate, type Body } from './vector';

type Regs = Int32Array;

/** Poison of `a op b` for operators without undefined behaviour (as `fast-ops.ts`). */
function tail2(w: Warp, fn: number, dst: number, a: number, b: number, g: Group): void {
  const P = w.pois[fn]!;
  if (P[a] || P[b] || P[dst]) propagate(w, fn, dst, g.lanes, P[a], P[b]);
}

/** Poison of the checked operators: the left operand's (as `fast-checked.ts`). */
function tail1(w: Warp, fn: number, dst: number, a: number, g: Group): void {
  const P = w.pois[fn]!;
  if (P[a] || P[dst]) propagate(w, fn, dst, g.lanes, P[a]);
}

/** `dst = a op k` for `int`/`uint`/`bool` `t` (the result type; `b` is the register of `k`),
 * or null where this file has no body for the operator or the constant. */
export function constIntBinary(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: ScalarType, k: number): Body | null {
  if (t !== 'int' && t !== 'uint' && t !== 'bool') return null;
  const unsigned = t === 'uint';
  const q = k >>> 0;
  switch (op) {
    case '+': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! + k; } { const l = l0 + 1; d[l] = x[l]! + k; } { const l = l0 + 2; d[l] = x[l]! + k; } { const l = l0 + 3; d[l] = x[l]! + k; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! + k; } tail2(w, fn, dst, a, b, g); };
    case '-': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! - k; } { const l = l0 + 1; d[l] = x[l]! - k; } { const l = l0 + 2; d[l] = x[l]! - k; } { const l = l0 + 3; d[l] = x[l]! - k; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! - k; } tail2(w, fn, dst, a, b, g); };
    case '*': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = Math.imul(x[l]!, k); } { const l = l0 + 1; d[l] = Math.imul(x[l]!, k); } { const l = l0 + 2; d[l] = Math.imul(x[l]!, k); } { const l = l0 + 3; d[l] = Math.imul(x[l]!, k); } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = Math.imul(x[l]!, k); } tail2(w, fn, dst, a, b, g); };
    case '&': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! & k; } { const l = l0 + 1; d[l] = x[l]! & k; } { const l = l0 + 2; d[l] = x[l]! & k; } { const l = l0 + 3; d[l] = x[l]! & k; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! & k; } tail2(w, fn, dst, a, b, g); };
    case '|': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! | k; } { const l = l0 + 1; d[l] = x[l]! | k; } { const l = l0 + 2; d[l] = x[l]! | k; } { const l = l0 + 3; d[l] = x[l]! | k; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! | k; } tail2(w, fn, dst, a, b, g); };
    case '^': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! ^ k; } { const l = l0 + 1; d[l] = x[l]! ^ k; } { const l = l0 + 2; d[l] = x[l]! ^ k; } { const l = l0 + 3; d[l] = x[l]! ^ k; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! ^ k; } tail2(w, fn, dst, a, b, g); };
    case '/':
      if (unsigned) return q === 0 ? null : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = (x[l]! >>> 0) / q >>> 0; } { const l = l0 + 1; d[l] = (x[l]! >>> 0) / q >>> 0; } { const l = l0 + 2; d[l] = (x[l]! >>> 0) / q >>> 0; } { const l = l0 + 3; d[l] = (x[l]! >>> 0) / q >>> 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = (x[l]! >>> 0) / q >>> 0; } tail1(w, fn, dst, a, g); };
      return k === 0 || k === -1 ? null : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! / k | 0; } { const l = l0 + 1; d[l] = x[l]! / k | 0; } { const l = l0 + 2; d[l] = x[l]! / k | 0; } { const l = l0 + 3; d[l] = x[l]! / k | 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! / k | 0; } tail1(w, fn, dst, a, g); };
    case '%':
      if (unsigned) return q === 0 ? null : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = (x[l]! >>> 0) % q; } { const l = l0 + 1; d[l] = (x[l]! >>> 0) % q; } { const l = l0 + 2; d[l] = (x[l]! >>> 0) % q; } { const l = l0 + 3; d[l] = (x[l]! >>> 0) % q; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = (x[l]! >>> 0) % q; } tail1(w, fn, dst, a, g); };
      return k === 0 || k === -1 ? null : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! % k; } { const l = l0 + 1; d[l] = x[l]! % k; } { const l = l0 + 2; d[l] = x[l]! % k; } { const l = l0 + 3; d[l] = x[l]! % k; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! % k; } tail1(w, fn, dst, a, g); };
    case '<<':
      return q > 31 ? null : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! << q; } { const l = l0 + 1; d[l] = x[l]! << q; } { const l = l0 + 2; d[l] = x[l]! << q; } { const l = l0 + 3; d[l] = x[l]! << q; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! << q; } tail1(w, fn, dst, a, g); };
    case '>>':
      if (q > 31) return null;
      return unsigned
        ? (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> q; } { const l = l0 + 1; d[l] = x[l]! >>> q; } { const l = l0 + 2; d[l] = x[l]! >>> q; } { const l = l0 + 3; d[l] = x[l]! >>> q; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >>> q; } tail1(w, fn, dst, a, g); }
        : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >> q; } { const l = l0 + 1; d[l] = x[l]! >> q; } { const l = l0 + 2; d[l] = x[l]! >> q; } { const l = l0 + 3; d[l] = x[l]! >> q; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >> q; } tail1(w, fn, dst, a, g); };
    default: return null;
  }
}

/** The canonical binary32 NaN the simulator stores (docs/language.md §3). */
const NAN = 0x7fffffff;

/** binary32 `dst = a op k` for `op` in `+ - * /` (`k` the raw bits of the constant, read as
 * its value once, as `fast-ops.ts` reads each lane's), or null for other operators. */
export function constFloatBinary(fn: number, dst: number, a: number, b: number, op: BinaryOp, k: number): Body | null {
  const kf = bitsToFloat(k);
  switch (op) {
    case '+': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! + kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! + kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! + kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! + kf; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const r = x[l]! + kf; if (r === r) d[l] = r; else di[l] = NAN; } tail2(w, fn, dst, a, b, g); };
    case '-': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! - kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! - kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! - kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! - kf; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const r = x[l]! - kf; if (r === r) d[l] = r; else di[l] = NAN; } tail2(w, fn, dst, a, b, g); };
    case '*': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! * kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! * kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! * kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! * kf; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const r = x[l]! * kf; if (r === r) d[l] = r; else di[l] = NAN; } tail2(w, fn, dst, a, b, g); };
    case '/': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! / kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! / kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! / kf; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! / kf; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const r = x[l]! / kf; if (r === r) d[l] = r; else di[l] = NAN; } tail2(w, fn, dst, a, b, g); };
    default: return null;
  }
}

/** `dst = (a op k) ? 1 : 0` comparing in `t` (`int`/`bool` signed, `uint` unsigned, `float`
 * as binary32 with NaN unordered; `k` the raw 32-bit register value), or null. */
export function constCompare(fn: number, dst: number, a: number, b: number, op: CompareOp, t: ScalarType, k: number): Body | null {
  if (t === 'int' || t === 'bool') return signedCompare(fn, dst, a, b, op, k);
  if (t === 'uint') return signedCompare(fn, dst, a, b, op, k >>> 0, true);
  if (t === 'float') return floatCompare(fn, dst, a, b, op, bitsToFloat(k));
  return null;
}

/** Integer comparison with `k`; `unsigned`: the lanes are read as `uint` (`k` already is). */
function signedCompare(fn: number, dst: number, a: number, b: number, op: CompareOp, k: number, unsigned = false): Body {
  if (unsigned) {
    switch (op) {
      case '<': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 < k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 < k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 < k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 < k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >>> 0 < k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
      case '<=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 <= k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 <= k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 <= k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 <= k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >>> 0 <= k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
      case '>': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 > k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 > k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 > k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 > k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >>> 0 > k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
      case '>=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 >= k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 >= k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 >= k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 >= k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >>> 0 >= k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
      default: return signedCompare(fn, dst, a, b, op, k | 0);
    }
  }
  switch (op) {
    case '<': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! < k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! < k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! < k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! < k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! < k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '<=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! <= k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! <= k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! <= k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! <= k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! <= k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '>': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! > k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! > k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! > k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! > k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! > k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '>=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >= k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >= k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >= k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >= k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >= k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '==': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] === k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] === k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] === k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] === k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l] === k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '!=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] !== k ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] !== k ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] !== k ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] !== k ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l] !== k ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
  }
}

/** binary32 comparison with the value `kf` of the constant (NaN compares unequal). */
function floatCompare(fn: number, dst: number, a: number, b: number, op: CompareOp, kf: number): Body {
  switch (op) {
    case '<': return (w, g) => { const d = w.regs[fn]![dst] as Regs, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! < kf ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! < kf ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! < kf ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! < kf ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! < kf ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '<=': return (w, g) => { const d = w.regs[fn]![dst] as Regs, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! <= kf ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! <= kf ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! <= kf ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! <= kf ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! <= kf ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '>': return (w, g) => { const d = w.regs[fn]![dst] as Regs, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! > kf ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! > kf ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! > kf ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! > kf ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! > kf ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '>=': return (w, g) => { const d = w.regs[fn]![dst] as Regs, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >= kf ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >= kf ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >= kf ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >= kf ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l]! >= kf ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '==': return (w, g) => { const d = w.regs[fn]![dst] as Regs, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] === kf ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] === kf ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] === kf ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] === kf ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l] === kf ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
    case '!=': return (w, g) => { const d = w.regs[fn]![dst] as Regs, x = w.f32[fn]![a]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] !== kf ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] !== kf ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] !== kf ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] !== kf ? 1 : 0; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; d[l] = x[l] !== kf ? 1 : 0; } tail2(w, fn, dst, a, b, g); };
  }
}
