/**
 * Structs and group types in the front end (docs/language.md §5b): `type X = { f: T; ... }`
 * declarations (CUDA `struct X { T f; ... };`, C++ [class.mem]), object literals of a known
 * struct type, field access, values checked against an expected type (the contexts of C++
 * copy-initialisation: declarations, assignment, arguments, `return`), and the type names
 * `thread_block`, `thread_block_tile<N>`, `coalesced_group` (with or without `cg.`).
 */
import type { Node, ObjectExpression, TSTypeAliasDeclaration, TSTypeReference } from '@babel/types';
import type { Expr, FieldExpr, GroupKind, GroupType, ScalarType, StructType, ValueType } from './ir';
import { errExpr, isErr, report, type Checker } from './context';
import { locOf } from './loc';
import { convert, isGroup, isScalar, isStruct, sameType, typeName } from './types';
import { checkExpr } from './check-expr';
import { hint } from './registry';

/** The built-in struct `dim3` of `group_index()`/`thread_index()`/`dim_threads()`
 * (CUDA's `dim3`: three `unsigned int`). */
export const DIM3: StructType = {
  kind: 'struct', name: 'dim3', builtin: true,
  fields: [{ name: 'x', type: 'uint' }, { name: 'y', type: 'uint' }, { name: 'z', type: 'uint' }],
};

const GROUP_NAMES: Readonly<Record<string, GroupKind>> = {
  thread_block: 'thread_block', thread_block_tile: 'thread_block_tile', coalesced_group: 'coalesced_group',
};

/** Field types a struct may hold (scalars; `bool` included). */
const FIELD_TYPES = new Set<string>(['int', 'uint', 'float', 'double', 'bool', 'long', 'ulong']);

/** Whether `n` is a tile size CUDA supports for a single-warp tile: 1, 2, 4, 8, 16 or 32
 * (Programming Guide §11.4.2.1; larger tiles are not part of Warp TS). */
export function isTileSize(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 32 && (n & (n - 1)) === 0;
}

/** The size in bytes of a struct as CUDA lays it out (each field aligned to its size,
 * the whole rounded up to the largest alignment; C++ [class.mem], the CUDA ABI). */
export function structBytes(t: StructType): number {
  let off = 0;
  let align = 1;
  for (const f of t.fields) {
    const sz = f.type === 'bool' ? 1 : f.type === 'double' || f.type === 'long' || f.type === 'ulong' ? 8 : 4;
    off = Math.ceil(off / sz) * sz + sz;
    align = Math.max(align, sz);
  }
  return Math.ceil(off / align) * align;
}

/**
 * A type reference that names a struct of the program or a group type; `undefined` when
 * it names neither (the caller tries the scalar names), `null` after reporting.
 */
export function resolveNamedType(cx: Checker, t: TSTypeReference): StructType | GroupType | null | undefined {
  let name: string;
  let qualified = false;
  if (t.typeName.type === 'Identifier') name = t.typeName.name;
  else if (t.typeName.type === 'TSQualifiedName' && t.typeName.left.type === 'Identifier' && t.typeName.left.name === 'cg') {
    name = t.typeName.right.name;
    qualified = true;
  } else return undefined;
  const st = qualified ? undefined : cx.structs.get(name) ?? (name === 'dim3' ? DIM3 : undefined);
  if (st) {
    if (t.typeParameters) report(cx, 'E-TYPE-UNKNOWN', t, `the struct \`${name}\` takes no type arguments`);
    return st;
  }
  const g = GROUP_NAMES[name];
  if (!g) {
    if (qualified) {
      report(cx, 'E-CG-UNKNOWN', t, `\`cg.${name}\` is not a group type of Warp TS`, {
        hint: hint('E-CG-UNKNOWN', 'groupTypes'),
      });
      return null;
    }
    return undefined;
  }
  cx.usesCg = true;
  if (g !== 'thread_block_tile') {
    if (t.typeParameters) report(cx, 'E-TYPE-UNKNOWN', t, `\`${name}\` takes no type arguments`);
    return { kind: 'group', group: g, size: 0 };
  }
  const size = tileSizeArg(cx, t.typeParameters?.params ?? [], t);
  return size === null ? null : { kind: 'group', group: g, size };
}

