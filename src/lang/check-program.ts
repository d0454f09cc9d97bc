/**
 * The program level (docs/language.md §2): imports from `"warp"` (ignored), top-level scalar
 * constants (folded), `export function` / `export default function` kernels, other
 * functions as `__device__` functions, the recursion check, and the final IR.
 */
import type { File, FunctionDeclaration, Node, Statement, VariableDeclaration } from '@babel/types';
import type { FunctionDecl, Param, Program, ScalarType, StructType } from './ir';
import { isErr, report, type Checker, type FnSig } from './context';
import { locOf } from './loc';
import { declareVar } from './scope';
import { resolveType } from './type-annot';
import { checkValue } from './check-expr';
import { checkStmts } from './check-stmt';
import { convert, isArray, isGroup, isStruct, typeName } from './types';
import { declareStruct } from './check-struct';
import { fold, type Why } from './const-fold';
import { canComplete, hasValueReturn } from './returns';
import { fullExpressions, unsequencedIn } from './sequence';
import { checkRecursion, type CallGraph } from './call-graph';
import { checkSharedTotal } from './check-shared-total';
import { checkPlainPolls } from './plain-poll';
import type { SharedDecl } from './context';
import { unsupported } from './unsupported';
import { INTRINSICS } from './intrinsics';
import { LEGACY } from './legacy';
import { CONVERSIONS } from './check-call';
import { hint } from './registry';

const RESERVED = new Set([
  ...Object.keys(INTRINSICS), ...Object.keys(LEGACY), ...Object.keys(CONVERSIONS),
  '__shared__', 'threadIdx', 'blockIdx', 'blockDim', 'gridDim', 'warpSize', 'cg',
]);

interface FnEntry { node: FunctionDeclaration; exported: boolean; isDefault?: boolean; name: string }

/** Checks a parsed module and builds its IR (diagnostics go to `cx`). */
export function checkProgram(cx: Checker, ast: File): Program {
  const fns: FnEntry[] = [];
  for (const st of ast.program.body) collectTopLevel(cx, st, fns);
  for (const f of fns) declareSignature(cx, f);
  const functions: FunctionDecl[] = [];
  const graph: CallGraph = new Map();
  const shared = new Map<string, SharedDecl[]>();
  for (const f of fns) {
    const sig = cx.fns.get(f.name);
    if (!sig || sig.loc !== locOfFn(f)) continue;
    const decl = checkFunctionBody(cx, f, sig);
    functions.push(decl);
    graph.set(sig.name, cx.fn?.calls ?? []);
    shared.set(sig.name, cx.fn?.shared ?? []);
    cx.fn = null;
  }
  checkRecursion(cx, graph);
  for (const f of functions) if (f.isKernel) checkSharedTotal(cx, f.name, graph, shared);
  for (const f of functions) checkPlainPolls(cx, f);
  // The entry point (§2): `kernel`, else the default export, else the first exported kernel.
  const defaultName = fns.find((f) => f.isDefault)?.name;
  const kernel = (functions.find((f) => f.isKernel && f.name === 'kernel') ?? functions.find((f) => f.isKernel && f.name === defaultName)
    ?? functions.find((f) => f.isKernel))?.name ?? null;
  const program: Program = { functions, kernel, source: cx.source };
  if (cx.structs.size) program.structs = [...cx.structs.values()];
  if (cx.usesCg) program.usesCg = true;
  return program;
}

const fnLocs = new WeakMap<FunctionDeclaration, ReturnType<typeof locOf>>();
function locOfFn(f: FnEntry) {
  let l = fnLocs.get(f.node);
  if (!l) {
    l = locOf(f.node.id ?? f.node);
    fnLocs.set(f.node, l);
  }
  return l;
}

function collectTopLevel(cx: Checker, st: Statement, fns: FnEntry[]): void {
  switch (st.type) {
    case 'ImportDeclaration':
      if (st.source.value !== 'warp') {
        report(cx, 'E-IMPORT', st, `imports are not supported in Warp TS (\`${st.source.value}\`)`);
      }
      return;
    case 'FunctionDeclaration':
      fns.push({ node: st, exported: false, name: st.id?.name ?? 'default' });
      return;
    case 'ExportNamedDeclaration':
      if (st.declaration?.type === 'FunctionDeclaration') {
        fns.push({ node: st.declaration, exported: true, name: st.declaration.id?.name ?? 'default' });
      } else if (st.declaration?.type === 'VariableDeclaration') {
        topConst(cx, st.declaration);
      } else if (st.declaration?.type === 'TSTypeAliasDeclaration') {
        declareStruct(cx, st.declaration, (n) => RESERVED.has(n) || cx.consts.has(n));
      } else if (st.declaration) {
        unsupported(cx, st.declaration);
      } else {
        report(cx, 'E-UNSUPPORTED', st, 'Warp TS does not support export lists; write `export function ...`');
      }
      return;
    case 'ExportDefaultDeclaration':
      if (st.declaration.type === 'FunctionDeclaration') {
        fns.push({ node: st.declaration, exported: true, isDefault: true, name: st.declaration.id?.name ?? 'default' });
      } else {
        report(cx, 'E-UNSUPPORTED', st, 'only `export default function ...` is supported');
      }
      return;
    case 'VariableDeclaration':
      if (st.declare) {
        report(cx, 'E-UNSUPPORTED', st, 'Warp TS does not support `declare` (every name must have a value)');
        return;
      }
      topConst(cx, st);
      return;
    case 'EmptyStatement':
      return;
    case 'TSTypeAliasDeclaration':
      declareStruct(cx, st, (n) => RESERVED.has(n) || cx.consts.has(n));
      return;
    case 'TSDeclareFunction':
    case 'ClassDeclaration':
    case 'TSEnumDeclaration':
    case 'TSInterfaceDeclaration':
    case 'TSModuleDeclaration':
    case 'ExportAllDeclaration':
      unsupported(cx, st);
      return;
    default:
      report(cx, 'E-TOP-LEVEL', st, 'statements outside a function are not allowed');
  }
}

