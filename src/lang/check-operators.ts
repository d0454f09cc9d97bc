/**
 * Operators (C++ [expr.unary.op], [expr.mul], [expr.add], [expr.shift], [expr.rel],
 * [expr.eq], [expr.bit.and], [expr.log.and], [expr.cond]) with the usual arithmetic
 * conversions made explicit as `convert` nodes (ir.ts invariants).
 */
import type { BinaryExpression, ConditionalExpression, LogicalExpression, Node, UnaryExpression } from '@babel/types';
import type { BinaryOp, CompareOp, Expr, ScalarType } from './ir';
import { errExpr, isErr, report, type Checker } from './context';
import { locOf } from './loc';
import { commonType, convert, isFloating, isIntegerType, isScalar, promote } from './types';
import { checkCondition, checkValue } from './check-expr';
import { hint } from './registry';

const ARITH: ReadonlySet<string> = new Set(['+', '-', '*', '/']);
const INT_ONLY: ReadonlySet<string> = new Set(['%', '&', '|', '^']);
const SHIFTS: ReadonlySet<string> = new Set(['<<', '>>']);
const COMPARE: ReadonlySet<string> = new Set(['<', '<=', '>', '>=', '==', '!=']);

/** `-x`, `+x`, `~x`, `!x`; other unary operators are unsupported. */
export function checkUnary(cx: Checker, node: UnaryExpression): Expr {
  const loc = locOf(node);
  if (node.operator === '!') {
    const arg = checkCondition(cx, node.argument);
    return { k: 'unary', op: '!', type: 'bool', arg, loc };
  }
  if (node.operator !== '-' && node.operator !== '+' && node.operator !== '~') {
    report(cx, 'E-UNSUPPORTED', node, `the \`${node.operator}\` operator is not supported in Warp TS`);
    return errExpr(loc);
  }
  const a = checkValue(cx, node.argument);
  if (isErr(a)) return errExpr(loc);
  const t = promote(a.type as ScalarType);
  if (node.operator === '~' && !isIntegerType(t)) {
    report(cx, 'E-INT-OPERATOR', node, `\`~\` needs an integer operand, not \`${a.type}\``);
    return errExpr(loc);
  }
  const arg = convert(a, t);
  if (node.operator === '+') return arg;
  // Unary minus on `uint` stays `uint` and wraps (C++ [expr.unary.op]/8).
  return { k: 'unary', op: node.operator, type: t, arg, loc };
}

/** Binary arithmetic, bitwise, shift and comparison operators. */
export function checkBinary(cx: Checker, node: BinaryExpression): Expr {
  const loc = locOf(node);
  const op = node.operator;
  if (op === '>>>') {
    report(cx, 'E-UNSIGNED-SHIFT', node, '`>>>` is not a C operator');
    return errExpr(loc);
  }
  if (op === '**' || op === 'in' || op === 'instanceof' || op === '|>') {
    report(cx, 'E-UNSUPPORTED', node, `the \`${op}\` operator is not supported in Warp TS`,
      op === '**' ? { hint: hint('E-UNSUPPORTED', 'power') } : {});
    return errExpr(loc);
  }
  if (node.left.type === 'PrivateName') {
    report(cx, 'E-UNSUPPORTED', node.left, 'private names are not supported in Warp TS');
    return errExpr(loc);
  }
  const l = checkValue(cx, node.left);
  const r = checkValue(cx, node.right);
  if (isErr(l) || isErr(r)) return errExpr(loc, COMPARE.has(op) || op === '===' || op === '!==' ? 'bool' : 'int');
  const lt = l.type as ScalarType;
  const rt = r.type as ScalarType;
  if (op === '===' || op === '!==') {
    if (lt !== rt) {
      report(cx, 'E-STRICT-MIXED', node,
        `\`${op}\` compares values of different types (\`${lt}\` and \`${rt}\`)`);
      return errExpr(loc, 'bool');
    }
    return compare(op === '===' ? '==' : '!=', l, r, loc);
  }
  if (COMPARE.has(op)) {
    const e = compare(op as CompareOp, l, r, loc);
    unsignedAgainstZero(cx, op as CompareOp, l, r, node);
    return e;
  }
  return arith(cx, op as BinaryOp, l, r, node, loc);
}

const isZero = (e: Expr): boolean => e.k === 'const' && (e.value === 0 || e.value === 0n);

