/**
 * Type helpers of Warp TS (DSL.md §3): scalar predicates, integer promotion, the
 * usual arithmetic conversions of C (C++ [expr.arith.conv]), literal typing, and
 * construction of explicit `convert` nodes.
 */
import type { ArrayType, ConvertExpr, ElemType, Expr, Loc, ScalarType, Type } from './ir';

/** `int`, `uint`, `float`, `double` or `bool`. */
export function isScalar(t: Type): t is ScalarType {
  return t === 'int' || t === 'uint' || t === 'float' || t === 'double' || t === 'bool';
}

/** `int` or `uint` (after promotion, `bool` counts as `int`). */
export function isIntegerType(t: Type): boolean {
  return t === 'int' || t === 'uint' || t === 'bool';
}

/** `float` or `double`. */
export function isFloating(t: Type): boolean {
  return t === 'float' || t === 'double';
}

/** Whether `t` is an array reference. */
export function isArray(t: Type): t is ArrayType {
  return typeof t === 'object' && t !== null && t.kind === 'array';
}

/** Integral promotion: `bool` becomes `int`; other scalars are unchanged. */
export function promote(t: ScalarType): Exclude<ScalarType, 'bool'> {
  return t === 'bool' ? 'int' : t;
}

/**
 * The usual arithmetic conversions (C++ [expr.arith.conv], for the types of
 * Warp TS): anything with `double` gives `double`, else anything with `float` gives
 * `float`, else `int` with `uint` gives `uint`, else `int` (`bool` promotes to `int`).
 */
export function commonType(a: ScalarType, b: ScalarType): Exclude<ScalarType, 'bool'> {
  const x = promote(a);
  const y = promote(b);
  if (x === 'double' || y === 'double') return 'double';
  if (x === 'float' || y === 'float') return 'float';
  if (x === 'uint' || y === 'uint') return 'uint';
  return 'int';
}

/** Human-readable type name for messages (`float[]`, `int`, `void`). */
export function typeName(t: Type): string {
  if (isArray(t)) return `${t.elem}[]`;
  return t;
}

/** Whether two types are the same (arrays: same element type). */
export function sameType(a: Type, b: Type): boolean {
  if (isArray(a) && isArray(b)) return a.elem === b.elem;
  return a === b;
}

/**
 * Wraps `e` in a `convert` node to `to` (ir.ts `ConvertExpr`). An implicit
 * conversion to the type `e` already has is the identity and returns `e` itself;
 * an explicit one (`int(x)`) is always kept so that the learner's cast is visible.
 */
export function convert(e: Expr, to: ScalarType, explicit = false, loc?: Loc): Expr {
  if (!explicit && e.type === to) return e;
  const c: ConvertExpr = { k: 'convert', type: to, arg: e, explicit, loc: loc ?? e.loc };
  return c;
}

/** The range of an integer literal: `int` up to 2^31−1, else `uint` below 2^32. */
export function integerLiteralType(value: number): 'int' | 'uint' | null {
  if (value <= 0x7fffffff) return 'int';
  if (value <= 0xffffffff) return 'uint';
  return null;
}

/** Whether a numeric literal's source text denotes a floating-point literal
 * (it contains `.` or an exponent and is not hexadecimal, octal or binary). */
export function isFloatLiteralText(raw: string): boolean {
  if (/^0[xXbBoO]/.test(raw)) return false;
  return /[.eE]/.test(raw);
}

/** A `const` node (ir.ts `ConstExpr`); `value` must already be in range for `type`. */
export function constExpr(type: ScalarType, value: number, loc: Loc): Expr {
  return { k: 'const', type, value, loc };
}

/** Element types arrays may hold. */
export const ELEM_TYPES: readonly ElemType[] = ['int', 'uint', 'float', 'double'];