/** `const NAME: T = <constant expression>` at the top level: folded now. */
function topConst(cx: Checker, node: VariableDeclaration): void {
  if (node.kind !== 'const') {
    report(cx, 'E-TOP-LEVEL', node, `top-level \`${node.kind}\` variables are not allowed: only \`const\` scalars`);
    return;
  }
  for (const d of node.declarations) {
    if (d.id.type !== 'Identifier') {
      report(cx, 'E-UNSUPPORTED', d.id, 'Warp TS does not support destructuring');
      continue;
    }
    const name = d.id.name;
    const annot = d.id.typeAnnotation?.type === 'TSTypeAnnotation' ? resolveType(cx, d.id.typeAnnotation) : undefined;
    if (annot === null) continue;
    if (annot === 'void' || (annot && isArray(annot)) || d.init?.type === 'ArrayExpression') {
      report(cx, 'E-TOP-LEVEL', d, `the top-level constant \`${name}\` must be a scalar`, {
        hint: hint('E-TOP-LEVEL', 'array'),
      });
      continue;
    }
    if (RESERVED.has(name) || cx.consts.has(name)) {
      report(cx, RESERVED.has(name) ? 'E-SHADOW-BUILTIN' : 'E-REDECLARE', d.id,
        RESERVED.has(name) ? `\`${name}\` is a built-in of Warp TS and cannot be redefined` : `\`${name}\` is already defined`);
      continue;
    }
    if (!d.init) continue; // Babel rejects `const` without an initializer.
    if (annot && (isStruct(annot) || isGroup(annot))) {
      report(cx, 'E-TOP-LEVEL', d, `the top-level constant \`${name}\` must be a scalar`);
      continue;
    }
    const e = checkValue(cx, d.init);
    const t: ScalarType = annot ?? (isErr(e) ? 'int' : (e.type as ScalarType));
    const why: Why = {};
    const v = isErr(e) ? null : fold(convert(e, t), why);
    if (v === null) {
      if (!isErr(e)) {
        report(cx, 'E-CONST-EXPR', d.init, why.text
          ? `the value of \`${name}\` is not a constant expression: ${why.text}`
          : `the value of \`${name}\` is not a constant expression`, why.text ? { hint: hint('E-CONST-EXPR', 'undefined') } : undefined);
      }
      cx.consts.set(name, { name, type: t, value: t === 'long' || t === 'ulong' ? 0n : 0, bad: true });
      continue;
    }
    cx.consts.set(name, { name, type: t, value: v });
  }
}

