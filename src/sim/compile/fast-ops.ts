/**
 * Specialised loops for the most frequent operations. Each operator has its own function
 * literal, so the JavaScript engine sees one operation per loop and compiles it inline
 * (a shared loop calling a per-operator function would not be). Semantics are those of
 * `arith.ts` (32-bit wrap for integers; binary32 rounding with canonical NaN for floats).
 *
 * Unrolled lanes: a whole warp's loop takes four lanes a step, each lane a block
 * `{ const l = l0 + k; BODY }` with the same BODY (here and in `fast-const.ts`,
 * `fast-unary.ts`, `fast-checked.ts`, `memops.ts`, `intrinsics/shuffle.ts`). The engine
 * does not unroll loops itself, and the loop's own work (counter, test, branch, interrupt
 * check) was as large as the operation's: one `d[l] = x[l] > k ? 1 : 0` over 32 lanes took
 * 58 ns rolled and 34 ns unrolled (Node 20). A BODY never holds `break`, `continue` or
 * `return`, and tests/unit/sim/unrolled-loops.test.ts checks that the four copies agree.
 */
import type { BinaryOp, CompareOp, ScalarType } from '../../lang/ir';
import type { Group } from '../core/state';
import type { Warp } from '../core/warp';
import { logicalPoison, propagate, type Body } from './vector';

/** The canonical binary32 NaN the simulator stores (docs/language.md §3). */
const NAN = 0x7fffffff;

function tail(w: Warp, fn: number, dst: number, a: number, b: number, g: Group): void {
  const P = w.pois[fn]!;
  if (P[a] || P[b] || P[dst]) propagate(w, fn, dst, g.lanes, P[a], P[b]);
}

type Regs = Int32Array;
type F64 = Float64Array;

/** Integer (`int`/`uint`/`bool`) `+ - * & | ^`, or null. */
export function fastIntBinary(fn: number, dst: number, a: number, b: number, op: BinaryOp): Body | null {
  switch (op) {
    case '+': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! + y[l]!; } { const l = l0 + 1; d[l] = x[l]! + y[l]!; } { const l = l0 + 2; d[l] = x[l]! + y[l]!; } { const l = l0 + 3; d[l] = x[l]! + y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! + y[l]!; } tail(w, fn, dst, a, b, g); };
    case '-': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! - y[l]!; } { const l = l0 + 1; d[l] = x[l]! - y[l]!; } { const l = l0 + 2; d[l] = x[l]! - y[l]!; } { const l = l0 + 3; d[l] = x[l]! - y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! - y[l]!; } tail(w, fn, dst, a, b, g); };
    case '*': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = Math.imul(x[l]!, y[l]!); } { const l = l0 + 1; d[l] = Math.imul(x[l]!, y[l]!); } { const l = l0 + 2; d[l] = Math.imul(x[l]!, y[l]!); } { const l = l0 + 3; d[l] = Math.imul(x[l]!, y[l]!); } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = Math.imul(x[l]!, y[l]!); } tail(w, fn, dst, a, b, g); };
    case '&': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! & y[l]!; } { const l = l0 + 1; d[l] = x[l]! & y[l]!; } { const l = l0 + 2; d[l] = x[l]! & y[l]!; } { const l = l0 + 3; d[l] = x[l]! & y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! & y[l]!; } tail(w, fn, dst, a, b, g); };
    case '|': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! | y[l]!; } { const l = l0 + 1; d[l] = x[l]! | y[l]!; } { const l = l0 + 2; d[l] = x[l]! | y[l]!; } { const l = l0 + 3; d[l] = x[l]! | y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! | y[l]!; } tail(w, fn, dst, a, b, g); };
    case '^': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! ^ y[l]!; } { const l = l0 + 1; d[l] = x[l]! ^ y[l]!; } { const l = l0 + 2; d[l] = x[l]! ^ y[l]!; } { const l = l0 + 3; d[l] = x[l]! ^ y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! ^ y[l]!; } tail(w, fn, dst, a, b, g); };
    default: return null;
  }
}

