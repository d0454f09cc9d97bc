/**
 * Expression checking: the dispatcher over Babel expression nodes, literals, values
 * and conditions, and the constructs outside the subset. Names, indexing, operators,
 * assignment and calls live in their own files.
 */
import type { Expression, Node, NumericLiteral } from '@babel/types';
import type { Expr } from './ir';
import { errExpr, isErr, MAX_DEPTH, report, type Checker } from './context';
import { locOf } from './loc';
import { constExpr, integerLiteralType, isArray, isFloatLiteralText, isGroup, isScalar, isStruct, typeName } from './types';
import { checkBinary, checkConditional, checkLogical, checkUnary } from './check-operators';
import { checkAssign, checkUpdate } from './check-assign';
import { checkCall } from './check-call';
import { unsupported } from './unsupported';
import { checkIdentifier, checkMember } from './check-name';
import { hint } from './registry';
import { decimalToFloat32 } from './float-literal';

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
    case 'ObjectExpression':
      report(cx, 'E-STRUCT-LITERAL', node, 'an object literal needs a struct type here', {
        hint: hint('E-STRUCT-LITERAL', 'needsType'),
      });
      return errExpr(loc);
    case 'TemplateLiteral':
      report(cx, 'E-STRING', node, 'template strings are not supported in Warp TS');
      return errExpr(loc);
    case 'TSAsExpression':
    case 'TSTypeAssertion':
    case 'TSSatisfiesExpression':
      report(cx, 'E-UNSUPPORTED', node, 'type assertions (`as`) are not supported in Warp TS', {
        hint: hint('E-UNSUPPORTED', 'typeAssertion'),
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
  if (isErr(e)) return errExpr(e.loc);
  if (isStruct(e.type)) {
    report(cx, 'E-STRUCT-VALUE', node, `\`${e.type.name}\` is a struct: this needs a scalar (use a field, e.g. \`.${e.type.fields[0]?.name ?? 'x'}\`)`);
  } else if (isGroup(e.type)) {
    report(cx, 'E-GROUP-VALUE', node, `a \`${typeName(e.type)}\` is a group, not a value`);
  } else if (isArray(e.type)) {
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
 * `.` or an exponent are `float`, rounded once to binary32 from the decimal text, as nvcc
 * rounds a `float` literal (`float-literal.ts`; docs/language.md §3). */
function checkNumber(cx: Checker, node: NumericLiteral): Expr {
  const loc = locOf(node);
  const raw = (node.extra?.raw as string | undefined) ?? String(node.value);
  if (isFloatLiteralText(raw)) {
    const v = decimalToFloat32(raw);
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
