/**
 * Expression checking: the dispatcher over Babel expression nodes, literals, names,
 * built-ins (`threadIdx.x`, `warpSize`), indexing, and the constructs outside the
 * subset. Operators, assignment and calls live in their own files.
 */
import type { Expression, MemberExpression, Node, NumericLiteral } from '@babel/types';
import type { BuiltinExpr, Expr } from './ir';
import { errExpr, isErr, MAX_DEPTH, report, type Checker } from './context';
import { locOf } from './loc';
import { lookupVar } from './scope';
import { constExpr, integerLiteralType, isArray, isFloatLiteralText, isIntegerType, isScalar, convert, promote } from './types';
import { checkBinary, checkConditional, checkLogical, checkUnary } from './check-operators';
import { checkAssign, checkUpdate } from './check-assign';
import { checkCall } from './check-call';
import { closest } from './suggest';
import { unsupported } from './unsupported';
import { isIntrinsic } from './intrinsics';

const CONVERSION_NAMES: Readonly<Record<string, true>> = { int: true, uint: true, unsigned: true, float: true, double: true, bool: true, __shared__: true };

const BUILTIN_VECTORS = new Set(['threadIdx', 'blockIdx', 'blockDim', 'gridDim']);

/** Checks any expression; the result may have an array, `void` or `string` type.
 * Nesting deeper than `MAX_DEPTH` is `E-TOO-DEEP` (reported once). */
export function checkExpr(cx: Checker, node: Expression | Node): Expr {
  if (cx.depth >= MAX_DEPTH) {
    if (!cx.tooDeep) report(cx, 'E-TOO-DEEP', node, `expressions and blocks nest more than ${MAX_DEPTH} levels deep here`);
    cx.tooDeep = true;
    return errExpr(locOf(node));
  }
  cx.depth++;
  try {
    return checkExprInner(cx, node);
  } finally {
    cx.depth--;
  }
}

function checkExprInner(cx: Checker, node: Expression | Node): Expr {
  const loc = locOf(node);
  switch (node.type) {
    case 'NumericLiteral':
      return checkNumber(cx, node);
    case 'BooleanLiteral':
      return constExpr('bool', node.value ? 1 : 0, loc);
    case 'StringLiteral':
      return { k: 'string', type: 'string', value: node.value, loc };
    case 'Identifier':
      return checkIdentifier(cx, node.name, node);
    case 'MemberExpression':
      return checkMember(cx, node);
    case 'UnaryExpression':
      return checkUnary(cx, node);
    case 'BinaryExpression':
      return checkBinary(cx, node);
    case 'LogicalExpression':
      return checkLogical(cx, node);
    case 'ConditionalExpression':
      return checkConditional(cx, node);
    case 'AssignmentExpression':
      return checkAssign(cx, node);
    case 'UpdateExpression':
      return checkUpdate(cx, node);
    case 'CallExpression':
      return checkCall(cx, node);
    case 'TemplateLiteral':
      report(cx, 'E-STRING', node, 'template strings are not supported in Warp TS');
      return errExpr(loc);
    case 'TSAsExpression':
    case 'TSTypeAssertion':
    case 'TSSatisfiesExpression':
      report(cx, 'E-UNSUPPORTED', node, 'type assertions (`as`) are not supported in Warp TS', {
        hint: 'Convert with a C-style conversion: `int(x)`, `uint(x)`, `float(x)`, `double(x)`.',
      });
      return errExpr(loc);
    default:
      return unsupported(cx, node);
  }
}

/** Checks an expression used as a value: it must be a scalar (not an array, not
 * `void`, not a string). */
export function checkValue(cx: Checker, node: Expression | Node): Expr {
  const e = checkExpr(cx, node);
  return requireScalar(cx, e, node);
}