function declareSignature(cx: Checker, f: FnEntry): void {
  const n = f.node;
  const at: Node = n.id ?? n;
  if (n.async || n.generator) {
    report(cx, 'E-UNSUPPORTED', at, `Warp TS does not support ${n.async ? '`async` functions' : 'generators'}`);
  }
  if (n.typeParameters) report(cx, 'E-UNSUPPORTED', n.typeParameters, 'Warp TS does not support generic functions');
  if (RESERVED.has(f.name)) {
    report(cx, 'E-SHADOW-BUILTIN', at, `\`${f.name}\` is a built-in of Warp TS and cannot be redefined`);
    return;
  }
  if (cx.fns.has(f.name) || cx.consts.has(f.name)) {
    report(cx, 'E-REDECLARE', at, `\`${f.name}\` is already defined`);
    return;
  }
  const params: FnSig['params'] = [];
  for (const p of n.params) {
    if (p.type !== 'Identifier') {
      unsupported(cx, p);
      continue;
    }
    if (p.name === 'this') {
      report(cx, 'E-UNSUPPORTED', p, 'Warp TS does not support `this`');
      continue;
    }
    if (p.optional) report(cx, 'E-UNSUPPORTED', p, 'Warp TS does not support optional parameters');
    const ta = p.typeAnnotation;
    if (!ta || ta.type !== 'TSTypeAnnotation') {
      report(cx, 'E-PARAM-TYPE', p, `the parameter \`${p.name}\` needs a type`);
      params.push({ name: p.name, type: 'int' });
      continue;
    }
    const t = resolveType(cx, ta);
    if (t === 'void') report(cx, 'E-PARAM-TYPE', p, `the parameter \`${p.name}\` cannot be \`void\``);
    params.push({ name: p.name, type: t === null || t === 'void' ? 'int' : t });
  }
  let returnType: ScalarType | StructType | 'void' = 'void';
  let badReturn = false;
  const rt = n.returnType;
  if (rt && rt.type === 'TSTypeAnnotation') {
    const t = resolveType(cx, rt);
    if (t && isArray(t)) report(cx, 'E-ARRAY-VALUE', rt, `\`${f.name}\` cannot return an array`);
    if (t && isGroup(t)) report(cx, 'E-GROUP-VALUE', rt, `\`${f.name}\` cannot return a group`, { hint: hint('E-GROUP-VALUE', 'returned') });
    if (t && !isArray(t) && !isGroup(t)) returnType = t;
    else badReturn = true;
  }
  // An exported function returning a value is an exported `__device__` function
  // (an exercise's harness calls it); an exported `void` function is a kernel, and so
  // is `export default` or an exported `kernel`, whose return type must be `void`.
  const isKernel = f.exported && (returnType === 'void' || f.isDefault === true || f.name === 'kernel');
  if (isKernel && returnType !== 'void' && rt) {
    report(cx, 'E-KERNEL-RETURN', rt, `the kernel \`${f.name}\` must return \`void\`, not \`${typeName(returnType)}\``);
    badReturn = true;
  }
  if (f.exported && isStruct(returnType)) {
    report(cx, 'E-RETURN-TYPE', rt ?? at, `the exported function \`${f.name}\` cannot return a struct (\`${returnType.name}\`)`, {
      hint: hint('E-RETURN-TYPE', 'exportedStruct'),
    });
    badReturn = true;
  }
  if (f.exported) {
    n.params.forEach((p, i) => {
      const t = params[i]?.type;
      if (t && (isStruct(t) || isGroup(t))) {
        report(cx, 'E-PARAM-TYPE', p, `the ${isKernel ? 'kernel' : 'exported function'} \`${f.name}\` cannot take a ${isGroup(t) ? 'group' : 'struct'} parameter (\`${typeName(t)}\`)`, {
          hint: isGroup(t) ? hint('E-PARAM-TYPE', 'group') : hint('E-PARAM-TYPE', 'struct'),
        });
      } else if (t && isArray(t) && t.struct) {
        // Launches and exercises pass arrays of scalars (docs/language.md §7): an array of
        // structs has no argument form.
        report(cx, 'E-PARAM-TYPE', p, `the ${isKernel ? 'kernel' : 'exported function'} \`${f.name}\` cannot take an array of structs (\`${typeName(t)}\`)`, {
          hint: hint('E-PARAM-TYPE', 'structArray'),
        });
      }
    });
  }
  cx.fns.set(f.name, { name: f.name, params, returnType, annotated: !!rt, badReturn, isKernel, loc: locOfFn(f) });
}

function checkFunctionBody(cx: Checker, f: FnEntry, sig: FnSig): FunctionDecl {
  cx.fn = { sig, slots: [], scopes: [new Map()], loopDepth: 0, switchDepth: 0, calls: [], shared: [] };
  const params: Param[] = [];
  const pnodes = f.node.params.filter((p) => p.type === 'Identifier' && p.name !== 'this');
  sig.params.forEach((p, i) => {
    const node = pnodes[i] ?? f.node;
    const v = declareVar(cx, p.name, p.type, false, node);
    params.push({ name: p.name, slot: v.slot, type: p.type, loc: locOf(node) });
  });
  const body = checkStmts(cx, f.node.body.body);
  for (const e of fullExpressions(body)) {
    for (const u of unsequencedIn(e)) {
      report(cx, 'E-UNSEQUENCED', u.loc, `\`${u.name}\` is modified here and also used elsewhere in the same expression, with no order between the two in CUDA C++ (undefined behaviour, or an unspecified order for the arguments of a call), where TypeScript would go left to right`);
    }
  }
  if (sig.returnType !== 'void' && !sig.badReturn && canComplete(body)) {
    const at = sig.loc;
    if (!hasValueReturn(body)) {
      report(cx, 'E-MISSING-RETURN', at, `\`${sig.name}\` is declared to return \`${sig.returnType}\` but never returns a value`);
    } else {
      report(cx, 'W-MISSING-RETURN', at, `control can reach the end of \`${sig.name}\` without returning a value`, { severity: 'warning' });
    }
  }
  return { name: sig.name, params, returnType: sig.returnType, body, isKernel: sig.isKernel, slots: cx.fn.slots, loc: sig.loc, endLine: f.node.loc?.end.line ?? sig.loc.line };
}