/** binary32 `+ - * /` on bit patterns, or null. The operands are read and the result
 * stored through the registers' `Float32Array` views (`Warp.f32`): the sum, difference or
 * product or quotient of two binary32 values computed in binary64 and rounded once to binary32 is the
 * correctly rounded binary32 result (binary64 has more than 2·24 + 2 bits), as `arith.ts`
 * computes it; a NaN result is stored as the canonical NaN 0x7fffffff. */
export function fastFloatBinary(fn: number, dst: number, a: number, b: number, op: BinaryOp): Body | null {
  switch (op) {
    case '+': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, y = F[b]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! + y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! + y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! + y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! + y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; const r = x[l]! + y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } tail(w, fn, dst, a, b, g); };
    case '-': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, y = F[b]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! - y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! - y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! - y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! - y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; const r = x[l]! - y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } tail(w, fn, dst, a, b, g); };
    case '*': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, y = F[b]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! * y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! * y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! * y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! * y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; const r = x[l]! * y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } tail(w, fn, dst, a, b, g); };
    case '/': return (w, g) => { const F = w.f32[fn]!; const d = F[dst]!, x = F[a]!, y = F[b]!, di = w.regs[fn]![dst] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const r = x[l]! / y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 1; const r = x[l]! / y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 2; const r = x[l]! / y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } { const l = l0 + 3; const r = x[l]! / y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; const r = x[l]! / y[l]!; if (r === r) d[l] = r; else di[l] = NAN; } tail(w, fn, dst, a, b, g); };
    default: return null;
  }
}

/** binary64 `+ - * /` (`double` registers: one IEEE operation, as `arith.ts`), or null. */
export function fastDoubleBinary(fn: number, dst: number, a: number, b: number, op: BinaryOp): Body | null {
  switch (op) {
    case '+': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! + y[l]!; } { const l = l0 + 1; d[l] = x[l]! + y[l]!; } { const l = l0 + 2; d[l] = x[l]! + y[l]!; } { const l = l0 + 3; d[l] = x[l]! + y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! + y[l]!; } tail(w, fn, dst, a, b, g); };
    case '-': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! - y[l]!; } { const l = l0 + 1; d[l] = x[l]! - y[l]!; } { const l = l0 + 2; d[l] = x[l]! - y[l]!; } { const l = l0 + 3; d[l] = x[l]! - y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! - y[l]!; } tail(w, fn, dst, a, b, g); };
    case '*': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! * y[l]!; } { const l = l0 + 1; d[l] = x[l]! * y[l]!; } { const l = l0 + 2; d[l] = x[l]! * y[l]!; } { const l = l0 + 3; d[l] = x[l]! * y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! * y[l]!; } tail(w, fn, dst, a, b, g); };
    case '/': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as F64, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! / y[l]!; } { const l = l0 + 1; d[l] = x[l]! / y[l]!; } { const l = l0 + 2; d[l] = x[l]! / y[l]!; } { const l = l0 + 3; d[l] = x[l]! / y[l]!; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! / y[l]!; } tail(w, fn, dst, a, b, g); };
    default: return null;
  }
}

