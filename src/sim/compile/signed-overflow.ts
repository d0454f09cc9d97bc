/**
 * `int` `+ - *` and unary `-`, with signed overflow reported per lane.
 *
 * The value wraps modulo 2^32, as the GPU's `add`, `sub` and `mul.lo` do (PTX §9.7.1.1) and
 * as Warp TS defines it (docs/language.md §3). C++ makes signed overflow undefined behaviour
 * ([expr.pre]/4: a result "not in the range of representable values for its type"), and nvcc
 * relies on it: an -O3 build on an H100 evaluated `a + 1 > 0` as true for `a = INT_MAX`
 * where the -G build and the wrapped value say false (differential reading `diffb_292`,
 * tests/hardware/diff.test.ts). So the lane goes on with the wrapped value and the site gets
 * a `W-INT-OVERFLOW` warning naming the lane and the exact operands (docs/semantics.md §11.2).
 *
 * The fast tier's loops are those of `fast-ops.ts` and `fast-const.ts` with one comparison
 * more per lane: the sum or difference of two 32-bit integers is exact in binary64, and so is
 * the product's position against ±2^31 (rounding is monotonic and ±2^31 are representable).
 * A lane whose operand is undefined is not reported: its result is undefined anyway.
 */
import type { Loc } from '../../lang/ir';
import { hint } from '../../lang/registry';
import type { Warp } from '../core/warp';
import { fastBodies } from '../core/tier';
import { propagate, type Body } from './vector';

type Regs = Int32Array;
type Op = '+' | '-' | '*';

const MAX = 2147483647;
const MIN = -2147483648;

/** Reports lane `l`'s overflow of `x op y` (`b` < 0: no right operand; `swapped`: the source
 * wrote `y op x`). */
function report(w: Warp, fn: number, a: number, b: number, l: number, x: number, y: number, op: Op, loc: Loc, swapped = false): void {
  if (skip(w, fn, a, b, l, loc)) return;
  const exact = op === '+' ? x + y : op === '-' ? x - y : BigInt(x) * BigInt(y);
  const [p, q] = swapped ? [y, x] : [x, y];
  reportText(w, l, `${p} ${op} ${q < 0 ? `(${q})` : q}`, exact, loc);
}

/** Whether lane `l`'s overflow at `loc` is not to be reported again: an operand (registers
 * `a`, `b`; `b` < 0: none) is undefined in the lane, or the lane was reported there already. */
function skip(w: Warp, fn: number, a: number, b: number, l: number, loc: Loc): boolean {
  const P = w.pois[fn]!;
  return Boolean(P[a]?.[l] || (b >= 0 && P[b]?.[l])) || repeated(w, l, loc);
}

/** Reports lane `l`'s overflow: `text` is the operation as written, `exact` its exact value. */
function reportText(w: Warp, l: number, text: string, exact: number | bigint, loc: Loc): void {
  const ctx = w.ctx;
  const wrapped = Number(BigInt.asIntN(32, BigInt(exact)));
  ctx.laneReport(w, l, 'arithmetic', 'W-INT-OVERFLOW', 'warning', loc,
    () => `signed \`int\` overflow in ${ctx.laneName(w, l)}: ${text} = ${exact} does not fit in \`int\`: undefined behaviour in CUDA C++ (Warp TS goes on with the wrapped value ${wrapped}, as the GPU computes it)`,
    hint('W-INT-OVERFLOW', 'int32'));
}

/** Whether lane `l` was reported at `loc` already (then only the diagnostic's count grows,
 * so that a loop that overflows on every trip costs a bit test, not a report). */
export function repeated(w: Warp, l: number, loc: Loc): boolean {
  const seen = (w.overflowSeen ??= new Map());
  let site = seen.get(loc);
  if (!site) seen.set(loc, (site = { bits: 0, d: undefined }));
  if (site.bits & (1 << l)) {
    site.d ??= w.ctx.reporter.counter('W-INT-OVERFLOW', loc);
    if (site.d) { site.d.count++; return true; }
  }
  site.bits |= 1 << l;
  return false;
}

function tail(w: Warp, fn: number, dst: number, a: number, b: number, lanes: readonly number[]): void {
  const P = w.pois[fn]!;
  if (P[a] || (b >= 0 && P[b]) || P[dst]) propagate(w, fn, dst, lanes, P[a], b >= 0 ? P[b] : undefined);
}

/** `dst = a op b` for `int` operands; `k`, when given, is the raw value of the constant `b`;
 * `swapped`: the source wrote `b op a` (see `binaryBody`). */