/** Reports `e` if it is not a scalar value and returns a stand-in. */
export function requireScalar(cx: Checker, e: Expr, node: Node): Expr {
  if (isScalar(e.type)) return e;
  if (isArray(e.type)) {
    report(cx, 'E-ARRAY-VALUE', node, `the array \`${nameOf(e)}\` cannot be used as a value here`);
  } else if (e.type === 'void') {
    report(cx, 'E-VOID-VALUE', node, 'a `void` call has no value');
  } else {
    report(cx, 'E-STRING', node, 'strings are only allowed as the format of `printf`');
  }
  return errExpr(e.loc);
}

function nameOf(e: Expr): string {
  return e.k === 'local' ? e.name : 'array';
}

/**
 * A condition (`if`, loops, `?:`, `&&`, `||`, `!`): a non-`bool` scalar `x` becomes
 * `x != 0`, a `compare` against a `const` 0 of its own type (C++ [conv.bool]).
 */
export function toBool(cx: Checker, e: Expr, node: Node): Expr {
  if (!isScalar(e.type)) {
    if (!isErr(e)) report(cx, 'E-CONDITION-TYPE', node, 'this condition is not a scalar value');
    return errExpr(e.loc, 'bool');
  }
  if (e.type === 'bool') return e;
  return {
    k: 'compare', type: 'bool', op: '!=', operandType: e.type, left: e,
    right: constExpr(e.type, 0, e.loc), loc: e.loc,
  };
}

/** Checks a condition node. An unparenthesised assignment (`if (x = 1)`) gets
 * `W-ASSIGN-CONDITION`, as C compilers warn: it is usually a mistyped `==`. */
export function checkCondition(cx: Checker, node: Expression): Expr {
  if (node.type === 'AssignmentExpression' && node.operator === '=' && !node.extra?.parenthesized) {
    report(cx, 'W-ASSIGN-CONDITION', node, 'this condition assigns with `=`; did you mean `==`?', { severity: 'warning' });
  }
  const e = checkExpr(cx, node);
  if (!isScalar(e.type)) return toBool(cx, requireScalar(cx, e, node), node);
  return toBool(cx, e, node);
}

/** Integer literals are `int` up to 2^31−1, else `uint` below 2^32; literals with
 * `.` or an exponent are `float`, rounded to binary32 (DSL.md §3). */
function checkNumber(cx: Checker, node: NumericLiteral): Expr {
  const loc = locOf(node);
  const raw = (node.extra?.raw as string | undefined) ?? String(node.value);
  if (isFloatLiteralText(raw)) {
    const v = Math.fround(node.value);
    if (!Number.isFinite(v)) {
      report(cx, 'W-FLOAT-LITERAL', node, `the \`float\` literal \`${raw}\` is too large for binary32 and becomes infinity`, { severity: 'warning' });
    } else if (v === 0 && node.value !== 0) {
      report(cx, 'W-FLOAT-LITERAL', node, `the \`float\` literal \`${raw}\` is too small for binary32 and becomes 0`, { severity: 'warning' });
    }
    return constExpr('float', v, loc);
  }
  const t = integerLiteralType(node.value);
  if (t === null || !Number.isInteger(node.value)) {
    report(cx, 'E-LITERAL-RANGE', node, `the integer literal \`${raw}\` does not fit in 32 bits`);
    return errExpr(loc, 'uint');
  }
  return constExpr(t, node.value, loc);
}

