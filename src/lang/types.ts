/**
 * Type helpers of Warp TS (docs/language.md §3, §5b): scalar predicates, integer promotion, the
 * usual arithmetic conversions of C (C++ [expr.arith.conv], with the integer ranks of
 * [conv.rank]: `long long` above `int`), literal typing, and construction of explicit
 * `convert` nodes.
 */
import type { ArrayType, ConvertExpr, ElemType, Expr, GroupType, Loc, ScalarType, StructType, Type } from './ir';

/** `int`, `uint`, `float`, `double`, `bool`, `long` or `ulong`. */
export function isScalar(t: Type): t is ScalarType {
  return t === 'int' || t === 'uint' || t === 'float' || t === 'double' || t === 'bool' || t === 'long' || t === 'ulong';
}

/** `int`, `uint`, `long` or `ulong` (after promotion, `bool` counts as `int`). */
export function isIntegerType(t: Type): boolean {
  return t === 'int' || t === 'uint' || t === 'bool' || t === 'long' || t === 'ulong';
}

/** `long` or `ulong`: the 64-bit integers (CUDA `long long`, `unsigned long long`). */
export function is64(t: Type): t is 'long' | 'ulong' {
  return t === 'long' || t === 'ulong';
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
 * `float`; two integers (`bool` promotes to `int`) give the one of higher rank
 * ([conv.rank]: `long`/`ulong` above `int`/`uint`), the unsigned one at equal rank, and
 * `uint` with `long` gives `long` (a `long long` represents every `unsigned int`):
 * `int`+`uint` → `uint`, `int`/`uint`+`long` → `long`, `long`+`ulong` → `ulong`,
 * any 32-bit integer + `ulong` → `ulong`.
 */
export function commonType(a: ScalarType, b: ScalarType): Exclude<ScalarType, 'bool'> {
  const x = promote(a);
  const y = promote(b);
  if (x === 'double' || y === 'double') return 'double';
  if (x === 'float' || y === 'float') return 'float';
  if (x === 'ulong' || y === 'ulong') return 'ulong';
  if (x === 'long' || y === 'long') return 'long';
  if (x === 'uint' || y === 'uint') return 'uint';
  return 'int';
}

/** Whether `t` is a struct type (docs/language.md §5b). */
export function isStruct(t: Type): t is StructType {
  return typeof t === 'object' && t !== null && t.kind === 'struct';
}

/** Whether `t` is a cooperative-groups group type (docs/language.md §5b). */
export function isGroup(t: Type): t is GroupType {
  return typeof t === 'object' && t !== null && t.kind === 'group';
}

/** The Warp TS spelling of a group type: `thread_block`, `thread_block_tile<16>`, `coalesced_group`. */
export function groupTypeName(t: GroupType): string {
  return t.group === 'thread_block_tile' ? `thread_block_tile<${t.size}>` : t.group;
}

/** Human-readable type name for messages (`float[]`, `int`, `void`, `Pair`, `thread_block_tile<16>`). */
export function typeName(t: Type): string {
  if (isArray(t)) return `${t.struct ? t.struct.name : t.elem}[]`;
  if (isStruct(t)) return t.name;
  if (isGroup(t)) return groupTypeName(t);
  return t;
}

/** Whether two types are the same (arrays: same element type; structs: same declaration;
 * groups: same kind and size). */
export function sameType(a: Type, b: Type): boolean {
  if (isArray(a) && isArray(b)) return a.elem === b.elem && a.struct?.name === b.struct?.name;
  if (isStruct(a) && isStruct(b)) return a.name === b.name;
  if (isGroup(a) && isGroup(b)) return a.group === b.group && a.size === b.size;
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

/** A `const` node (ir.ts `ConstExpr`); `value` must already be in range for `type`. A
 * `long`/`ulong` constant holds a `bigint` (a `number` given for one, such as the 0 of a
 * condition `x != 0`, is made one); other types hold a `number`. */
export function constExpr(type: ScalarType, value: number | bigint, loc: Loc): Expr {
  if (type === 'long' || type === 'ulong') return { k: 'const', type, value: BigInt(value), loc };
  return { k: 'const', type, value, loc };
}

/** Element types arrays may hold. */
export const ELEM_TYPES: readonly ElemType[] = ['int', 'uint', 'float', 'double', 'long', 'ulong'];
