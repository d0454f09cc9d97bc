/**
 * Arithmetic, comparison and conversion semantics per C type (docs/language.md §3).
 * - int/uint: two's-complement 32-bit, `+ - *` wrap (PTX §9.7.1.1 `add`, `mul.lo`); signed
 *   overflow, undefined in C++, is reported as a warning (`signed-overflow.ts`);
 *   `/` truncates toward zero, `%` has the sign of the dividend (C++ [expr.mul]);
 *   division by zero, `INT_MIN / -1` and shift counts outside 0..31 are undefined behaviour
 *   (C++ [expr.mul], [expr.shift]) and are reported with lane and line.
 * - float: binary32, round-to-nearest-even after every operation, canonical NaN
 *   (Programming Guide §20.3); double: binary64.
 * - long/ulong (64-bit): `arith64.ts`, chosen here by the operand types.
 */
import type { BinaryOp, CompareOp, Loc, ScalarType } from '../../lang/ir';
import { hint } from '../../lang/registry';
import { bitsToFloat, doubleToFloatBits, exactDecimal, floatToBits, toIntTrunc, toUintTrunc } from '../core/values';
import type { Body } from './vector';
import { undefinedOperand } from './undefined-operand';
import { binary, propagate, unary } from './vector';
import { fastDoubleBinary, fastFloatBinary, fastIntBinary, fastIntCompare } from './fast-ops';
import { fastBodies } from '../core/tier';
import { fastCheckedInt } from './fast-checked';
import { signedIntBinary, signedIntNegate } from './signed-overflow';
import { signedShiftLeft } from './signed-shift';
import { constCompare, constFloatBinary, constIntBinary } from './fast-const';
import {
  copyBody, doubleNeg, doubleToFloat, fastToInt, floatNeg, floatTest, floatToDouble, intToBool, intToDouble, intToFloat, intUnary,
} from './fast-unary';
import { binary64Body, compare64Body, convert64Body, shift32By64Body, unary64Body } from './arith64';

const is64 = (t: ScalarType): t is 'long' | 'ulong' => t === 'long' || t === 'ulong';

/** Raw register value → JS number. */
export function toNumber(t: ScalarType, raw: number): number {
  switch (t) {
    case 'uint': return raw >>> 0;
    case 'float': return bitsToFloat(raw);
    default: return raw;
  }
}

/** JS number (already in the type's range) → raw register value. */
export function fromNumber(t: ScalarType, n: number): number {
  switch (t) {
    case 'float': return floatToBits(n);
    case 'double': return n;
    case 'bool': return n ? 1 : 0;
    default: return n | 0;
  }
}

function floatOp(op: (a: number, b: number) => number): (x: number, y: number) => number {
  return (x, y) => floatToBits(op(bitsToFloat(x), bitsToFloat(y)));
}

/** Binary operators without undefined behaviour. Division, remainder and shifts of integers
 * go through {@link checkedIntOp}. */
export function binaryFn(op: BinaryOp, t: ScalarType): ((x: number, y: number) => number) | null {
  const isInt = t === 'int' || t === 'uint' || t === 'bool';
  if (isInt) {
    switch (op) {
      case '+': return (x, y) => x + y;
      case '-': return (x, y) => x - y;
      case '*': return Math.imul;
      case '&': return (x, y) => x & y;
      case '|': return (x, y) => x | y;
      case '^': return (x, y) => x ^ y;
      default: return null;
    }
  }
  if (t === 'float') {
    switch (op) {
      case '+': return floatOp((a, b) => a + b);
      case '-': return floatOp((a, b) => a - b);
      case '*': return floatOp((a, b) => a * b);
      case '/': return floatOp((a, b) => a / b);
      default: return null;
    }
  }
  switch (op) {
    case '+': return (x, y) => x + y;
    case '-': return (x, y) => x - y;
    case '*': return (x, y) => x * y;
    case '/': return (x, y) => x / y;
    default: return null;
  }
}