/** Comparisons of `int`, `uint`, `bool`, `float` and `double` operands (`t`), or null. */
export function fastIntCompare(fn: number, dst: number, a: number, b: number, op: CompareOp, t: ScalarType): Body | null {
  if (t === 'int' || t === 'bool') {
    switch (op) {
      case '<': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! < y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! < y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '<=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! <= y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! <= y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '>': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! > y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! > y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '>=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >= y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >= y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '==': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! === y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! === y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '!=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! !== y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! !== y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    }
  }
  if (t === 'uint') {
    switch (op) {
      case '<': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 < y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 < y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 < y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 < y[l]! >>> 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0 < y[l]! >>> 0 ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '<=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 <= y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 <= y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 <= y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 <= y[l]! >>> 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0 <= y[l]! >>> 0 ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '>': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 > y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 > y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 > y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 > y[l]! >>> 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0 > y[l]! >>> 0 ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '>=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >>> 0 >= y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >>> 0 >= y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >>> 0 >= y[l]! >>> 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >>> 0 >= y[l]! >>> 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >>> 0 >= y[l]! >>> 0 ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '==': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! === y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! === y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      case '!=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! !== y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! !== y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
      default: return null;
    }
  }
  if (t === 'float') return floatCompare(fn, dst, a, b, op);
  if (t === 'double') return doubleCompare(fn, dst, a, b, op);
  return null;
}

/** binary32 comparisons (IEEE: NaN compares unequal), on the registers' `Float32Array` views. */
function floatCompare(fn: number, dst: number, a: number, b: number, op: CompareOp): Body {
  switch (op) {
    case '<': return (w, g) => { const F = w.f32[fn]!; const d = w.regs[fn]![dst] as Regs, x = F[a]!, y = F[b]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! < y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! < y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '<=': return (w, g) => { const F = w.f32[fn]!; const d = w.regs[fn]![dst] as Regs, x = F[a]!, y = F[b]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! <= y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! <= y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '>': return (w, g) => { const F = w.f32[fn]!; const d = w.regs[fn]![dst] as Regs, x = F[a]!, y = F[b]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! > y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! > y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '>=': return (w, g) => { const F = w.f32[fn]!; const d = w.regs[fn]![dst] as Regs, x = F[a]!, y = F[b]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >= y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >= y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '==': return (w, g) => { const F = w.f32[fn]!; const d = w.regs[fn]![dst] as Regs, x = F[a]!, y = F[b]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! === y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! === y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '!=': return (w, g) => { const F = w.f32[fn]!; const d = w.regs[fn]![dst] as Regs, x = F[a]!, y = F[b]!; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! !== y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! !== y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
  }
}


/** binary64 comparisons (IEEE: NaN compares unequal). */
function doubleCompare(fn: number, dst: number, a: number, b: number, op: CompareOp): Body {
  switch (op) {
    case '<': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! < y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! < y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! < y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '<=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! <= y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! <= y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! <= y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '>': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! > y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! > y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! > y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '>=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! >= y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! >= y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! >= y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '==': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! === y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! === y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! === y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
    case '!=': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as F64, y = R[b] as F64; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 1; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 2; d[l] = x[l]! !== y[l]! ? 1 : 0; } { const l = l0 + 3; d[l] = x[l]! !== y[l]! ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l]! !== y[l]! ? 1 : 0; } tail(w, fn, dst, a, b, g); };
  }
}

/** `a && b`, `a || b` of two 32-bit registers whose lanes are both evaluated (the right side
 * is simple): a lane's value is true when its 32-bit pattern is not zero, as the general
 * path's JavaScript truthiness of the raw value. */
export function fastLogical(fn: number, dst: number, a: number, b: number, op: '&&' | '||'): Body {
  return op === '&&'
    ? (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] !== 0 && y[l] !== 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] !== 0 && y[l] !== 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] !== 0 && y[l] !== 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] !== 0 && y[l] !== 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l] !== 0 && y[l] !== 0 ? 1 : 0; } logicalPoison(w, fn, dst, a, b, op, L); }
    : (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = x[l] !== 0 || y[l] !== 0 ? 1 : 0; } { const l = l0 + 1; d[l] = x[l] !== 0 || y[l] !== 0 ? 1 : 0; } { const l = l0 + 2; d[l] = x[l] !== 0 || y[l] !== 0 ? 1 : 0; } { const l = l0 + 3; d[l] = x[l] !== 0 || y[l] !== 0 ? 1 : 0; } } else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l] !== 0 || y[l] !== 0 ? 1 : 0; } logicalPoison(w, fn, dst, a, b, op, L); };
}
