/**
 * Assignment `=`, compound assignment `op=` and `++`/`--` on scalar locals and array
 * elements (C++ [expr.ass], [expr.pre.incr], [expr.post.incr]; ir.ts `AssignExpr`,
 * `UpdateExpr`).
 */
import type { AssignmentExpression, LVal, Node, OptionalMemberExpression, UpdateExpression } from '@babel/types';
import type { BinaryOp, Expr, LValue, ScalarType } from './ir';
import { errExpr, isErr, report, type Checker } from './context';
import { locOf } from './loc';
import { lookupVar } from './scope';
import { convert, isArray, isGroup, isScalar, isStruct, promote } from './types';
import { checkValueFor } from './check-struct';
import { checkExpr, checkValue } from './check-expr';
import { arithType } from './check-operators';
import { hint } from './registry';

const BUILTINS = new Set(['threadIdx', 'blockIdx', 'blockDim', 'gridDim', 'warpSize']);

/** Checks an assignment target: a non-`const` scalar local or an array element. */
function checkTarget(cx: Checker, node: LVal | OptionalMemberExpression | Node): LValue | null {
  if (node.type === 'Identifier') {
    const v = lookupVar(cx, node.name);
    if (!v) {
      if (cx.consts.has(node.name)) {
        report(cx, 'E-ASSIGN-CONST', node, `\`${node.name}\` is a top-level constant and cannot be assigned`);
      } else if (BUILTINS.has(node.name)) {
        report(cx, 'E-ASSIGN-BUILTIN', node, `\`${node.name}\` is a read-only built-in`);
      } else {
        checkExpr(cx, node); // reports the unknown name
      }
      return null;
    }
    if (isArray(v.type)) {
      report(cx, 'E-ARRAY-VALUE', node, `the array \`${node.name}\` cannot be reassigned`);
      return null;
    }
    if (isGroup(v.type)) {
      report(cx, 'E-GROUP-VALUE', node, `the group \`${node.name}\` cannot be reassigned`, {
        hint: hint('E-GROUP-VALUE', 'reassigned'),
      });
      return null;
    }
    if (v.isConst) {
      report(cx, 'E-ASSIGN-CONST', node, `\`${node.name}\` is declared with \`const\` and cannot be assigned`);
      return null;
    }
    return { k: 'local', type: v.type, slot: v.slot, name: v.name, loc: locOf(node) };
  }
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.object.type === 'Identifier' && BUILTINS.has(node.object.name) && !lookupVar(cx, node.object.name)) {
      report(cx, 'E-ASSIGN-BUILTIN', node, `\`${node.object.name}\` is a read-only built-in`);
      return null;
    }
    const e = checkExpr(cx, node);
    if (isErr(e)) return null;
    if (e.k === 'index') return e;
    if (e.k === 'field') {
      let root: Expr = e.object;
      while (root.k === 'field') root = root.object;
      if (root.k === 'local') {
        const v = lookupVar(cx, root.name);
        if (v?.isConst) {
          report(cx, 'E-ASSIGN-CONST', node, `\`${root.name}\` is declared with \`const\`: its fields cannot be assigned`);
          return null;
        }
        return e;
      }
      if (root.k === 'index') return e;
    }
    report(cx, 'E-NOT-LVALUE', node, 'this expression cannot be assigned');
    return null;
  }
  if (node.type === 'ObjectPattern' || node.type === 'ArrayPattern') {
    report(cx, 'E-UNSUPPORTED', node, 'Warp TS does not support destructuring');
    return null;
  }
  report(cx, 'E-NOT-LVALUE', node, 'this expression cannot be assigned');
  return null;
}

const COMPOUND: Record<string, BinaryOp> = {
  '+=': '+', '-=': '-', '*=': '*', '/=': '/', '%=': '%',
  '<<=': '<<', '>>=': '>>', '&=': '&', '|=': '|', '^=': '^',
};

/** `target = value` (assignment conversion to the target type) or `target op= value`
 * (combined in the usual arithmetic conversion of both types, converted back). */
export function checkAssign(cx: Checker, node: AssignmentExpression): Expr {
  const loc = locOf(node);
  const target = checkTarget(cx, node.left);
  if (!target) {
    checkExpr(cx, node.right);
    return errExpr(loc);
  }
  if (isStruct(target.type)) {
    if (node.operator !== '=') {
      report(cx, 'E-STRUCT-VALUE', node, `\`${node.operator}\` does not apply to a whole struct; combine its fields`);
      checkExpr(cx, node.right);
      return errExpr(loc);
    }
    const sv = checkValueFor(cx, node.right, target.type, `\`${target.k === 'local' ? target.name : 'the target'}\``);
    if (isErr(sv)) return errExpr(loc);
    return { k: 'assign', type: target.type, target, op: null, opType: 'int', value: sv, loc };
  }
  const value = checkValue(cx, node.right);
  if (node.operator !== '=' && !(node.operator in COMPOUND)) {
    const unsigned = node.operator === '>>>=';
    report(cx, unsigned ? 'E-UNSIGNED-SHIFT' : 'E-UNSUPPORTED', node,
      `the \`${node.operator}\` operator is not supported in Warp TS`, unsigned ? { hint: hint('E-UNSIGNED-SHIFT', 'compound') } : {});
    return errExpr(loc);
  }
  if (isErr(value)) return errExpr(loc);
  const tt = target.type as ScalarType;
  const vt = value.type as ScalarType;
  if (node.operator === '=') {
    return { k: 'assign', type: tt, target, op: null, opType: tt, value: convert(value, tt), loc };
  }
  const op = COMPOUND[node.operator]!;
  const opType = arithType(cx, op, tt, vt, node);
  if (opType === null) return errExpr(loc);
  const v = op === '<<' || op === '>>' ? convert(value, promote(vt)) : convert(value, opType);
  return { k: 'assign', type: tt, target, op, opType, value: v, loc };
}

/** `++x`, `x--`, ... on a scalar (`bool` is not allowed, as in C++17). */
export function checkUpdate(cx: Checker, node: UpdateExpression): Expr {
  const loc = locOf(node);
  const target = checkTarget(cx, node.argument);
  if (!target) return errExpr(loc);
  if (!isScalar(target.type) || target.type === 'bool') {
    report(cx, 'E-OPERAND-TYPE', node, `\`${node.operator}\` needs a number, not \`${String(target.type)}\``);
    return errExpr(loc);
  }
  return { k: 'update', type: target.type, target, op: node.operator, prefix: node.prefix, loc };
}
