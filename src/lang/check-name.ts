/**
 * Names and member accesses: locals, folded top-level constants, `warpSize`, the
 * built-in vectors `threadIdx`/`blockIdx`/`blockDim`/`gridDim` (`.x .y .z`, type
 * `uint`; docs/language.md §4), and helpful errors for names CUDA code often uses.
 */
import type { MemberExpression, Node } from '@babel/types';
import type { BuiltinExpr, Expr } from './ir';
import { errExpr, report, type Checker } from './context';
import { locOf } from './loc';
import { lookupVar } from './scope';
import { constExpr, isArray, isGroup, isStruct, typeName } from './types';
import { DIM3, fieldOf, isStructCall, structCallPlace } from './check-struct';
import { isErr } from './context';
import { checkExpr } from './check-expr';
import { checkIndex } from './check-index';
import { closest } from './suggest';
import { isIntrinsic } from './intrinsics';
import { hint, type Hint } from './registry';

const CONVERSION_NAMES: Readonly<Record<string, true>> = { int: true, uint: true, unsigned: true, float: true, double: true, bool: true, __shared__: true };

const BUILTIN_VECTORS = new Set(['threadIdx', 'blockIdx', 'blockDim', 'gridDim']);

/** Names that CUDA code often uses but that are macros or user variables, with the
 * variant of the `E-UNKNOWN-NAME` hint that says how to write them in Warp TS. */
const CUDA_NAME_HINTS: Readonly<Record<string, Hint>> = {
  laneId: hint('E-UNKNOWN-NAME', 'laneId'),
  lane_id: hint('E-UNKNOWN-NAME', 'lane_id'),
  warpId: hint('E-UNKNOWN-NAME', 'warpId'),
  FULL_MASK: hint('E-UNKNOWN-NAME', 'FULL_MASK'),
  INT_MAX: hint('E-UNKNOWN-NAME', 'INT_MAX'),
  INT_MIN: hint('E-UNKNOWN-NAME', 'INT_MIN'),
  UINT_MAX: hint('E-UNKNOWN-NAME', 'UINT_MAX'),
  FLT_MAX: hint('E-UNKNOWN-NAME', 'FLT_MAX'),
  INFINITY: hint('E-UNKNOWN-NAME', 'INFINITY'),
  NAN: hint('E-UNKNOWN-NAME', 'NAN'),
};

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
      hint: name === 'undefined' ? hint('E-UNSUPPORTED', 'undefinedValue') : hint('E-UNSUPPORTED', 'nanInfinity'),
    });
    return errExpr(loc);
  }
  if (cx.fns.has(name) || isIntrinsic(name) || name in CONVERSION_NAMES) {
    report(cx, 'E-UNSUPPORTED', node, `\`${name}\` is a function: functions are not values in Warp TS`, {
      hint: hint('E-UNSUPPORTED', 'callIt', name),
    });
    return errExpr(loc);
  }
  const cudaHint = CUDA_NAME_HINTS[name];
  if (cudaHint) {
    report(cx, 'E-UNKNOWN-NAME', node, `\`${name}\` is not declared (it is not a CUDA built-in either)`, { hint: cudaHint });
    return errExpr(loc);
  }
  const names = [...(cx.fn?.scopes.flatMap((s) => [...s.keys()]) ?? []), ...cx.consts.keys(), 'warpSize', ...BUILTIN_VECTORS];
  const near = closest(name, names);
  report(cx, 'E-UNKNOWN-NAME', node, `\`${name}\` is not declared`, near ? { hint: hint('E-UNKNOWN-NAME', 'didYouMean', near) } : {});
  return errExpr(loc);
}

/** `v.x` on a built-in vector, or an error naming the unsupported member access;
 * `a[i]` goes to checkIndex. */
export function checkMember(cx: Checker, node: MemberExpression): Expr {
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
    report(cx, 'E-UNKNOWN-NAME', prop, `\`${obj.name}\` has no member \`${propName}\``, { hint: hint('E-UNKNOWN-NAME', 'vectorMember') });
    return errExpr(loc, 'uint');
  }
  if (obj.type === 'Identifier' && obj.name === 'Math' && !lookupVar(cx, 'Math')) {
    report(cx, 'E-UNSUPPORTED', node, `\`Math.${propName}\` is JavaScript, not Warp TS`, {
      hint: hint('E-UNSUPPORTED', 'math'),
    });
    return errExpr(loc, 'float');
  }
  if (obj.type === 'Identifier' && obj.name === 'cg' && !lookupVar(cx, 'cg')) {
    report(cx, 'E-CG-UNKNOWN', node, `\`cg.${propName}\` is a function of the \`cg\` namespace: call it`, {
      hint: propName === 'tiled_partition' ? hint('E-CG-UNKNOWN', 'tiledPartition') : hint('E-CG-UNKNOWN', 'call', propName),
    });
    return errExpr(loc);
  }
  const base = checkExpr(cx, obj);
  if (isErr(base)) return errExpr(loc);
  if (isStruct(base.type)) {
    if (isStructCall(base) && !(base.k === 'method' && base.type === DIM3)) {
      structCallPlace(cx, obj);
      return errExpr(loc);
    }
    return fieldOf(cx, base, propName, node);
  }
  if (isGroup(base.type)) {
    report(cx, 'E-GROUP-VALUE', node, `\`${propName}\` of a \`${typeName(base.type)}\` is a member function: call it, \`${srcOf(cx, obj)}.${propName}()\``);
    return errExpr(loc);
  }
  if (isArray(base.type) && propName === 'length') {
    report(cx, 'E-UNSUPPORTED', node, 'arrays have no `length` in Warp TS (they are C pointers)', {
      hint: hint('E-UNSUPPORTED', 'arrayLength'),
    });
    return errExpr(loc);
  }
  report(cx, 'E-UNSUPPORTED', node, `property access \`.${propName}\` is not supported in Warp TS (there are no objects)`);
  return errExpr(loc);
}


function srcOf(cx: Checker, n: Node): string {
  return typeof n.start === 'number' && typeof n.end === 'number' ? cx.source.slice(n.start, n.end) : 'group';
}
