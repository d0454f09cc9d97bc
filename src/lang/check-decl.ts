/**
 * Local declarations (docs/language.md §3, §5): `let x = e` (the type of `e`, like `auto`),
 * `let x: T = e` (assignment conversion), `let x: T;` (undefined value until
 * assigned), `const s = __shared__<T>(n)` (one array per block per declaration) and
 * `const a: T[] = [e0, e1, ...]` (a per-thread local array).
 */
import type { CallExpression, Expression, Node, VariableDeclaration, VariableDeclarator } from '@babel/types';
import type { StructType } from './ir';
import type { ElemType, Expr, ScalarType, Stmt } from './ir';
import { isErr, report, type Checker } from './context';
import { locOf } from './loc';
import { declareVar, lookupVar } from './scope';
import { resolveType, type AnnotType } from './type-annot';
import { checkExpr, checkValue, requireScalar } from './check-expr';
import { commonType, convert, isArray, isGroup, isIntegerType, isScalar, isStruct, promote, typeName } from './types';
import { checkValueFor, structBytes } from './check-struct';
import { fold } from './const-fold';
import { hint } from './registry';

import { SHARED_LIMIT_BYTES } from './check-shared-total';

/** Checks a `let`/`const` declaration inside a function; one IR statement per
 * declarator. */
export function checkVarDecl(cx: Checker, node: VariableDeclaration): Stmt[] {
  if (node.kind !== 'let' && node.kind !== 'const') {
    report(cx, 'E-UNSUPPORTED', node, `Warp TS does not support \`${node.kind}\` declarations`, { hint: hint('E-UNSUPPORTED', 'var') });
  }
  const out: Stmt[] = [];
  for (const d of node.declarations) {
    const s = checkDeclarator(cx, d, node.kind === 'const');
    if (s) out.push(s);
  }
  return out;
}

function checkDeclarator(cx: Checker, d: VariableDeclarator, isConst: boolean): Stmt | null {
  const loc = locOf(d);
  if (d.id.type !== 'Identifier') {
    report(cx, 'E-UNSUPPORTED', d.id, 'Warp TS does not support destructuring');
    return null;
  }
  const name = d.id.name;
  const annot: AnnotType | null | undefined = d.id.typeAnnotation && d.id.typeAnnotation.type === 'TSTypeAnnotation'
    ? resolveType(cx, d.id.typeAnnotation)
    : undefined;
  const hadAnnot = annot !== undefined;
  const init = d.init;
  if (init && isSharedCall(cx, init)) return checkShared(cx, d, name, init, annot);
  if (init && init.type === 'ArrayExpression') return checkLocalArray(cx, d, name, init.elements as (Node | null)[], annot);
  if (annot === 'void') {
    report(cx, 'E-TYPE-UNKNOWN', d.id, `a variable cannot have type \`void\``);
    return null;
  }
  if (annot && isArray(annot)) {
    if (init) checkExpr(cx, init);
    report(cx, 'E-ARRAY-VALUE', d, `\`${name}\` cannot be a copy or alias of another array`, {
      hint: hint('E-ARRAY-VALUE', 'alias'),
    });
    declareVar(cx, name, annot, true, d.id);
    return null;
  }
  if (annot && (isStruct(annot) || isGroup(annot))) {
    if (!init && isGroup(annot)) {
      report(cx, 'E-GROUP-VALUE', d, `the group \`${name}\` needs its value: \`const ${name} = cg.tiled_partition<16>(block);\``);
      declareVar(cx, name, annot, true, d.id);
      return null;
    }
    const e = init ? checkValueFor(cx, init, annot, `\`${name}\``) : null;
    const v = declareVar(cx, name, annot, isConst || isGroup(annot), d.id);
    return { k: 'decl', slot: v.slot, name, type: annot, init: e, loc };
  }
  if (!init) {
    if (!hadAnnot) report(cx, 'E-DECL-NO-TYPE', d, `\`${name}\` has neither a type nor a value`);
    const t: ScalarType = annot ?? 'int';
    const v = declareVar(cx, name, t, isConst, d.id);
    return { k: 'decl', slot: v.slot, name, type: t, init: null, loc };
  }
  const prevAt = cx.structCallAt;
  cx.structCallAt = init;
  const e0 = checkExpr(cx, init);
  cx.structCallAt = prevAt;
  if (!annot && !isErr(e0) && (isStruct(e0.type) || isGroup(e0.type))) {
    const v = declareVar(cx, name, e0.type, isConst || isGroup(e0.type), d.id);
    return { k: 'decl', slot: v.slot, name, type: e0.type, init: e0, loc };
  }
  if (isArray(e0.type)) {
    report(cx, 'E-ARRAY-VALUE', init, `\`${name}\` cannot be a copy or alias of an array`, {
      hint: hint('E-ARRAY-VALUE', 'copy'),
    });
    declareVar(cx, name, e0.type, true, d.id);
    return null;
  }
  const e = requireScalar(cx, e0, init);
  const t: ScalarType = annot ?? (isScalar(e.type) ? e.type : 'int');
  const v = declareVar(cx, name, t, isConst, d.id);
  return { k: 'decl', slot: v.slot, name, type: t, init: isErr(e) ? e : convert(e, t), loc };
}

function isSharedCall(cx: Checker, e: Expression): e is CallExpression {
  return e.type === 'CallExpression' && e.callee.type === 'Identifier' && e.callee.name === '__shared__' && !lookupVar(cx, '__shared__');
}