/** A name: a local, a top-level constant (folded), `warpSize`, or an error. */
export function checkIdentifier(cx: Checker, name: string, node: Node): Expr {
  const loc = locOf(node);
  const v = lookupVar(cx, name);
  if (v) return { k: 'local', type: v.type, slot: v.slot, name, loc };
  const c = cx.consts.get(name);
  if (c) return c.bad ? errExpr(loc, c.type) : constExpr(c.type, c.value, loc);
  if (name === 'warpSize') return constExpr('int', 32, loc);
  if (BUILTIN_VECTORS.has(name)) {
    report(cx, 'E-UNSUPPORTED', node, `\`${name}\` is a vector: use \`${name}.x\`, \`${name}.y\` or \`${name}.z\``);
    return errExpr(loc, 'uint');
  }
  if (name === 'undefined' || name === 'NaN' || name === 'Infinity') {
    report(cx, 'E-UNSUPPORTED', node, `\`${name}\` is not part of Warp TS`, {
      hint: name === 'undefined' ? 'Declare a variable without a value instead: `let x: int;`.' : 'Compute it, e.g. `0.0 / 0.0` for NaN or `1.0 / 0.0` for infinity.',
    });
    return errExpr(loc);
  }
  if (cx.fns.has(name) || isIntrinsic(name) || name in CONVERSION_NAMES) {
    report(cx, 'E-UNSUPPORTED', node, `\`${name}\` is a function: functions are not values in Warp TS`, {
      hint: `Call it: \`${name}(...)\`.`,
    });
    return errExpr(loc);
  }
  const names = [...(cx.fn?.scopes.flatMap((s) => [...s.keys()]) ?? []), ...cx.consts.keys(), 'warpSize', ...BUILTIN_VECTORS];
  const near = closest(name, names);
  report(cx, 'E-UNKNOWN-NAME', node, `\`${name}\` is not declared`, near ? { hint: `Did you mean \`${near}\`?` } : {});
  return errExpr(loc);
}

function checkMember(cx: Checker, node: MemberExpression): Expr {
  const loc = locOf(node);
  if (node.computed) return checkIndex(cx, node);
  const obj = node.object;
  const prop = node.property;
  const propName = prop.type === 'Identifier' ? prop.name : '?';
  if (obj.type === 'Identifier' && BUILTIN_VECTORS.has(obj.name) && !lookupVar(cx, obj.name)) {
    if (propName === 'x' || propName === 'y' || propName === 'z') {
      const b: BuiltinExpr = { k: 'builtin', type: 'uint', name: obj.name as BuiltinExpr['name'], dim: propName, loc };
      return b;
    }
    report(cx, 'E-UNKNOWN-NAME', prop, `\`${obj.name}\` has no member \`${propName}\``, { hint: 'Use `.x`, `.y` or `.z`.' });
    return errExpr(loc, 'uint');
  }
  if (obj.type === 'Identifier' && obj.name === 'Math' && !lookupVar(cx, 'Math')) {
    report(cx, 'E-UNSUPPORTED', node, `\`Math.${propName}\` is JavaScript, not Warp TS`, {
      hint: 'Use the CUDA math functions: `sqrtf`, `fabsf`, `fminf`, `fmaxf`, `floorf`, `expf`, `logf`, `min`, `max`, `abs`.',
    });
    return errExpr(loc, 'float');
  }
  const base = checkExpr(cx, obj);
  if (isArray(base.type) && propName === 'length') {
    report(cx, 'E-UNSUPPORTED', node, 'arrays have no `length` in Warp TS (they are C pointers)', {
      hint: 'Pass the length as an `int` parameter.',
    });
    return errExpr(loc);
  }
  report(cx, 'E-UNSUPPORTED', node, `property access \`.${propName}\` is not supported in Warp TS (there are no objects)`);
  return errExpr(loc);
}

/** `array[index]`: the index must be `int` or `uint` (a `bool` promotes to `int`). */
function checkIndex(cx: Checker, node: MemberExpression): Expr {
  const loc = locOf(node);
  const arr = checkExpr(cx, node.object);
  const idx = checkValue(cx, node.property);
  if (!isArray(arr.type)) {
    if (!isErr(arr)) report(cx, 'E-NOT-ARRAY', node.object, 'only arrays can be indexed');
    return errExpr(loc);
  }
  let index = idx;
  if (!isErr(idx)) {
    if (!isIntegerType(idx.type)) {
      report(cx, 'E-INDEX-TYPE', node.property, `an array index must be \`int\` or \`uint\`, not \`${idx.type}\``);
      index = errExpr(idx.loc);
    } else if (isScalar(idx.type)) {
      index = convert(idx, promote(idx.type));
    }
  }
  return { k: 'index', type: arr.type.elem, array: arr, index, loc };
}