/** The `N` of `thread_block_tile<N>` / `tiled_partition<N>`: a numeric literal that is a
 * power of two from 1 to 32 (`E-CG-TILE-SIZE` otherwise). */
export function tileSizeArg(cx: Checker, params: readonly Node[], at: Node): number | null {
  const p = params[0];
  const lit = p && p.type === 'TSLiteralType' && p.literal.type === 'NumericLiteral' ? p.literal.value : null;
  if (params.length !== 1 || lit === null || !isTileSize(lit)) {
    const text = p && typeof p.start === 'number' && typeof p.end === 'number' ? cx.source.slice(p.start, p.end) : '';
    report(cx, 'E-CG-TILE-SIZE', p ?? at,
      params.length !== 1 ? 'a tile size needs exactly one type argument: `<16>`'
        : `the tile size \`${text}\` is not a literal power of two from 1 to 32`, {
        hint: hint('E-CG-TILE-SIZE', 'literal'),
      });
    return null;
  }
  return lit;
}

/** `type X = { f: T; ... }` at the top level: a struct of scalar fields. */
export function declareStruct(cx: Checker, node: TSTypeAliasDeclaration, taken: (name: string) => boolean): void {
  const name = node.id.name;
  const body = node.typeAnnotation;
  if (node.typeParameters) report(cx, 'E-UNSUPPORTED', node.typeParameters, 'Warp TS does not support generic types');
  if (body.type !== 'TSTypeLiteral') {
    report(cx, 'E-STRUCT-DECL', node, `\`type ${name} = ...\` must be a struct of fields: \`type ${name} = { v: float; i: int };\``);
    return;
  }
  if (taken(name) || cx.structs.has(name) || name in GROUP_NAMES || name === 'dim3') {
    report(cx, 'E-REDECLARE', node.id, `\`${name}\` is already defined`);
    return;
  }
  const fields: StructType['fields'] = [];
  const t: StructType = { kind: 'struct', name, fields };
  for (const m of body.members) {
    if (m.type !== 'TSPropertySignature' || m.key.type !== 'Identifier' || m.computed) {
      report(cx, 'E-STRUCT-DECL', m, 'a struct member must be a field `name: type`');
      continue;
    }
    const fname = m.key.name;
    if (m.optional) report(cx, 'E-STRUCT-DECL', m, `the field \`${fname}\` cannot be optional`);
    if (fields.some((f) => f.name === fname)) {
      report(cx, 'E-REDECLARE', m.key, `\`${name}\` already has a field \`${fname}\``);
      continue;
    }
    const ta = m.typeAnnotation;
    if (!ta) {
      report(cx, 'E-STRUCT-DECL', m, `the field \`${fname}\` needs a type`);
      continue;
    }
    const inner = ta.typeAnnotation;
    const ft = inner.type === 'TSBooleanKeyword' ? 'bool'
      : inner.type === 'TSTypeReference' && inner.typeName.type === 'Identifier' && !inner.typeParameters
        ? ({ unsigned: 'uint' } as Record<string, string>)[inner.typeName.name] ?? inner.typeName.name : null;
    if (!ft || !FIELD_TYPES.has(ft)) {
      report(cx, 'E-STRUCT-DECL', ta, `the field \`${fname}\` must have a scalar type (int, uint, float, double, bool, long, ulong)`, {
        hint: inner.type === 'TSNumberKeyword' ? hint('E-STRUCT-DECL', 'number') : hint('E-STRUCT-DECL', 'scalarsOnly'),
      });
      continue;
    }
    fields.push({ name: fname, type: ft as ScalarType });
  }
  if (fields.length === 0) report(cx, 'E-STRUCT-DECL', node, `the struct \`${name}\` needs at least one field`);
  cx.structs.set(name, t);
}

/** An object literal `{ f: e, ... }` of the struct type `t`: every field exactly once,
 * each converted to its field type as in C++ aggregate initialisation. */
