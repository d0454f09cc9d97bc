/**
 * Specialised loops for the 32-bit integer operators with undefined behaviour: `/`, `%`
 * (division by zero, `INT_MIN / -1`) and `<<`, `>>` (shift counts outside 0..31), C++
 * [expr.mul], [expr.shift]; PTX ISA §9.7.1.8–9 (`div`, `rem`), §9.7.8.8–9 (`shl`, `shr`).
 *
 * Each body first checks every lane of the group; when one lane needs a diagnostic (an
 * undefined right operand among them) it runs the general body of `arith.ts` (`slow`) for
 * the whole instruction, having written nothing,
 * so diagnostics, their order and the values of reported lanes are exactly the general
 * path's. Otherwise one operator per function literal (see `fast-ops.ts`) computes the
 * results the general path computes: for in-range 32-bit operands `Math.trunc(p / q)`
 * equals `(p / q) | 0` (signed) and `(p / q) >>> 0` (unsigned), and the shift count of a
 * checked lane is the same number whether the right operand is `int` or `uint`.
 */
import type { BinaryOp, ScalarType } from '../../lang/ir';
import type { Group, Poison } from '../core/state';
import type { Warp } from '../core/warp';
import { propagate, type Body } from './vector';

type Regs = Int32Array;

/** The general path's poison rule for these operators: the result follows the left operand. */
function tail(w: Warp, fn: number, dst: number, a: number, g: Group): void {
  const P = w.pois[fn]!;
  if (P[a] || P[dst]) propagate(w, fn, dst, g.lanes, P[a]);
}

type Pois = readonly (Poison | undefined)[] | null | undefined;

/** No lane's right operand is undefined (`pb`: its poison; the general path reports one). */
function defined(pb: Pois, L: readonly number[]): boolean {
  if (!pb) return true;
  for (let k = 0; k < L.length; k++) if (pb[L[k]!]) return false;
  return true;
}

/** No lane divides by zero or computes `INT_MIN / -1` (or `% -1`), or by an undefined value. */
function signedOk(x: Regs, y: Regs, L: readonly number[], pb: Pois): boolean {
  if (!defined(pb, L)) return false;
  for (let k = 0; k < L.length; k++) {
    const l = L[k]!;
    const q = y[l]!;
    if (q === 0 || (q === -1 && x[l] === -2147483648)) return false;
  }
  return true;
}

/** No lane divides by zero, or by an undefined value. */
function unsignedOk(y: Regs, L: readonly number[], pb: Pois): boolean {
  if (!defined(pb, L)) return false;
  for (let k = 0; k < L.length; k++) if (y[L[k]!] === 0) return false;
  return true;
}

/** Every lane's shift count is defined and in 0..31 (a negative `int` count is above 31 as `uint`). */
function countsOk(y: Regs, L: readonly number[], pb: Pois): boolean {
  if (!defined(pb, L)) return false;
  for (let k = 0; k < L.length; k++) if (y[L[k]!]! >>> 0 > 31) return false;
  return true;
}

/**
 * `dst = a op b` for `op` in `/ % << >>` on `int`/`uint`/`bool` operands (`t`: the result
 * type, whose signedness selects the division and `>>`), or null for other types. `slow`
 * is the general body, run instead when any lane of the group needs a diagnostic.
 */
export function fastCheckedInt(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: ScalarType, slow: Body): Body | null {
  if (t !== 'int' && t !== 'uint' && t !== 'bool') return null;
  const unsigned = t === 'uint';
  switch (op) {
    case '/': return unsigned
      ? (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (!unsignedOk(y, L, w.pois[fn]![b])) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = (x[l]! >>> 0) / (y[l]! >>> 0) >>> 0; } { const l = l0 + 1; d[l] = (x[l]! >>> 0) / (y[l]! >>> 0) >>> 0; } { const l = l0 + 2; d[l] = (x[l]! >>> 0) / (y[l]! >>> 0) >>> 0; } { const l = l0 + 3; d[l] = (x[l]! >>> 0) / (y[l]! >>> 0) >>> 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = (x[l]! >>> 0) / (y[l]! >>> 0) >>> 0; } tail(w, fn, dst, a, g); }
      : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (!signedOk(x, y, L, w.pois[fn]![b])) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! / y[l]! | 0; } { const l = l0 + 1; d[l] = x[l]! / y[l]! | 0; } { const l = l0 + 2; d[l] = x[l]! / y[l]! | 0; } { const l = l0 + 3; d[l] = x[l]! / y[l]! | 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! / y[l]! | 0; } tail(w, fn, dst, a, g); };
    case '%': return unsigned
      ? (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (!unsignedOk(y, L, w.pois[fn]![b])) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = (x[l]! >>> 0) % (y[l]! >>> 0); } { const l = l0 + 1; d[l] = (x[l]! >>> 0) % (y[l]! >>> 0); } { const l = l0 + 2; d[l] = (x[l]! >>> 0) % (y[l]! >>> 0); } { const l = l0 + 3; d[l] = (x[l]! >>> 0) % (y[l]! >>> 0); } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = (x[l]! >>> 0) % (y[l]! >>> 0); } tail(w, fn, dst, a, g); }
      : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (!signedOk(x, y, L, w.pois[fn]![b])) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! % y[l]!; } { const l = l0 + 1; d[l] = x[l]! % y[l]!; } { const l = l0 + 2; d[l] = x[l]! % y[l]!; } { const l = l0 + 3; d[l] = x[l]! % y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! % y[l]!; } tail(w, fn, dst, a, g); };
    case '<<': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (!countsOk(y, L, w.pois[fn]![b])) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! << y[l]!; } { const l = l0 + 1; d[l] = x[l]! << y[l]!; } { const l = l0 + 2; d[l] = x[l]! << y[l]!; } { const l = l0 + 3; d[l] = x[l]! << y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! << y[l]!; } tail(w, fn, dst, a, g); };
    case '>>': return unsigned
      ? (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (!countsOk(y, L, w.pois[fn]![b])) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> y[l]!; } { const l = l0 + 1; d[l] = x[l]! >>> y[l]!; } { const l = l0 + 2; d[l] = x[l]! >>> y[l]!; } { const l = l0 + 3; d[l] = x[l]! >>> y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> y[l]!; } tail(w, fn, dst, a, g); }
      : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (!countsOk(y, L, w.pois[fn]![b])) { slow(w, g); return; } if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >> y[l]!; } { const l = l0 + 1; d[l] = x[l]! >> y[l]!; } { const l = l0 + 2; d[l] = x[l]! >> y[l]!; } { const l = l0 + 3; d[l] = x[l]! >> y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >> y[l]!; } tail(w, fn, dst, a, g); };
    default: return null;
  }
}
