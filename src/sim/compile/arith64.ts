/**
 * Arithmetic, comparison and conversion of the 64-bit integers `long` and `ulong` (CUDA
 * `long long`, `unsigned long long`; docs/language.md §5b). Their registers are `BigInt64Array`s
 * holding the 64-bit pattern (a `ulong` as the same bits), so a store wraps modulo 2^64
 * by itself (ECMAScript ToBigInt64), as PTX `add/sub/mul.lo.s64` do (PTX §9.7.1.1).
 * - `/` truncates toward zero and `%` has the sign of the dividend (C++ [expr.mul]; BigInt
 *   division does the same); division by zero and `LLONG_MIN / -1` are undefined behaviour
 *   (C++ [expr.mul]/4), reported per lane, and stop the lane;
 * - shift counts outside 0..63 are undefined behaviour (C++ [expr.shift]/1), reported;
 *   `>>` is arithmetic on `long` (C++20 [expr.shift]/3) and logical on `ulong`;
 * - conversions follow C++ [conv.integral] (modulo 2^n), [conv.fpint] (integer → floating
 *   rounds once, to nearest even; floating → integer truncates, out of range is undefined
 *   behaviour: reported, with the GPU's clamped value) — see src/lang/int64.ts.
 * The 32-bit paths of `arith.ts` stay as they were: only 64-bit operands come here.
 */
import type { BinaryOp, CompareOp, Loc, ScalarType } from '../../lang/ir';
import { hint } from '../../lang/registry';
import { bigToFloating, LLONG_MIN, truncToInt64 } from '../../lang/int64';
import type { Group } from '../core/state';
import type { Warp } from '../core/warp';
import { bitsToFloat, exactDecimal, floatToBits } from '../core/values';
import { propagate, type Body } from './vector';
import { undefinedOperand } from './undefined-operand';
import { repeated } from './signed-overflow';
import { reportShift, shiftOverflows64 } from './signed-shift';

type R64 = BigInt64Array;

/** The registers of function `fn` viewed as 64-bit ones (the caller knows their kind). */
function r64(w: Warp, fn: number, slot: number): R64 {
  return w.regs[fn]![slot] as R64;
}

function tail(w: Warp, fn: number, dst: number, a: number, b: number, g: Group): void {
  const P = w.pois[fn]!;
  if (P[a] || P[b] || P[dst]) propagate(w, fn, dst, g.lanes, P[a], b >= 0 ? P[b] : null);
}

/** The value of a 64-bit register element as the mathematical integer of type `t`. */
export function value64(raw: bigint, t: 'long' | 'ulong'): bigint {
  return t === 'ulong' ? BigInt.asUintN(64, raw) : raw;
}

/** `dst = a op b` for `+ - * & | ^` on 64-bit operands; null for the other operators. A
 * `long` `+ - *` whose exact result does not fit reports `W-INT-OVERFLOW` (signed overflow is
 * undefined behaviour in C++ [expr.pre]/4) and stores the wrapped value, as the GPU's
 * `add/sub/mul.lo.s64` give it (PTX §9.7.1.1). */
function plain64(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: 'long' | 'ulong', loc: Loc): Body | null {
  const loop = (f: (x: bigint, y: bigint) => bigint): Body => (w, g) => {
    const d = r64(w, fn, dst), x = r64(w, fn, a), y = r64(w, fn, b);
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = f(x[l]!, y[l]!); }
    tail(w, fn, dst, a, b, g);
  };
  const checked = (f: (x: bigint, y: bigint) => bigint, sym: '+' | '-' | '*'): Body => (w, g) => {
    const d = r64(w, fn, dst), x = r64(w, fn, a), y = r64(w, fn, b);
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      const p = x[l]!, q = y[l]!, r = f(p, q);
      if (r > INT64_MAX || r < LLONG_MIN) overflow64(w, fn, a, b, l, `${p} ${sym} ${q < 0n ? `(${q})` : q}`, r, loc);
      d[l] = r;
    }
    tail(w, fn, dst, a, b, g);
  };
  const signed = t === 'long';
  switch (op) {
    case '+': return signed ? checked((x, y) => x + y, '+') : loop((x, y) => x + y);
    case '-': return signed ? checked((x, y) => x - y, '-') : loop((x, y) => x - y);
    case '*': return signed ? checked((x, y) => x * y, '*') : loop((x, y) => x * y);
    case '&': return loop((x, y) => x & y);
    case '|': return loop((x, y) => x | y);
    case '^': return loop((x, y) => x ^ y);
    default: return null;
  }
}

const INT64_MAX = 2n ** 63n - 1n;

/** Reports lane `l`'s `long` overflow (`text` the operation, `exact` its exact value), unless
 * an operand is undefined there (`b` < 0: no right operand). */