/** Integer `/`, `%`, `<<`, `>>` with undefined behaviour reported per lane. `rt` is the type
 * of the right operand (shift counts). The value produced for a reported lane is what the
 * GPU gave (docs/semantics.md §11.2: x/0 = -1, INT_MIN/-1 = INT_MIN, shifts clamp), but the lane
 * is stopped, so it is never used. A group with no lane to report runs a specialised loop
 * (`fast-checked.ts`). */
export function checkedIntOp(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: ScalarType, rt: ScalarType, loc: Loc): Body {
  const slow = checkedIntOpGeneral(fn, dst, a, b, op, t, rt, loc);
  return (fastBodies() ? fastCheckedInt(fn, dst, a, b, op, t, slow) : null) ?? slow;
}

/** {@link checkedIntOp} for any group: every lane checked and reported in lane order. */
function checkedIntOpGeneral(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: ScalarType, rt: ScalarType, loc: Loc): Body {
  const unsigned = t === 'uint';
  const rUnsigned = rt === 'uint';
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as Int32Array, x = R[a] as Int32Array, y = R[b] as Int32Array;
    const ctx = w.ctx;
    const pb = w.pois[fn]![b];
    for (const l of g.lanes) {
      const xa = x[l]!, yb = y[l]!;
      const p = pb?.[l];
      if (p) { undefinedOperand(w, l, p, op, loc); d[l] = 0; continue; }
      if (op === '/' || op === '%') {
        if (yb === 0) {
          ctx.laneError(w, l, 'arithmetic', 'E-DIV-ZERO', loc,
            () => `integer ${op === '/' ? 'division' : 'remainder'} by zero in ${ctx.laneName(w, l)}`);
          d[l] = -1;
          continue;
        }
        if (unsigned) {
          const p = xa >>> 0, q = yb >>> 0;
          d[l] = op === '/' ? Math.trunc(p / q) : p % q;
        } else {
          if (xa === -2147483648 && yb === -1) {
            ctx.laneError(w, l, 'arithmetic', 'E-INT-OVERFLOW-DIV', loc,
              () => `\`INT_MIN ${op} -1\` overflows in ${ctx.laneName(w, l)}`,
              hint('E-INT-OVERFLOW-DIV', 'int32'));
            d[l] = op === '/' ? -2147483648 : 0;
            continue;
          }
          d[l] = op === '/' ? Math.trunc(xa / yb) : xa % yb;
        }
      } else {
        const count = rUnsigned ? yb >>> 0 : yb;
        if (count < 0 || count > 31) {
          ctx.laneError(w, l, 'arithmetic', 'E-SHIFT-COUNT', loc,
            () => `shift count ${count} is outside 0..31 in ${ctx.laneName(w, l)}`,
            hint('E-SHIFT-COUNT', 'int32'));
          d[l] = 0;
          continue;
        }
        if (op === '<<') d[l] = xa << count;
        else d[l] = unsigned ? (xa >>> 0) >>> count : xa >> count;
      }
    }
    const P = w.pois[fn]!;
    if (P[a] || P[dst]) propagate(w, fn, dst, g.lanes, P[a]);
  };
}

/** `dst = a op b` for the type `t` of both operands (the result type). `k`, when given, is
 * the raw value of `b`, a constant register (`FnCompiler.constReg`) of a 32-bit type;
 * `swapped`: the source wrote `b op a` (a commutative operator with a constant on the left),
 * as messages quote it. */
export function binaryBody(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: ScalarType, rt: ScalarType, loc: Loc, k?: number, swapped = false): Body {
  const body = operatorBody(fn, dst, a, b, op, t, rt, loc, k, swapped);
  // A signed left shift C++17 leaves undefined is reported (`signed-shift.ts`).
  return t === 'int' && op === '<<' ? signedShiftLeft(fn, a, b, rt, loc, body) : body;
}

