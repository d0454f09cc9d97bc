/**
 * Constant folding of IR expressions with C semantics for 32-bit `int`/`uint`,
 * 64-bit `long`/`ulong` (as `bigint`, int64.ts), binary32 `float` and binary64 `double`
 * (docs/language.md §3, §5b). Used for top-level constants, `__shared__` lengths and `case` labels.
 * An expression that is not constant, or whose evaluation is undefined behaviour in C++
 * (signed overflow of `+ - *` or unary `-` [expr.pre]/4, division by zero, `INT_MIN / -1`,
 * `LLONG_MIN / -1`, shift counts outside 0..31 (0..63 for a 64-bit left operand),
 * out-of-range float→integer conversion), does not fold; C++ does not take such an
 * expression as a constant either ([expr.const]/2). {@link Why} receives the first such
 * cause, for the message.
 */
import type { Expr, ScalarType, Type } from './ir';
import { bigToFloating, LLONG_MIN, truncToInt64, wrap64 } from './int64';

/** A folded value: a `bigint` for `long`/`ulong`, a `number` for the other types. */
export type ConstValue = number | bigint;

/** Where {@link fold} writes why an expression did not fold: the first undefined operation. */
export interface Why {
  text?: string;
}

/** The folded value in the domain of `type` (ir.ts `ConstExpr`), or `null`; `why.text`
 * names the undefined operation that stopped it, if one did. */
export function fold(e: Expr, why: Why = {}): ConstValue | null {
  return foldIn(e, why);
}

const show = (v: ConstValue): string => (typeof v === 'bigint' ? String(v) : Object.is(v, -0) ? '-0' : String(v));
const isSigned = (t: Type): boolean => t === 'int' || t === 'long';