/** `W-UNSIGNED-COMPARE`: an unsigned value compared with the literal 0 so that the answer
 * never changes (`u >= 0`, `u < 0`, `0 <= u`, `0 > u`), as C compilers warn (gcc's
 * -Wtype-limits): the usual slip is a loop counting down with a `uint`, which never ends. */
function unsignedAgainstZero(cx: Checker, op: CompareOp, l: Expr, r: Expr, node: BinaryExpression): void {
  const unsigned = (e: Expr) => e.type === 'uint' || e.type === 'ulong';
  let always: boolean | null = null;
  let v: Expr | null = null;
  if (isZero(r) && unsigned(l) && (op === '>=' || op === '<')) { always = op === '>='; v = l; }
  else if (isZero(l) && unsigned(r) && (op === '<=' || op === '>')) { always = op === '<='; v = r; }
  if (always === null || !v) return;
  report(cx, 'W-UNSIGNED-COMPARE', node,
    `this comparison is always ${always}: it compares a \`${v.type}\`, which is never negative, with 0`, { severity: 'warning' });
}

/** A comparison in the common type of both operands; result `bool`. */
function compare(op: CompareOp, l: Expr, r: Expr, loc: Expr['loc']): Expr {
  const t = l.type === 'bool' && r.type === 'bool' ? 'bool' : commonType(l.type as ScalarType, r.type as ScalarType);
  return { k: 'compare', op, type: 'bool', operandType: t, left: convert(l, t), right: convert(r, t), loc };
}

/**
 * An arithmetic, bitwise or shift operation on checked scalar operands. Used by
 * binary expressions and compound assignment. Returns `null` after reporting when
 * an operand type is not allowed.
 */
export function arithType(cx: Checker, op: BinaryOp, lt: ScalarType, rt: ScalarType, node: Node): ScalarType | null {
  if (SHIFTS.has(op)) {
    if (!isIntegerType(lt) || !isIntegerType(rt)) {
      report(cx, 'E-INT-OPERATOR', node, `\`${op}\` needs integer operands, not \`${isIntegerType(lt) ? rt : lt}\``);
      return null;
    }
    return promote(lt);
  }
  if (INT_ONLY.has(op) && (isFloating(lt) || isFloating(rt))) {
    report(cx, 'E-INT-OPERATOR', node, `\`${op}\` needs integer operands, not \`${isFloating(lt) ? lt : rt}\``,
      op === '%' ? { hint: hint('E-INT-OPERATOR', 'modulo') } : {});
    return null;
  }
  if (!ARITH.has(op) && !INT_ONLY.has(op)) return null;
  return commonType(lt, rt);
}

function arith(cx: Checker, op: BinaryOp, l: Expr, r: Expr, node: Node, loc: Expr['loc']): Expr {
  const lt = l.type as ScalarType;
  const rt = r.type as ScalarType;
  const t = arithType(cx, op, lt, rt, node);
  if (t === null) return errExpr(loc);
  if (SHIFTS.has(op)) {
    // C++ [expr.shift]: the result has the promoted left type; the count keeps its
    // own promoted type (`int` or `uint`).
    return { k: 'binary', op, type: t, left: convert(l, t), right: convert(r, promote(rt)), loc };
  }
  return { k: 'binary', op, type: t, left: convert(l, t), right: convert(r, t), loc };
}

/** `&&` and `||` on conditions (short-circuit); `??` is unsupported. */
export function checkLogical(cx: Checker, node: LogicalExpression): Expr {
  const loc = locOf(node);
  if (node.operator === '??') {
    report(cx, 'E-UNSUPPORTED', node, 'the `??` operator is not supported in Warp TS (there is no `null`)');
    return errExpr(loc, 'bool');
  }
  const left = checkCondition(cx, node.left);
  const right = checkCondition(cx, node.right);
  return { k: 'logical', op: node.operator, type: 'bool', left, right, loc };
}

/** `test ? a : b`: the arms get their common type (both `bool` stays `bool`). */
export function checkConditional(cx: Checker, node: ConditionalExpression): Expr {
  const loc = locOf(node);
  const test = checkCondition(cx, node.test);
  const a = checkValue(cx, node.consequent);
  const b = checkValue(cx, node.alternate);
  if (isErr(a) || isErr(b) || !isScalar(a.type) || !isScalar(b.type)) return errExpr(loc);
  const t: ScalarType = a.type === b.type ? a.type : commonType(a.type, b.type);
  return { k: 'cond', type: t, test, then: convert(a, t), else: convert(b, t), loc };
}