/** {@link binaryBody} but for the report of signed left shifts. */
function operatorBody(fn: number, dst: number, a: number, b: number, op: BinaryOp, t: ScalarType, rt: ScalarType, loc: Loc, k?: number, swapped = false): Body {
  if (is64(t)) return binary64Body(fn, dst, a, b, op, t, rt, loc);
  if (is64(rt)) return shift32By64Body(fn, dst, a, b, op as '<<' | '>>', t, rt, loc);
  if (t === 'int' && (op === '+' || op === '-' || op === '*')) return signedIntBinary(fn, dst, a, b, op, loc, k, swapped);
  if (fastBodies()) {
    const withConst = k === undefined ? null : t === 'float' ? constFloatBinary(fn, dst, a, b, op, k) : constIntBinary(fn, dst, a, b, op, t, k);
    if (withConst) return withConst;
    const fast = t === 'float' ? fastFloatBinary(fn, dst, a, b, op) : t === 'double' ? fastDoubleBinary(fn, dst, a, b, op) : fastIntBinary(fn, dst, a, b, op);
    if (fast) return fast;
  }
  const f = binaryFn(op, t);
  if (f) return binary(fn, dst, a, b, f);
  return checkedIntOp(fn, dst, a, b, op, t, rt, loc);
}

/** `dst = (a op b) ? 1 : 0` comparing in type `t` (IEEE: NaN compares unequal). `k`, when
 * given, is the raw value of `b`, a constant register of the 32-bit type `t`. */
export function compareBody(fn: number, dst: number, a: number, b: number, op: CompareOp, t: ScalarType, k?: number): Body {
  if (is64(t)) return compare64Body(fn, dst, a, b, op, t);
  if (fastBodies()) {
    const withConst = k === undefined ? null : constCompare(fn, dst, a, b, op, t, k);
    if (withConst) return withConst;
    const fast = fastIntCompare(fn, dst, a, b, op, t);
    if (fast) return fast;
  }
  const cv = t === 'uint' ? (x: number) => x >>> 0 : t === 'float' ? bitsToFloat : (x: number) => x;
  let f: (x: number, y: number) => boolean;
  switch (op) {
    case '<': f = (x, y) => cv(x) < cv(y); break;
    case '<=': f = (x, y) => cv(x) <= cv(y); break;
    case '>': f = (x, y) => cv(x) > cv(y); break;
    case '>=': f = (x, y) => cv(x) >= cv(y); break;
    case '==': f = (x, y) => cv(x) === cv(y); break;
    case '!=': f = (x, y) => cv(x) !== cv(y); break;
  }
  return binary(fn, dst, a, b, (x, y) => (f(x, y) ? 1 : 0));
}

/** Unary `-`, `~`, `!` in type `t`; `-` of an `int` or `long` reports the overflow of negating
 * the minimum (`W-INT-OVERFLOW`) at `loc`. */
export function unaryBody(fn: number, dst: number, a: number, op: '-' | '~' | '!', t: ScalarType, loc: Loc): Body {
  if (is64(t)) return unary64Body(fn, dst, a, op, t, loc);
  if (t === 'int' && op === '-') return signedIntNegate(fn, dst, a, loc);
  return fastBodies() ? fastUnary(fn, dst, a, op, t) : unaryGeneral(fn, dst, a, op, t);
}

/** {@link unaryBody} of a 32-bit type or `double`: a per-lane function (the precise tier). */
function unaryGeneral(fn: number, dst: number, a: number, op: '-' | '~' | '!', t: ScalarType): Body {
  if (op === '~') return unary(fn, dst, a, (x) => ~x);
  if (op === '!') {
    if (t === 'float') return unary(fn, dst, a, (x) => (bitsToFloat(x) === 0 ? 1 : 0));
    return unary(fn, dst, a, (x) => (x === 0 ? 1 : 0));
  }
  if (t === 'float') return unary(fn, dst, a, (x) => floatToBits(-bitsToFloat(x)));
  if (t === 'double') return unary(fn, dst, a, (x) => -x);
  return unary(fn, dst, a, (x) => -x | 0);
}

/** {@link unaryBody} of a 32-bit type or `double`: one loop per operator (`fast-unary.ts`). */
function fastUnary(fn: number, dst: number, a: number, op: '-' | '~' | '!', t: ScalarType): Body {
  const isInt = t === 'int' || t === 'uint' || t === 'bool';
  if (isInt) return intUnary(fn, dst, a, op);
  if (op === '~') return unary(fn, dst, a, (x) => ~x);
  if (op === '!') {
    if (t === 'float') return floatTest(fn, dst, a, true);
    return unary(fn, dst, a, (x) => (x === 0 ? 1 : 0));
  }
  if (t === 'float') return floatNeg(fn, dst, a);
  return doubleNeg(fn, dst, a);
}

