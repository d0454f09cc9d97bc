/**
 * The `cg` namespace and the members of group values (docs/language.md §5b; CUDA C++ Programming
 * Guide §11.4–11.6; CUDA 13's cooperative_groups.h). Checks `cg.f(...)` calls and
 * `group.member(...)` calls into `cg` and `method` IR nodes; every misuse CUDA rejects at
 * compile time is a located diagnostic here (a tile size that is not a literal power of two,
 * `tiled_partition<N>` of a group that is not larger, a member a group type lacks, an
 * operator of another type than the value).
 */
import type { CallExpression, Expression, Node } from '@babel/types';
import type { CgCallExpr, CgFunction, CgOp, Expr, GroupMethodExpr, GroupType, ScalarType, StructType } from '../ir';
import { errExpr, isErr, report, type Checker } from '../context';
import { locOf } from '../loc';
import { convert, groupTypeName, isArray, isFloating, isGroup, isScalar, isStruct, promote, typeName } from '../types';
import { checkExpr } from '../check-expr';
import { DIM3, isStructCall, structBytes, structCallPlace, tileSizeArg } from '../check-struct';
import { MEMBERS, isGroupMethod } from './members';
import { closest } from '../suggest';
import { hint } from '../registry';

const CG_FUNCTIONS: readonly CgFunction[] = [
  'this_thread_block', 'tiled_partition', 'coalesced_threads', 'labeled_partition', 'binary_partition',
  'reduce', 'inclusive_scan', 'exclusive_scan',
];
const CG_OPS: readonly CgOp[] = ['plus', 'less', 'greater', 'bit_and', 'bit_or', 'bit_xor'];

const BLOCK: GroupType = { kind: 'group', group: 'thread_block', size: 0 };
const COALESCED: GroupType = { kind: 'group', group: 'coalesced_group', size: 0 };

function argCount(cx: Checker, node: CallExpression, name: string, min: number, max = min): boolean {
  const n = node.arguments.length;
  if (n >= min && n <= max) return true;
  report(cx, 'E-ARG-COUNT', node, `\`cg.${name}\` expects ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? '' : 's'}, got ${n}`);
  for (const a of node.arguments) checkExpr(cx, a);
  return false;
}

/** A group argument whose kind is one of `kinds`. */
function groupArg(cx: Checker, node: Node, fn: string, kinds: readonly GroupType['group'][], why: string): Expr | null {
  const e = checkExpr(cx, node);
  if (isErr(e)) return null;
  if (!isGroup(e.type) || !kinds.includes(e.type.group)) {
    report(cx, 'E-CG-GROUP', node, `\`cg.${fn}\` takes ${why}, not ${isGroup(e.type) ? `a \`${groupTypeName(e.type)}\`` : `\`${typeName(e.type)}\``}`);
    return null;
  }
  return e;
}

/** A scalar argument (after promotion of `bool` to `int` when `promoteBool`). */
function scalarOf(cx: Checker, node: Node, what: string, promoteBool = true): Expr | null {
  const e = checkExpr(cx, node);
  if (isErr(e)) return null;
  if (!isScalar(e.type)) {
    report(cx, 'E-ARG-TYPE', node, `${what} must be a scalar, not \`${typeName(e.type)}\``,
      isStruct(e.type) ? { hint: hint('E-ARG-TYPE', 'structReduce') } : {});
    return null;
  }
  return promoteBool ? convert(e, promote(e.type)) : e;
}