export function overflow64(w: Warp, fn: number, a: number, b: number, l: number, text: string, exact: bigint, loc: Loc): void {
  const P = w.pois[fn]!;
  if (P[a]?.[l] || (b >= 0 && P[b]?.[l])) return;
  if (repeated(w, l, loc)) return;
  const ctx = w.ctx;
  ctx.laneReport(w, l, 'arithmetic', 'W-INT-OVERFLOW', 'warning', loc,
    () => `signed \`long\` overflow in ${ctx.laneName(w, l)}: ${text} = ${exact} does not fit in \`long\`: undefined behaviour in CUDA C++ (Warp TS goes on with the wrapped value ${BigInt.asIntN(64, exact)}, as the GPU computes it)`,
    hint('W-INT-OVERFLOW', 'int64'));
}

/** A shift count register element as a number (a 64-bit count far outside 0..63 as -1 or
 * 64), and its exact value for messages. */
function countOf(raw: number | bigint, rt: ScalarType): { n: number; text: string } {
  if (typeof raw === 'bigint') {
    const v = rt === 'ulong' ? BigInt.asUintN(64, raw) : raw;
    return { n: v < -1n || v > 64n ? (v < 0n ? -1 : 64) : Number(v), text: String(v) };
  }
  const n = rt === 'uint' ? raw >>> 0 : raw;
  return { n, text: String(n) };
}

/**
 * `dst = a op b` for a 64-bit result type `t` (both operands `t`, or for a shift the left
 * one `t` and the count of type `rt`).
 */
export function binary64Body(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: 'long' | 'ulong', rt: ScalarType, loc: Loc): Body {
  const p = plain64(fn, dst, a, b, op, t, loc);
  if (p) return p;
  const unsigned = t === 'ulong';
  return (w, g) => {
    const ctx = w.ctx;
    const d = r64(w, fn, dst), x = r64(w, fn, a);
    const yr = w.regs[fn]![b]!;
    const pb = w.pois[fn]![b];
    for (const l of g.lanes) {
      const p = pb?.[l];
      if (p) { undefinedOperand(w, l, p, op, loc); d[l] = 0n; continue; }
      const xv = value64(x[l]!, t);
      if (op === '/' || op === '%') {
        const yv = value64((yr as R64)[l]!, t);
        if (yv === 0n) {
          ctx.laneError(w, l, 'arithmetic', 'E-DIV-ZERO', loc,
            () => `integer ${op === '/' ? 'division' : 'remainder'} by zero in ${ctx.laneName(w, l)}`,
            hint('E-DIV-ZERO', 'int64'));
          d[l] = -1n;
          continue;
        }
        if (!unsigned && xv === LLONG_MIN && yv === -1n) {
          ctx.laneError(w, l, 'arithmetic', 'E-INT-OVERFLOW-DIV', loc,
            () => `\`LLONG_MIN ${op} -1\` overflows in ${ctx.laneName(w, l)}`,
            hint('E-INT-OVERFLOW-DIV', 'int64'));
          d[l] = op === '/' ? LLONG_MIN : 0n;
          continue;
        }
        d[l] = op === '/' ? xv / yv : xv % yv;
        continue;
      }
      const { n: count, text } = countOf(yr[l]!, rt);
      if (count < 0 || count > 63) {
        ctx.laneError(w, l, 'arithmetic', 'E-SHIFT-COUNT', loc,
          () => `shift count ${text} is outside 0..63 for a 64-bit \`${t}\` in ${ctx.laneName(w, l)}`,
          hint('E-SHIFT-COUNT', 'int64'));
        d[l] = 0n;
        continue;
      }
      if (op === '<<' && !unsigned && shiftOverflows64(xv, count) && !w.pois[fn]![a]?.[l]) reportShift(w, l, xv, count, 64, loc);
      d[l] = op === '<<' ? xv << BigInt(count) : xv >> BigInt(count);
    }
    const P = w.pois[fn]!;
    if (P[a] || P[dst]) propagate(w, fn, dst, g.lanes, P[a]);
  };
}

/** Shift of a 32-bit left operand by a 64-bit count (`1 << n` with `n: long`): the count is
 * checked against 0..31 as for a 32-bit count (C++ [expr.shift]: the width of the promoted
 * left operand counts). */
export function shift32By64Body(fn: number, dst: number, a: number, b: number, op: '<<' | '>>', t: ScalarType, rt: 'long' | 'ulong', loc: Loc): Body {
  const unsigned = t === 'uint';
  return (w, g) => {
    const ctx = w.ctx;
    const R = w.regs[fn]!;
    const d = R[dst] as Int32Array, x = R[a] as Int32Array, y = R[b] as R64;
    const pb = w.pois[fn]![b];
    for (const l of g.lanes) {
      const p = pb?.[l];
      if (p) { undefinedOperand(w, l, p, op, loc); d[l] = 0; continue; }
      const { n: count, text } = countOf(y[l]!, rt);
      if (count < 0 || count > 31) {
        ctx.laneError(w, l, 'arithmetic', 'E-SHIFT-COUNT', loc,
          () => `shift count ${text} is outside 0..31 in ${ctx.laneName(w, l)}`,
          hint('E-SHIFT-COUNT', 'int32'));
        d[l] = 0;
        continue;
      }
      d[l] = op === '<<' ? x[l]! << count : unsigned ? (x[l]! >>> 0) >>> count : x[l]! >> count;
    }
    const P = w.pois[fn]!;
    if (P[a] || P[dst]) propagate(w, fn, dst, g.lanes, P[a]);
  };
}