/** C conversion from `from` to `to` (Programming Guide §20.3; PTX §9.7.9.21 `cvt`).
 * Float→integer out of range (or NaN) is undefined behaviour in C++: reported as an
 * error per lane; the value is the GPU's clamped one. */
export function convertBody(fn: number, dst: number, a: number, from: ScalarType, to: ScalarType, loc: Loc): Body {
  if (!fastBodies()) return convertGeneral(fn, dst, a, from, to, loc);
  if (from === to) return copyBody(fn, dst, a, from === 'double' ? 'd' : is64(from) ? 'l' : 'i');
  if (is64(from) || is64(to)) return convert64Body(fn, dst, a, from, to, loc);
  if (to === 'bool') {
    if (from === 'float') return floatTest(fn, dst, a, false);
    if (from === 'double') return unary(fn, dst, a, (x) => (x !== 0 ? 1 : 0));
    return intToBool(fn, dst, a);
  }
  if (from !== 'float' && from !== 'double') {
    if (to === 'int' || to === 'uint') return copyBody(fn, dst, a, 'i');
    if (to === 'float') return intToFloat(fn, dst, a, from === 'uint');
    return intToDouble(fn, dst, a, from === 'uint');
  }
  if (to === 'float') return doubleToFloat(fn, dst, a);
  if (to === 'double') return floatToDouble(fn, dst, a);
  const slow = checkedToInt(fn, dst, a, from, to, loc);
  return fastToInt(fn, dst, a, from, to, slow);
}

/** {@link convertBody} through a per-lane function (the precise tier). */
function convertGeneral(fn: number, dst: number, a: number, from: ScalarType, to: ScalarType, loc: Loc): Body {
  if (from === to) return unary(fn, dst, a, (x) => x);
  if (is64(from) || is64(to)) return convert64Body(fn, dst, a, from, to, loc);
  const fromFloat = from === 'float' || from === 'double';
  if (to === 'bool') {
    if (from === 'float') return unary(fn, dst, a, (x) => (bitsToFloat(x) !== 0 ? 1 : 0));
    return unary(fn, dst, a, (x) => (x !== 0 ? 1 : 0));
  }
  if (!fromFloat) {
    const n = from === 'uint' ? (x: number) => x >>> 0 : (x: number) => x;
    if (to === 'int' || to === 'uint') return unary(fn, dst, a, (x) => x);
    if (to === 'float') return unary(fn, dst, a, (x) => floatToBits(n(x)));
    return unary(fn, dst, a, (x) => n(x));
  }
  if (to === 'float') return unary(fn, dst, a, (x) => doubleToFloatBits(x));
  if (to === 'double') return unary(fn, dst, a, (x) => bitsToFloat(x));
  return checkedToInt(fn, dst, a, from as 'float' | 'double', to, loc);
}

/** Float→integer conversion of every lane, out-of-range lanes reported in lane order. */
function checkedToInt(fn: number, dst: number, a: number, from: 'float' | 'double', to: 'int' | 'uint', loc: Loc): Body {
  const n = from === 'float' ? bitsToFloat : (x: number) => x;
  const conv = to === 'int' ? toIntTrunc : toUintTrunc;
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as Int32Array, x = R[a] as Int32Array | Float64Array;
    const P = w.pois[fn]!;
    const pa = P[a];
    let bad = 0;
    const why: string[] = [];
    for (const l of g.lanes) {
      const v = n(x[l]!);
      const r = conv(v);
      d[l] = r.value;
      if (r.outOfRange && !pa?.[l]) {
        const text = `converting ${from} ${exactDecimal(v)} to \`${to}\` is out of range in ${w.ctx.laneName(w, l)} (undefined behaviour in C++; the GPU ${Number.isNaN(v) ? 'gives' : 'clamps to'} ${to === 'uint' ? r.value >>> 0 : r.value})`;
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