/** `cg.plus<T>()` and the other operator objects: the operator and its `T`. */
function checkOperator(cx: Checker, node: Node, fn: string): { op: CgOp; type: ScalarType } | null {
  const bad = (): null => {
    report(cx, 'E-CG-OP', node, `the operator of \`cg.${fn}\` must be written \`cg.plus<T>()\`, \`cg.less<T>()\`, \`cg.greater<T>()\`, \`cg.bit_and<T>()\`, \`cg.bit_or<T>()\` or \`cg.bit_xor<T>()\``);
    return null;
  };
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || node.callee.computed) return bad();
  const { object, property } = node.callee;
  if (object.type !== 'Identifier' || object.name !== 'cg' || property.type !== 'Identifier') return bad();
  const op = property.name as CgOp;
  if (!CG_OPS.includes(op)) return bad();
  if (node.arguments.length) report(cx, 'E-CG-OP', node, `\`cg.${op}<T>()\` takes no arguments`);
  const targs = node.typeParameters?.params ?? [];
  const t = targs[0];
  const ty = t?.type === 'TSTypeReference' && t.typeName.type === 'Identifier' ? ({ unsigned: 'uint' } as Record<string, string>)[t.typeName.name] ?? t.typeName.name : null;
  if (targs.length !== 1 || !ty || !['int', 'uint', 'float', 'double', 'long', 'ulong'].includes(ty)) {
    report(cx, 'E-CG-OP', node, `\`cg.${op}\` needs the value type: \`cg.${op}<float>()\``);
    return null;
  }
  return { op, type: ty as ScalarType };
}