/** `dst = (a op b) ? 1 : 0` comparing 64-bit operands of type `t`. */
export function compare64Body(fn: number, dst: number, a: number, b: number, op: CompareOp, t: 'long' | 'ulong'): Body {
  const loop = (f: (x: bigint, y: bigint) => boolean): Body => (w, g) => {
    const d = w.regs[fn]![dst] as Int32Array, x = r64(w, fn, a), y = r64(w, fn, b);
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = f(value64(x[l]!, t), value64(y[l]!, t)) ? 1 : 0; }
    tail(w, fn, dst, a, b, g);
  };
  switch (op) {
    case '<': return loop((x, y) => x < y);
    case '<=': return loop((x, y) => x <= y);
    case '>': return loop((x, y) => x > y);
    case '>=': return loop((x, y) => x >= y);
    case '==': return loop((x, y) => x === y);
    case '!=': return loop((x, y) => x !== y);
  }
}

/** Unary `-`, `~` (64-bit result) and `!` (`bool` result) on a 64-bit operand of type `t`;
 * `-LLONG_MIN` of a `long` reports `W-INT-OVERFLOW` at `loc`. */
export function unary64Body(fn: number, dst: number, a: number, op: '-' | '~' | '!', t: 'long' | 'ulong', loc: Loc): Body {
  return (w, g) => {
    const x = r64(w, fn, a);
    const L = g.lanes;
    if (op === '!') {
      const d = w.regs[fn]![dst] as Int32Array;
      for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = x[l] === 0n ? 1 : 0; }
    } else {
      const d = r64(w, fn, dst);
      for (let k = 0; k < L.length; k++) {
        const l = L[k]!;
        const p = x[l]!;
        if (op === '-' && t === 'long' && p === LLONG_MIN) overflow64(w, fn, a, -1, l, `-(${p})`, -p, loc);
        d[l] = op === '-' ? -p : ~p;
      }
    }
    tail(w, fn, dst, a, -1, g);
  };
}

/**
 * C conversion between a 64-bit integer and any scalar type (one of `from`, `to` is
 * `long`/`ulong`). Floating → 64-bit out of range (or NaN) is undefined behaviour in C++:
 * an `E-CONVERSION-RANGE` error per lane, the value made undefined (as for 32 bits).
 */
export function convert64Body(fn: number, dst: number, a: number, from: ScalarType, to: ScalarType, loc: Loc): Body {
  const simple = (f: (x: number | bigint) => number | bigint): Body => (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst]! as unknown as { [l: number]: number | bigint }, x = R[a]!;
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = f(x[l]!); }
    tail(w, fn, dst, a, -1, g);
  };
  if (from === 'long' || from === 'ulong') {
    const v = (x: number | bigint): bigint => value64(x as bigint, from);
    switch (to) {
      case 'long': case 'ulong': return simple((x) => x);
      case 'int': case 'uint': return simple((x) => Number(BigInt.asIntN(32, x as bigint)));
      case 'bool': return simple((x) => (x !== 0n ? 1 : 0));
      case 'float': return simple((x) => floatToBits(bigToFloating(v(x), true)));
      case 'double': return simple((x) => bigToFloating(v(x), false));
    }
  }
  if (to !== 'long' && to !== 'ulong') throw new Error(`assertion: convert64Body from ${from} to ${to}`);
  switch (from) {
    case 'int': case 'bool': return simple((x) => BigInt(x as number));
    case 'uint': return simple((x) => BigInt((x as number) >>> 0));
    default: break;
  }
  const num = from === 'float' ? bitsToFloat : (x: number): number => x;
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as R64, x = R[a] as Int32Array | Float64Array;
    const P = w.pois[fn]!;
    const pa = P[a];
    let bad = 0;
    const why: string[] = [];
    for (const l of g.lanes) {
      const v = num(x[l]!);
      const r = truncToInt64(v, to);
      d[l] = r.value;
      if (r.outOfRange && !pa?.[l]) {
        const text = `converting ${from} ${exactDecimal(v)} to \`${to}\` is out of range in ${w.ctx.laneName(w, l)} (undefined behaviour in C++; the GPU ${Number.isNaN(v) ? 'gives' : 'clamps to'} ${r.value})`;
        w.ctx.laneReport(w, l, 'conversion', 'E-CONVERSION-RANGE', 'error', loc, () => text);
        bad |= 1 << l;
        why[l] = text;
      }
    }
    if (pa || P[dst] || bad) propagate(w, fn, dst, g.lanes, pa);
    if (bad) {
      const pd = w.poisonOf(fn, dst);
      for (const l of g.lanes) if ((bad >>> l) & 1) pd[l] = { why: why[l]!, lane: l, line: loc.line, column: loc.column, reported: true };
    }
  };
}