export function checkObjectLiteral(cx: Checker, node: ObjectExpression, t: StructType): Expr {
  const loc = locOf(node);
  const given = new Map<string, Node>();
  for (const p of node.properties) {
    if (p.type !== 'ObjectProperty' || p.computed || (p.key.type !== 'Identifier' && p.key.type !== 'StringLiteral')) {
      report(cx, 'E-STRUCT-LITERAL', p, 'write each field as `name: value`');
      continue;
    }
    const k = p.key.type === 'Identifier' ? p.key.name : p.key.value;
    if (!t.fields.some((f) => f.name === k)) {
      report(cx, 'E-STRUCT-LITERAL', p.key, `\`${t.name}\` has no field \`${k}\``, { hint: hint('E-STRUCT-LITERAL', 'fields', ...t.fields.map((f) => f.name)) });
      continue;
    }
    if (given.has(k)) report(cx, 'E-STRUCT-LITERAL', p.key, `the field \`${k}\` is given twice`);
    given.set(k, p.value);
  }
  const missing = t.fields.filter((f) => !given.has(f.name));
  if (missing.length) {
    report(cx, 'E-STRUCT-LITERAL', node, `this \`${t.name}\` literal leaves out ${missing.map((f) => `\`${f.name}\``).join(', ')}`, {
      hint: hint('E-STRUCT-LITERAL', 'missing'),
    });
  }
  const fields = t.fields.map((f) => {
    const v = given.get(f.name);
    return v ? scalarFor(cx, v, f.type, `the field \`${f.name}\``) : errExpr(loc, f.type);
  });
  return { k: 'structLit', type: t, fields, loc };
}

/** A scalar expression converted to `to` as in C copy-initialisation. */
function scalarFor(cx: Checker, node: Node, to: ScalarType, what: string): Expr {
  const e = checkExpr(cx, node);
  if (isErr(e)) return errExpr(e.loc, to);
  if (!isScalar(e.type)) {
    report(cx, 'E-ARG-TYPE', node, `${what} is a \`${to}\`, not \`${typeName(e.type)}\``);
    return errExpr(e.loc, to);
  }
  return convert(e, to);
}

/**
 * Checks `node` as a value of type `want` (a declaration's type, an assignment's target,
 * a parameter, a return type): scalars convert; a struct needs an object literal or a value
 * of the same struct; a group a group of the same type. `what` names the destination.
 */
export function checkValueFor(cx: Checker, node: Node, want: ValueType, what: string): Expr {
  if (isScalar(want)) return scalarFor(cx, node, want, what);
  if (isStruct(want) && node.type === 'ObjectExpression') return checkObjectLiteral(cx, node, want);
  const prev = cx.structCallAt;
  cx.structCallAt = node;
  const e = checkExpr(cx, node);
  cx.structCallAt = prev;
  if (isErr(e)) return e;
  if (!sameType(e.type, want)) {
    const tiles = isGroup(want) && isGroup(e.type) && want.group === 'thread_block_tile' && e.type.group === 'thread_block_tile';
    report(cx, 'E-ARG-TYPE', node, `${what} is a \`${typeName(want)}\`, not \`${typeName(e.type)}\``, tiles ? { hint: hint('E-ARG-TYPE', 'tileSize') } : {});
    return errExpr(e.loc);
  }
  return e;
}

/** `base.field` on a struct value. */
export function fieldOf(cx: Checker, base: Expr, field: string, node: Node): Expr {
  const t = base.type as StructType;
  const f = t.fields.find((x) => x.name === field);
  if (!f) {
    report(cx, 'E-UNKNOWN-NAME', node, `\`${t.name}\` has no field \`${field}\``, {
      hint: hint('E-UNKNOWN-NAME', 'fields', ...t.fields.map((x) => x.name)),
    });
    return errExpr(locOf(node));
  }
  const e: FieldExpr = { k: 'field', type: f.type, object: base, field, loc: locOf(node) };
  return e;
}

/** Whether an expression of struct type is a call (it may appear only where
 * `cx.structCallAt` allows). */
export function isStructCall(e: Expr): boolean {
  return isStruct(e.type) && (e.k === 'call' || e.k === 'method' || e.k === 'cg');
}

/** Reports a struct-valued call outside the places that take one. */
export function structCallPlace(cx: Checker, node: Node): void {
  report(cx, 'E-STRUCT-PLACE', node, 'a call that returns a struct can only initialise a variable, be assigned, or be returned here', {
    hint: hint('E-STRUCT-PLACE', 'storeFirst'),
  });
}
