/**
 * Indexing `array[index]` (ir.ts `IndexExpr`).
 */
import type { MemberExpression } from '@babel/types';
import type { Expr } from './ir';
import { errExpr, isErr, report, type Checker } from './context';
import { locOf } from './loc';
import { convert, isArray, isIntegerType, isScalar, promote } from './types';
import { checkExpr, checkValue } from './check-expr';

/** `array[index]`: the index must be `int` or `uint` (a `bool` promotes to `int`). */
export function checkIndex(cx: Checker, node: MemberExpression): Expr {
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
  return { k: 'index', type: arr.type.struct ?? arr.type.elem, array: arr, index, loc };
}