/** Checks `cg.name(...)`. */
export function checkCgCall(cx: Checker, node: CallExpression, name: string): Expr {
  const loc = locOf(node);
  cx.usesCg = true;
  const fn = name as CgFunction;
  if (!CG_FUNCTIONS.includes(fn)) {
    const isOp = (CG_OPS as readonly string[]).includes(name);
    const near = closest(name, [...CG_FUNCTIONS]);
    report(cx, isOp ? 'E-CG-OP' : 'E-CG-UNKNOWN', node.callee,
      isOp ? `\`cg.${name}<T>()\` is an operator object: it is only an argument of \`cg.reduce\` and the scans`
        : `\`cg.${name}\` is not part of Warp TS's \`cg\` namespace`,
      near && !isOp ? { hint: hint('E-CG-UNKNOWN', 'didYouMean', near) } : name === 'this_grid' || name === 'this_cluster' ? { hint: hint('E-CG-UNKNOWN', 'gridLevel') } : {});
    for (const a of node.arguments) checkExpr(cx, a);
    return errExpr(loc);
  }
  const args = node.arguments as Expression[];
  const out = (type: GroupType | ScalarType, a: Expr[], extra: Partial<CgCallExpr> = {}): CgCallExpr =>
    ({ k: 'cg', fn, type, args: a, loc, ...extra });
  switch (fn) {
    case 'this_thread_block':
    case 'coalesced_threads':
      if (!argCount(cx, node, name, 0)) return errExpr(loc);
      return out(fn === 'this_thread_block' ? BLOCK : COALESCED, []);
    case 'tiled_partition': {
      if (!node.typeParameters) {
        report(cx, 'E-CG-TILE-SIZE', node, '`cg.tiled_partition` needs its tile size as a type argument: `cg.tiled_partition<16>(block)`', {
          hint: hint('E-CG-TILE-SIZE', 'runTimeForm'),
        });
        for (const a of args) checkExpr(cx, a);
        return errExpr(loc);
      }
      const size = tileSizeArg(cx, node.typeParameters.params, node);
      if (!argCount(cx, node, name, 1)) return errExpr(loc);
      const parent = groupArg(cx, args[0]!, name, ['thread_block', 'thread_block_tile'], 'a `thread_block` or a `thread_block_tile<N>`');
      if (size === null || !parent) return errExpr(loc);
      const pt = parent.type as GroupType;
      if (pt.group === 'thread_block_tile' && size >= pt.size) {
        report(cx, 'E-CG-TILE-SIZE', node, `a tile of a \`thread_block_tile<${pt.size}>\` must be smaller than it, not ${size}`, {
          hint: hint('E-CG-TILE-SIZE', 'notSmaller'),
        });
        return errExpr(loc);
      }
      return out({ kind: 'group', group: 'thread_block_tile', size }, [parent], { size });
    }
    case 'labeled_partition':
    case 'binary_partition': {
      if (!argCount(cx, node, name, 2)) return errExpr(loc);
      const parent = groupArg(cx, args[0]!, name, ['thread_block_tile', 'coalesced_group'], 'a `thread_block_tile<N>` or a `coalesced_group`');
      const v = scalarOf(cx, args[1]!, `the ${fn === 'labeled_partition' ? 'label' : 'predicate'} of \`cg.${name}\``, false);
      if (!parent || !v) return errExpr(loc);
      if (fn === 'labeled_partition' && isFloating(v.type as ScalarType)) {
        report(cx, 'E-ARG-TYPE', args[1]!, `the label of \`cg.labeled_partition\` must be an integer, not \`${String(v.type)}\``, {
          hint: hint('E-ARG-TYPE', 'integralLabel'),
        });
        return errExpr(loc);
      }
      const arg = fn === 'binary_partition' ? convert(v, 'bool') : v.type === 'bool' ? v : convert(v, promote(v.type as ScalarType));
      return out(COALESCED, [parent, arg]);
    }
    case 'reduce':
    case 'inclusive_scan':
    case 'exclusive_scan': {
      const isReduce = fn === 'reduce';
      if (!argCount(cx, node, name, isReduce ? 3 : 2, 3)) return errExpr(loc);
      const g = groupArg(cx, args[0]!, name, ['thread_block_tile', 'coalesced_group'], 'a `thread_block_tile<N>` or a `coalesced_group` (CUDA: "This group does not exclusively represent a tile")');
      const v = scalarOf(cx, args[1]!, `the value of \`cg.${name}\``);
      const op = args[2] ? checkOperator(cx, args[2], name) : { op: 'plus' as CgOp, type: (v?.type ?? 'int') as ScalarType };
      if (!g || !v || !op) return errExpr(loc);
      const vt = v.type as ScalarType;
      if (op.type !== vt) {
        report(cx, 'E-CG-OP', args[2] ?? node, `the operator is \`cg.${op.op}<${op.type}>\` but the value is a \`${vt}\``, {
          hint: hint('E-CG-OP', 'sameType', op.op, vt, op.type),
        });
        return errExpr(loc, vt);
      }
      if (op.op.startsWith('bit_') && isFloating(vt)) {
        report(cx, 'E-CG-OP', args[2]!, `\`cg.${op.op}\` needs an integer value, not \`${vt}\``);
        return errExpr(loc, vt);
      }
      if (fn === 'exclusive_scan') {
        report(cx, 'N-CG-EXCLUSIVE-RANK0', node, 'rank 0 of `cg.exclusive_scan` has no value in the CUDA documentation: CUDA 13 returns `T{}` (0) there, and so does the simulator', {
          severity: 'note',
          hint: hint('N-CG-EXCLUSIVE-RANK0', 'operatorIdentity'),
        });
      }
      return out(vt, [g, v], { op: op.op, opType: vt, explicitOp: !!args[2] });
    }
  }
}