function foldIn(e: Expr, why: Why): ConstValue | null {
  const fold = (x: Expr): ConstValue | null => foldIn(x, why);
  const undef = (text: string): null => {
    why.text ??= text;
    return null;
  };
  switch (e.k) {
    case 'const':
      return e.value;
    case 'convert': {
      const v = fold(e.arg);
      if (v === null) return null;
      const r = convertValue(v, e.arg.type, e.type as ScalarType);
      return r === null ? undef(`converting ${show(v)} to \`${String(e.type)}\` is undefined (out of range)`) : r;
    }
    case 'unary': {
      const v = fold(e.arg);
      if (v === null) return null;
      if (e.op === '!') return isZero(v) ? 1 : 0;
      if (e.op === '-' && isSigned(e.type) && (v === -2147483648 || v === LLONG_MIN)) {
        return undef(`\`-(${show(v)})\` overflows \`${String(e.type)}\` (signed overflow is undefined)`);
      }
      if (typeof v === 'bigint') return wrap64(e.op === '~' ? ~v : -v, e.type as 'long' | 'ulong');
      if (e.op === '~') return wrap(~v, e.type);
      return wrap(-v, e.type);
    }
    case 'binary': {
      const a = fold(e.left);
      const b = fold(e.right);
      if (a === null || b === null) return null;
      const r = typeof a === 'bigint' ? binary64(e.op, a, b, e.type as 'long' | 'ulong') : binary(e.op, a, typeof b === 'bigint' ? shiftCount(b) : b, e.type);
      if (r !== null) return r;
      return undef(`\`${show(a)} ${e.op} ${show(b)}\` is undefined in C++ (${
        e.op === '/' || e.op === '%' ? (isZero(b) ? 'division by zero' : 'the quotient overflows')
        : e.op === '<<' || e.op === '>>' ? 'the shift count is outside the operand\'s width'
        : `signed overflow of \`${String(e.type)}\``})`);
    }
    case 'compare': {
      const a = fold(e.left);
      const b = fold(e.right);
      if (a === null || b === null) return null;
      const r = { '<': a < b, '<=': a <= b, '>': a > b, '>=': a >= b, '==': a === b, '!=': a !== b }[e.op];
      return r ? 1 : 0;
    }
    case 'logical': {
      const a = fold(e.left);
      if (a === null) return null;
      if (e.op === '&&' && isZero(a)) return 0;
      if (e.op === '||' && !isZero(a)) return 1;
      const b = fold(e.right);
      return b === null ? null : !isZero(b) ? 1 : 0;
    }
    case 'cond': {
      const t = fold(e.test);
      if (t === null) return null;
      return fold(!isZero(t) ? e.then : e.else);
    }
    default:
      return null;
  }
}

/** Whether an exact integer result fits `int` (a product of two 32-bit integers is exact
 * enough in binary64 to be placed against ±2^31). */
const fitsInt = (v: number): boolean => v >= -2147483648 && v <= 2147483647;
const fitsLong = (v: bigint): boolean => v >= LLONG_MIN && v <= -LLONG_MIN - 1n;

function isZero(v: ConstValue): boolean {
  return v === 0 || v === 0n;
}

/** A 64-bit shift count as a number (out of every range when it is huge). */
function shiftCount(b: bigint): number {
  return b < -1n || b > 64n ? -1 : Number(b);
}

/** Reduces a mathematical result into `type`'s domain (wrapping integers, rounding
 * `float` to binary32). */
function wrap(v: number, type: Type): number {
  switch (type) {
    case 'int':
      return v | 0;
    case 'uint':
      return v >>> 0;
    case 'float':
      return Math.fround(v);
    case 'bool':
      return v !== 0 ? 1 : 0;
    default:
      return v;
  }
}

/** C conversion of a constant (C++ [conv.integral], [conv.fpint]); `null` where the
 * conversion is undefined (a NaN or out-of-range floating value to an integer). */
export function convertValue(v: ConstValue, from: Type, to: ScalarType): ConstValue | null {
  if (to === 'bool') return isZero(v) ? 0 : 1;
  if (typeof v === 'bigint') {
    if (to === 'float' || to === 'double') return bigToFloating(v, to === 'float');
    if (to === 'long' || to === 'ulong') return wrap64(v, to);
    return to === 'int' ? Number(BigInt.asIntN(32, v)) : Number(BigInt.asUintN(32, v));
  }
  if (to === 'float') return Math.fround(v);
  if (to === 'double') return v;
  if (from === 'float' || from === 'double') {
    if (Number.isNaN(v)) return null;
    if (to === 'long' || to === 'ulong') {
      const r = truncToInt64(v, to);
      return r.outOfRange ? null : r.value;
    }
    const t = Math.trunc(v);
    if (to === 'int' && (t < -2147483648 || t > 2147483647)) return null;
    if (to === 'uint' && (t < 0 || t > 4294967295)) return null;
    return to === 'int' ? t | 0 : t >>> 0;
  }
  if (to === 'long' || to === 'ulong') return wrap64(BigInt(from === 'uint' ? v >>> 0 : v), to);
  return to === 'int' ? v | 0 : v >>> 0;
}

function binary(op: string, a: number, b: number, type: Type): number | null {
  const isInt = type === 'int' || type === 'uint';
  switch (op) {
    case '+':
      return type === 'int' && !fitsInt(a + b) ? null : wrap(a + b, type);
    case '-':
      return type === 'int' && !fitsInt(a - b) ? null : wrap(a - b, type);
    case '*':
      if (type === 'int' && !fitsInt(a * b)) return null;
      return isInt ? wrap(Math.imul(a, b), type) : wrap(a * b, type);
    case '/':
      if (!isInt) return wrap(a / b, type);
      if (b === 0 || (type === 'int' && a === -2147483648 && b === -1)) return null;
      return wrap(Math.trunc(a / b), type);
    case '%':
      if (b === 0 || (type === 'int' && a === -2147483648 && b === -1)) return null;
      return wrap(a % b, type);
    case '&':
      return wrap(a & b, type);
    case '|':
      return wrap(a | b, type);
    case '^':
      return wrap(a ^ b, type);
    case '<<':
      if (b < 0 || b > 31) return null;
      return wrap(a << b, type);
    case '>>':
      if (b < 0 || b > 31) return null;
      return type === 'uint' ? a >>> b : a >> b;
    default:
      return null;
  }
}

/** `a op b` for a 64-bit left operand (the right one has the same type, or is any
 * integer count for a shift). BigInt `/` and `%` truncate toward zero, as C++ does. */
function binary64(op: string, a: bigint, b: ConstValue, type: 'long' | 'ulong'): bigint | null {
  if (op === '<<' || op === '>>') {
    const n = typeof b === 'bigint' ? shiftCount(b) : b;
    if (n < 0 || n > 63) return null;
    const c = BigInt(n);
    return wrap64(op === '<<' ? a << c : a >> c, type);
  }
  if (typeof b !== 'bigint') return null;
  switch (op) {
    case '+': return type === 'long' && !fitsLong(a + b) ? null : wrap64(a + b, type);
    case '-': return type === 'long' && !fitsLong(a - b) ? null : wrap64(a - b, type);
    case '*': return type === 'long' && !fitsLong(a * b) ? null : wrap64(a * b, type);
    case '/':
    case '%':
      if (b === 0n || (type === 'long' && a === LLONG_MIN && b === -1n)) return null;
      return wrap64(op === '/' ? a / b : a % b, type);
    case '&': return wrap64(a & b, type);
    case '|': return wrap64(a | b, type);
    case '^': return wrap64(a ^ b, type);
    default: return null;
  }
}