/** `const s = __shared__<T>(n)`: `n` folds to a positive integer constant. */
function checkShared(cx: Checker, d: VariableDeclarator, name: string, call: CallExpression, annot: AnnotType | null | undefined): Stmt | null {
  const loc = locOf(d);
  const targs = call.typeParameters?.params ?? [];
  let elem: ElemType | null = null;
  let struct: StructType | undefined;
  if (targs.length === 1) {
    const t = resolveType(cx, targs[0]!);
    if (t !== null && isStruct(t)) { struct = t; elem = 'int'; }
    else if (t === 'int' || t === 'uint' || t === 'float' || t === 'double' || t === 'long' || t === 'ulong') elem = t;
    else if (t !== null) report(cx, 'E-SHARED-DECL', targs[0]!, `shared arrays hold \`int\`, \`uint\`, \`float\`, \`double\`, \`long\` or \`ulong\`, not \`${typeName(t)}\``);
    else return null;
  } else if (annot && isArray(annot)) {
    elem = annot.elem;
  } else {
    report(cx, 'E-SHARED-DECL', call, '`__shared__` needs its element type: `__shared__<float>(n)`');
  }
  if (elem && annot && (!isArray(annot) || annot.elem !== elem || annot.struct?.name !== struct?.name)) {
    report(cx, 'E-SHARED-DECL', d.id, `\`${name}\` is annotated \`${typeName(annot)}\` but holds \`${elem}\``);
  }
  let length = 1;
  if (call.arguments.length !== 1) {
    report(cx, 'E-SHARED-DECL', call, `\`__shared__\` takes exactly 1 argument (the length), got ${call.arguments.length}`);
  } else {
    const n = checkValue(cx, call.arguments[0]!);
    const v = isErr(n) ? null : fold(n);
    if (!isErr(n)) {
      if (typeof v !== 'number' || !isIntegerType(n.type) || v <= 0) {
        report(cx, 'E-SHARED-DECL', call.arguments[0]!, 'the length of a `__shared__` array must be a positive integer constant');
      } else {
        length = v;
        const bytes = v * (struct ? structBytes(struct) : elem === 'double' || elem === 'long' || elem === 'ulong' ? 8 : 4);
        if (bytes > SHARED_LIMIT_BYTES) {
          report(cx, 'E-SHARED-DECL', call.arguments[0]!, `\`${name}\` needs ${bytes} bytes of shared memory; a block may declare at most ${SHARED_LIMIT_BYTES} bytes statically`, { hint: hint('E-SHARED-DECL', 'tooLarge') });
          length = 1;
        } else cx.fn?.shared.push({ name, bytes, loc: locOf(call.arguments[0]!) });
      }
    }
  }
  const el: ElemType = elem ?? 'int';
  const v = declareVar(cx, name, { kind: 'array', elem: el, space: 'shared', ...(struct ? { struct } : {}) }, true, d.id);
  return { k: 'shared', slot: v.slot, name, elem: el, length, loc, ...(struct ? { struct } : {}) };
}

/** `const a: T[] = [e0, e1, ...]`: elements convert to `T` (or, without an
 * annotation, to the common type of the elements). */
function checkLocalArray(cx: Checker, d: VariableDeclarator, name: string, elements: (Node | null)[], annot: AnnotType | null | undefined): Stmt | null {
  const loc = locOf(d);
  const values: Expr[] = [];
  if (annot && isArray(annot) && annot.struct) {
    const st = annot.struct;
    for (const el of elements) {
      if (!el || el.type === 'SpreadElement') {
        report(cx, 'E-LOCAL-ARRAY', el ?? d, 'array elements must be plain values (no holes, no spread)');
        continue;
      }
      values.push(checkValueFor(cx, el, st, `an element of \`${name}\``));
    }
    if (elements.length === 0) report(cx, 'E-LOCAL-ARRAY', d, `the local array \`${name}\` needs at least one element`);
    const v = declareVar(cx, name, { kind: 'array', elem: 'int', space: 'local', struct: st }, true, d.id);
    return { k: 'localArray', slot: v.slot, name, elem: 'int', init: values, loc, struct: st };
  }
  for (const el of elements) {
    if (!el || el.type === 'SpreadElement') {
      report(cx, 'E-LOCAL-ARRAY', el ?? d, 'array elements must be plain values (no holes, no spread)');
      continue;
    }
    values.push(checkValue(cx, el));
  }
  if (elements.length === 0) report(cx, 'E-LOCAL-ARRAY', d, `the local array \`${name}\` needs at least one element`);
  let elem: ElemType = 'int';
  if (annot && isArray(annot)) elem = annot.elem;
  else if (annot) {
    report(cx, 'E-LOCAL-ARRAY', d.id, `\`${name}\` is initialised with an array but annotated \`${typeName(annot)}\``);
  } else {
    let t: ScalarType | null = null;
    for (const v of values) if (isScalar(v.type) && !isErr(v)) t = t === null ? promote(v.type) : commonType(t, v.type);
    elem = (t ?? 'int') as ElemType;
  }
  const v = declareVar(cx, name, { kind: 'array', elem, space: 'local' }, true, d.id);
  return { k: 'localArray', slot: v.slot, name, elem, init: values.map((x) => (isErr(x) ? x : convert(x, elem))), loc };
}