/** Checks `group.method(...)`, `group` already checked (of a group type). */
export function checkGroupMethod(cx: Checker, node: CallExpression, group: Expr, method: string, at: Node): Expr {
  const loc = locOf(node);
  const gt = group.type as GroupType;
  const gname = groupTypeName(gt);
  if (!isGroupMethod(method)) {
    const members = Object.keys(MEMBERS).filter((m) => MEMBERS[m as keyof typeof MEMBERS].groups.includes(gt.group));
    const near = closest(method, members);
    report(cx, 'E-CG-METHOD', at, `\`${gname}\` has no member \`${method}\``, near ? { hint: hint('E-CG-METHOD', 'didYouMean', near) } : {});
    for (const a of node.arguments) checkExpr(cx, a);
    return errExpr(loc);
  }
  const info = MEMBERS[method];
  if (!info.groups.includes(gt.group)) {
    const h = method === 'shfl_xor' && gt.group === 'coalesced_group'
      ? hint('E-CG-METHOD', 'shflXor')
      : gt.group === 'thread_block' ? hint('E-CG-METHOD', 'tileMember') : undefined;
    report(cx, 'E-CG-METHOD', at, `\`${gname}\` has no member \`${method}\` (CUDA's ${gt.group} does not provide it)`, h ? { hint: h } : {});
    for (const a of node.arguments) checkExpr(cx, a);
    return errExpr(loc);
  }
  const nodes = node.arguments as Expression[];
  if (nodes.length !== info.params.length) {
    report(cx, 'E-ARG-COUNT', node, `\`${gname}.${method}\` expects ${info.params.length} argument${info.params.length === 1 ? '' : 's'}${info.params.length ? ` (${info.params.map((p) => p.name).join(', ')})` : ''}, got ${nodes.length}`);
    for (const a of nodes) checkExpr(cx, a);
    return errExpr(loc);
  }
  const args: Expr[] = [];
  let valueType: ScalarType | StructType = 'int';
  for (let i = 0; i < info.params.length; i++) {
    const p = info.params[i]!;
    const an = nodes[i]!;
    const what = `\`${p.name}\` of \`${gname}.${method}\``;
    const e = checkExpr(cx, an);
    if (isErr(e)) return errExpr(loc);
    switch (p.kind) {
      case 'value':
        if (isStruct(e.type)) {
          if (structBytes(e.type) > 32) {
            report(cx, 'E-ARG-TYPE', an, `${what} is a \`${e.type.name}\` of ${structBytes(e.type)} bytes; group shuffles move at most 32 bytes`, {
              hint: hint('E-ARG-TYPE', 'structTooLarge'),
            });
            return errExpr(loc);
          }
          valueType = e.type;
          args.push(e);
          break;
        }
        if (!isScalar(e.type)) {
          report(cx, 'E-ARG-TYPE', an, `${what} must be a scalar or a struct, not \`${typeName(e.type)}\``);
          return errExpr(loc);
        }
        valueType = promote(e.type);
        args.push(convert(e, valueType));
        break;
      case 'matchValue':
        if (!isScalar(e.type)) {
          report(cx, 'E-ARG-TYPE', an, `${what} must be a scalar, not \`${typeName(e.type)}\``);
          return errExpr(loc);
        }
        args.push(convert(e, promote(e.type)));
        break;
      case 'pred':
      case 'int':
      case 'uint': {
        // CUDA's coalesced_group::shfl_up takes `int delta` (its shfl_down and the tile's
        // shuffles take `unsigned int`).
        const signedDelta = method === 'shfl_up' && gt.group === 'coalesced_group';
        const to: ScalarType = p.kind === 'uint' && !signedDelta ? 'uint' : 'int';
        if (!isScalar(e.type) || isFloating(e.type)) {
          report(cx, 'E-ARG-TYPE', an, `${what} must be an integer (or \`bool\`), not \`${typeName(e.type)}\``,
            isScalar(e.type) ? { hint: hint('E-ARG-TYPE', 'convert', to, p.kind) } : {});
          return errExpr(loc);
        }
        args.push(convert(e, to));
        break;
      }
      case 'predOut':
        if (!isArray(e.type) || e.type.elem !== 'int') {
          report(cx, 'E-ARG-TYPE', an, `${what} must be an \`int[]\` of one element (CUDA's \`int&\`), not \`${typeName(e.type)}\``, {
            hint: hint('E-ARG-TYPE', 'predOut'),
          });
          return errExpr(loc);
        }
        args.push(e);
        break;
    }
  }
  const type = info.result === 'void' ? 'void' : info.result === 'dim3' ? DIM3 : info.result === 'value' ? valueType : info.result;
  const m: GroupMethodExpr = { k: 'method', type, group, method, args, loc };
  if (isStructCall(m) && info.result !== 'dim3' && cx.structCallAt !== node) structCallPlace(cx, node);
  return m;
}
