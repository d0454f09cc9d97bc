/**
 * Constant folding of IR expressions with C semantics for 32-bit `int`/`uint`,
 * binary32 `float` and binary64 `double` (docs/language.md §3). Used for top-level constants,
 * `__shared__` lengths and `case` labels. An expression that is not constant, or
 * whose evaluation is undefined behaviour in C++ (division by zero, `INT_MIN / -1`,
 * shift counts outside 0..31, out-of-range float→integer conversion), does not fold.
 */
import type { Expr, ScalarType, Type } from './ir';

/** The folded value in the domain of `type` (ir.ts `ConstExpr`), or `null`. */
export function fold(e: Expr): number | null {
  switch (e.k) {
    case 'const':
      return e.value;
    case 'convert': {
      const v = fold(e.arg);
      return v === null ? null : convertValue(v, e.arg.type, e.type as ScalarType);
    }
    case 'unary': {
      const v = fold(e.arg);
      if (v === null) return null;
      if (e.op === '!') return v === 0 ? 1 : 0;
      if (e.op === '~') return wrap(~v, e.type);
      return wrap(-v, e.type);
    }
    case 'binary': {
      const a = fold(e.left);
      const b = fold(e.right);
      return a === null || b === null ? null : binary(e.op, a, b, e.type);
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
      if (e.op === '&&' && a === 0) return 0;
      if (e.op === '||' && a !== 0) return 1;
      const b = fold(e.right);
      return b === null ? null : b !== 0 ? 1 : 0;
    }
    case 'cond': {
      const t = fold(e.test);
      if (t === null) return null;
      return fold(t !== 0 ? e.then : e.else);
    }
    default:
      return null;
  }
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
export function convertValue(v: number, from: Type, to: ScalarType): number | null {
  if (to === 'bool') return v !== 0 ? 1 : 0;
  if (to === 'float') return Math.fround(v);
  if (to === 'double') return v;
  if (from === 'float' || from === 'double') {
    if (Number.isNaN(v)) return null;
    const t = Math.trunc(v);
    if (to === 'int' && (t < -2147483648 || t > 2147483647)) return null;
    if (to === 'uint' && (t < 0 || t > 4294967295)) return null;
    return to === 'int' ? t | 0 : t >>> 0;
  }
  return to === 'int' ? v | 0 : v >>> 0;
}

function binary(op: string, a: number, b: number, type: Type): number | null {
  const isInt = type === 'int' || type === 'uint';
  switch (op) {
    case '+':
      return wrap(a + b, type);
    case '-':
      return wrap(a - b, type);
    case '*':
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
