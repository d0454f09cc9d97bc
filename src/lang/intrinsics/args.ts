/**
 * Argument helpers shared by the intrinsic families: arity, masks, typed scalar
 * parameters, generic value parameters (`T` ∈ int|uint|float|double) and array
 * parameters. Each reports a diagnostic that names the intrinsic and the parameter.
 */
import type { CallExpression, Node } from '@babel/types';
import type { ArrayType, ElemType, Expr, IntrinsicExpr, Loc, ScalarType, Type } from '../ir';
import { errExpr, isErr, report, type Checker } from '../context';
import { checkExpr, requireScalar } from '../check-expr';
import { constExpr, convert, is64, isArray, isFloating, isScalar, promote, typeName } from '../types';
import { hint } from '../registry';

/** One call of an intrinsic being checked. */
export interface CallSite {
  cx: Checker;
  name: string;
  node: CallExpression;
  args: Node[];
  loc: Loc;
}

/** Checks an intrinsic call and returns its IR (an `intrinsic` node or a stand-in). */
export type IntrinsicHandler = (s: CallSite) => Expr;

/**
 * Checks the argument count against `params` (names in order; the last `optional`
 * may be omitted). Reports `E-ARG-COUNT` naming the intrinsic and its parameters.
 */
export function arity(s: CallSite, params: readonly string[], optional = 0): boolean {
  const n = s.args.length;
  const min = params.length - optional;
  if (n >= min && n <= params.length) return true;
  const expects = optional ? `${min} to ${params.length}` : `${params.length}`;
  const list = params.length ? ` (${params.join(', ')})` : '';
  report(s.cx, 'E-ARG-COUNT', s.node,
    `\`${s.name}\` expects ${expects} argument${params.length === 1 && !optional ? '' : 's'}${list}, got ${n}`);
  for (const a of s.args) checkExpr(s.cx, a);
  return false;
}

/**
 * A `mask` parameter (`unsigned`): an `int` converts; a `float`, `double` or
 * `bool` is `E-MASK-TYPE` (G §10.19–10.22: masks are `unsigned int`; such a value
 * is usually a data argument in the mask's place when porting pre-CUDA-9 code).
 */
export function maskArg(s: CallSite, i: number): Expr {
  const node = s.args[i]!;
  const e = requireScalar(s.cx, checkExpr(s.cx, node), node);
  if (isErr(e)) return errExpr(e.loc, 'uint');
  if (e.type === 'float' || e.type === 'double' || e.type === 'bool') {
    report(s.cx, 'E-MASK-TYPE', node,
      `the \`mask\` of \`${s.name}\` is a \`${e.type}\`; a mask is a \`uint\` bit set of lanes`);
    return errExpr(e.loc, 'uint');
  }
  if (is64(e.type)) {
    report(s.cx, 'E-MASK-TYPE', node,
      `the \`mask\` of \`${s.name}\` is a 64-bit \`${e.type}\`; a mask is a 32-bit \`uint\` bit set of lanes`,
      { hint: hint('E-MASK-TYPE', 'int64') });
    return errExpr(e.loc, 'uint');
  }
  return convert(e, 'uint');
}

/**
 * A scalar parameter of type `type`. Any scalar converts as in C, except that a
 * `float`/`double` passed to an integer parameter is `E-ARG-TYPE` unless
 * `allowFloatToInt` (C would truncate silently; here it is almost always a slip).
 */
export function scalarArg(s: CallSite, i: number, type: ScalarType, param: string, allowFloatToInt = false): Expr {
  const node = s.args[i]!;
  const e = checkExpr(s.cx, node);
  if (isErr(e)) return errExpr(e.loc, type);
  if (!isScalar(e.type)) return badType(s, node, param, e.type, `\`${type}\``, type);
  if (!allowFloatToInt && !isFloating(type) && isFloating(e.type)) {
    return badType(s, node, param, e.type, `\`${type}\``, type);
  }
  return convert(e, type);
}