export function signedIntBinary(fn: number, dst: number, a: number, b: number, op: Op, loc: Loc, k?: number, swapped = false): Body {
  const over = (w: Warp, l: number, x: number, y: number): void => report(w, fn, a, b, l, x, y, op, loc, swapped);
  if (!fastBodies()) return general(fn, dst, a, b, op, over);
  if (k !== undefined) return withConst(fn, dst, a, b, op, k, over);
  switch (op) {
    case '+': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const p = x[l]!, q = y[l]!, r = p + q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } { const l = l0 + 1; const p = x[l]!, q = y[l]!, r = p + q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } { const l = l0 + 2; const p = x[l]!, q = y[l]!, r = p + q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } { const l = l0 + 3; const p = x[l]!, q = y[l]!, r = p + q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const p = x[l]!, q = y[l]!, r = p + q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } tail(w, fn, dst, a, b, L); };
    case '-': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const p = x[l]!, q = y[l]!, r = p - q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } { const l = l0 + 1; const p = x[l]!, q = y[l]!, r = p - q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } { const l = l0 + 2; const p = x[l]!, q = y[l]!, r = p - q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } { const l = l0 + 3; const p = x[l]!, q = y[l]!, r = p - q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const p = x[l]!, q = y[l]!, r = p - q; if (r !== (r | 0)) over(w, l, p, q); d[l] = r; } tail(w, fn, dst, a, b, L); };
    case '*': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const p = x[l]!, q = y[l]!, r = p * q; if (r > MAX || r < MIN) over(w, l, p, q); d[l] = Math.imul(p, q); } { const l = l0 + 1; const p = x[l]!, q = y[l]!, r = p * q; if (r > MAX || r < MIN) over(w, l, p, q); d[l] = Math.imul(p, q); } { const l = l0 + 2; const p = x[l]!, q = y[l]!, r = p * q; if (r > MAX || r < MIN) over(w, l, p, q); d[l] = Math.imul(p, q); } { const l = l0 + 3; const p = x[l]!, q = y[l]!, r = p * q; if (r > MAX || r < MIN) over(w, l, p, q); d[l] = Math.imul(p, q); } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const p = x[l]!, q = y[l]!, r = p * q; if (r > MAX || r < MIN) over(w, l, p, q); d[l] = Math.imul(p, q); } tail(w, fn, dst, a, b, L); };
  }
}

/** {@link signedIntBinary} with the constant right operand `k` (raw `int`). */
function withConst(fn: number, dst: number, a: number, b: number, op: Op, k: number, over: (w: Warp, l: number, x: number, y: number) => void): Body {
  switch (op) {
    case '+': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const p = x[l]!, r = p + k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } { const l = l0 + 1; const p = x[l]!, r = p + k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } { const l = l0 + 2; const p = x[l]!, r = p + k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } { const l = l0 + 3; const p = x[l]!, r = p + k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const p = x[l]!, r = p + k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } tail(w, fn, dst, a, b, L); };
    case '-': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const p = x[l]!, r = p - k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } { const l = l0 + 1; const p = x[l]!, r = p - k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } { const l = l0 + 2; const p = x[l]!, r = p - k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } { const l = l0 + 3; const p = x[l]!, r = p - k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const p = x[l]!, r = p - k; if (r !== (r | 0)) over(w, l, p, k); d[l] = r; } tail(w, fn, dst, a, b, L); };
    case '*': return (w, g) => { const R = w.regs[fn]!; const d = R[dst] as Regs, x = R[a] as Regs; const L = g.lanes; if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; const p = x[l]!, r = p * k; if (r > MAX || r < MIN) over(w, l, p, k); d[l] = Math.imul(p, k); } { const l = l0 + 1; const p = x[l]!, r = p * k; if (r > MAX || r < MIN) over(w, l, p, k); d[l] = Math.imul(p, k); } { const l = l0 + 2; const p = x[l]!, r = p * k; if (r > MAX || r < MIN) over(w, l, p, k); d[l] = Math.imul(p, k); } { const l = l0 + 3; const p = x[l]!, r = p * k; if (r > MAX || r < MIN) over(w, l, p, k); d[l] = Math.imul(p, k); } } else for (let j = 0; j < L.length; j++) { const l = L[j]!; const p = x[l]!, r = p * k; if (r > MAX || r < MIN) over(w, l, p, k); d[l] = Math.imul(p, k); } tail(w, fn, dst, a, b, L); };
  }
}

/** The precise tier's loop: one lane at a time, the overflow test on the exact result. */
function general(fn: number, dst: number, a: number, b: number, op: Op, over: (w: Warp, l: number, x: number, y: number) => void): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as Regs, x = R[a] as Regs, y = R[b] as Regs;
    const L = g.lanes;
    for (let j = 0; j < L.length; j++) {
      const l = L[j]!;
      const p = x[l]!, q = y[l]!;
      const exact = op === '+' ? p + q : op === '-' ? p - q : p * q;
      if (exact > MAX || exact < MIN) over(w, l, p, q);
      d[l] = op === '*' ? Math.imul(p, q) : exact;
    }
    tail(w, fn, dst, a, b, L);
  };
}

/** `dst = -a` (`abs` false) or `dst = abs(a)` for an `int` operand: the minimum's negation
 * overflows (reported; the value wraps to `INT_MIN`, as PTX `neg.s32` and `abs.s32` give it;
 * C's `abs` leaves it undefined [C17 7.22.6.1]). */
export function signedIntNegate(fn: number, dst: number, a: number, loc: Loc, abs = false): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as Regs, x = R[a] as Regs;
    const L = g.lanes;
    for (let j = 0; j < L.length; j++) {
      const l = L[j]!;
      const p = x[l]!;
      if (p === MIN && !skip(w, fn, a, -1, l, loc)) reportText(w, l, abs ? `abs(${p})` : `-(${p})`, -p, loc);
      d[l] = abs && p >= 0 ? p : -p | 0;
    }
    tail(w, fn, dst, a, -1, L);
  };
}