/** The value types of the shuffles, match and `min`/`max`: the 32-bit types, `double` and
 * the 64-bit integers (CUDA overloads `int, unsigned, long long, unsigned long long, float,
 * double`; G §10.20, §10.22). */
export const WIDE_VALUE_TYPES: readonly ScalarType[] = ['int', 'uint', 'float', 'double', 'long', 'ulong'];

/**
 * A generic value parameter `v: T` with `T` in `allowed` (a `bool` promotes to
 * `int` first). Returns the checked argument (of type `T`) or a stand-in.
 */
export function valueArg(
  s: CallSite, i: number, param: string,
  allowed: readonly ScalarType[] = ['int', 'uint', 'float', 'double'],
): Expr {
  const node = s.args[i]!;
  const e = checkExpr(s.cx, node);
  if (isErr(e)) return e;
  if (!isScalar(e.type)) return badType(s, node, param, e.type, oneOf(allowed), 'int');
  const t = promote(e.type);
  if (!allowed.includes(t)) return badType(s, node, param, e.type, oneOf(allowed), 'int');
  return convert(e, t);
}

/** "`a`, `b` or `c`" for messages. */
function oneOf(types: readonly string[]): string {
  const q = types.map((t) => `\`${t}\``);
  return q.length > 1 ? `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}` : (q[0] ?? '');
}

/** An array parameter (a local, parameter or `__shared__` array), optionally with
 * a required element type. */
export function arrayArg(s: CallSite, i: number, param: string, elem?: ElemType): Expr & { type: ArrayType } | null {
  const node = s.args[i]!;
  const e = checkExpr(s.cx, node);
  if (isErr(e)) return null;
  if (!isArray(e.type) || (elem && e.type.elem !== elem)) {
    badType(s, node, param, e.type, elem ? `an \`${elem}[]\` array` : 'an array', 'int');
    return null;
  }
  return e as Expr & { type: ArrayType };
}

/** Reports `E-ARG-TYPE` for parameter `param` and returns a stand-in of `fallback`. */
export function badType(s: CallSite, node: Node, param: string, got: Type, want: string, fallback: ScalarType): Expr {
  const g = typeName(got);
  const struct = typeof got === 'object' && got.kind === 'struct';
  const shuffle = struct && s.name.startsWith('__shfl');
  const h = shuffle
    ? hint('E-ARG-TYPE', 'shuffleStruct', s.name, got.fields[0]?.name)
    : struct ? hint('E-ARG-TYPE', 'structField') : undefined;
  report(s.cx, 'E-ARG-TYPE', node, `\`${param}\` of \`${s.name}\` must be ${want}, not \`${g}\``, h ? { hint: h } : {});
  return errExpr(s.loc, fallback);
}

/** Builds an `intrinsic` node. */
export function intrinsic(s: CallSite, type: Type, opType: ScalarType | null, args: Expr[]): IntrinsicExpr {
  return { k: 'intrinsic', name: s.name, type, opType, args, loc: s.loc };
}

/** A filled-in default argument (ir.ts invariant: defaults are explicit). */
export function defaultArg(s: CallSite, type: ScalarType, value: number): Expr {
  return constExpr(type, value, s.loc);
}

/** An index parameter: `int` or `uint` (a `bool` promotes to `int`); a floating
 * index is `E-INDEX-TYPE`. */
export function indexArg(s: CallSite, i: number, param: string): Expr {
  const node = s.args[i]!;
  const e = requireScalar(s.cx, checkExpr(s.cx, node), node);
  if (isErr(e)) return e;
  if (isFloating(e.type)) {
    report(s.cx, 'E-INDEX-TYPE', node, `\`${param}\` of \`${s.name}\` is an index and must be \`int\` or \`uint\`, not \`${e.type}\``);
    return errExpr(e.loc);
  }
  return convert(e, promote(e.type as ScalarType));
}
