/**
 * Calls: C-style conversions `int(x)` ..., intrinsics (intrinsics/), legacy names
 * (legacy.ts), and `__device__` functions of the program. Anything else is an
 * unknown function, with a "did you mean" hint when the name is close to a known one.
 */
import type { CallExpression, Node } from '@babel/types';
import type { Expr, ScalarType } from './ir';
import { errExpr, isErr, report, type Checker } from './context';
import { locOf } from './loc';
import { lookupVar } from './scope';
import { constExpr, convert, isArray, isGroup, isScalar, typeName } from './types';
import { fits64, parseDecimal64 } from './int64';
import { checkCgCall, checkGroupMethod } from './cg/check-cg';
import { checkValueFor, isStructCall, structCallPlace } from './check-struct';
import { checkExpr, checkValue } from './check-expr';
import { INTRINSICS, isIntrinsic } from './intrinsics';
import { cudaMissingHint } from './cuda-missing';
import { LEGACY, legacyMessage } from './legacy';
import { closest } from './suggest';
import { hint, type Hint } from './registry';

/** Names of the C-style conversions and their target types (C++ [expr.type.conv]). */
export const CONVERSIONS: Readonly<Record<string, ScalarType>> = {
  int: 'int', uint: 'uint', unsigned: 'uint', float: 'float', double: 'double', bool: 'bool',
  long: 'long', ulong: 'ulong',
};

const JS_HINTS: Record<string, Hint> = {
  console: hint('E-UNSUPPORTED', 'console'),
  Math: hint('E-UNSUPPORTED', 'math'),
};

/** Checks a call expression. */
export function checkCall(cx: Checker, node: CallExpression): Expr {
  const loc = locOf(node);
  const callee = node.callee;
  const spread = node.arguments.find((a) => a.type === 'SpreadElement' || a.type === 'ArgumentPlaceholder');
  if (spread) {
    report(cx, 'E-UNSUPPORTED', spread, 'Warp TS does not support spread arguments');
    return errExpr(loc);
  }
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    const prop = callee.property.name;
    if (callee.object.type === 'Identifier' && callee.object.name === 'cg' && !lookupVar(cx, 'cg')) {
      return checkCgCall(cx, node, prop);
    }
    const o = callee.object;
    // A group is a local, a parameter or the result of a call (`cg.tiled_partition<4>(t)`).
    if ((o.type === 'Identifier' && lookupVar(cx, o.name)) || o.type === 'CallExpression' || o.type === 'MemberExpression') {
      const base = checkExpr(cx, o);
      if (isGroup(base.type)) return checkGroupMethod(cx, node, base, prop, callee.property);
      if (isErr(base)) {
        for (const a of node.arguments) checkExpr(cx, a);
        return errExpr(loc);
      }
    }
  }
  if (callee.type !== 'Identifier') {
    const obj = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' ? callee.object.name : '';
    const prop = callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
    const what = obj && prop ? `\`${obj}.${prop}(...)\` is a method call` : 'this call is not a call by name';
    report(cx, 'E-UNSUPPORTED', callee, `${what}: Warp TS has only functions called by name (no objects or methods)`,
      JS_HINTS[obj] ? { hint: JS_HINTS[obj] } : {});
    for (const a of node.arguments) checkExpr(cx, a);
    return errExpr(loc);
  }
  const name = callee.name;
  const args = node.arguments as Node[];
  if (lookupVar(cx, name)) {
    report(cx, 'E-UNKNOWN-FUNCTION', callee, `\`${name}\` is a variable, not a function`);
    return errExpr(loc);
  }
  const to = CONVERSIONS[name];
  if (to) return checkConversion(cx, node, name, to, args);
  if (name === '__shared__') {
    report(cx, 'E-SHARED-DECL', node, '`__shared__<T>(n)` may only initialise a `const` declaration');
    return errExpr(loc);
  }
  const legacy = legacyMessage(name);
  if (legacy) {
    report(cx, 'E-LEGACY-INTRINSIC', callee, legacy);
    for (const a of args) checkExpr(cx, a);
    return errExpr(loc);
  }
  if (isIntrinsic(name)) return INTRINSICS[name]!({ cx, name, node, args, loc });
  const sig = cx.fns.get(name);
  if (sig) return checkDeviceCall(cx, node, name, args);
  if (cudaMissingHint(name)) {
    report(cx, 'E-UNKNOWN-FUNCTION', callee, `\`${name}\` is a CUDA function that Warp TS does not have`, { hint: hint('E-UNKNOWN-FUNCTION', 'cudaMissing', name) });
    for (const a of args) checkExpr(cx, a);
    return errExpr(loc);
  }
  const near = closest(name, [...Object.keys(INTRINSICS), ...cx.fns.keys(), ...Object.keys(CONVERSIONS), ...Object.keys(LEGACY).map((l) => `${l}_sync`)]);
  report(cx, 'E-UNKNOWN-FUNCTION', callee, `\`${name}\` is not a function of this program or of Warp TS`,
    near ? { hint: hint('E-UNKNOWN-FUNCTION', 'didYouMean', near) } : {});
  for (const a of args) checkExpr(cx, a);
  return errExpr(loc);
}

/** `int(x)`, `uint(x)`, `unsigned(x)`, `float(x)`, `double(x)`, `bool(x)`, `long(x)`,
 * `ulong(x)`: an explicit `convert` node (C++ [expr.static.cast] on arithmetic types).
 * `long("...")`/`ulong("...")` of a string literal is a 64-bit constant (docs/language.md §5b): a
 * decimal integer with an optional sign, in the type's range (Warp TS numeric literals are
 * JavaScript numbers, exact only up to 2^53). */
function checkConversion(cx: Checker, node: CallExpression, name: string, to: ScalarType, args: Node[]): Expr {
  const loc = locOf(node);
  if (args.length !== 1) {
    report(cx, 'E-ARG-COUNT', node, `\`${name}(x)\` takes exactly 1 argument, got ${args.length}`);
    for (const a of args) checkExpr(cx, a);
    return errExpr(loc, to);
  }
  const arg = args[0]!;
  if ((to === 'long' || to === 'ulong') && arg.type === 'StringLiteral') {
    const v = parseDecimal64(arg.value);
    if (v === null) {
      report(cx, 'E-INT64-LITERAL', arg, `\`${name}("${arg.value.length > 30 ? `${arg.value.slice(0, 27)}...` : arg.value}")\` is not a decimal integer constant`);
      return errExpr(loc, to);
    }
    if (!fits64(v, to)) {
      report(cx, 'E-LITERAL-RANGE', arg, `${v} does not fit in \`${to}\` (${to === 'long' ? '-9223372036854775808 to 9223372036854775807' : '0 to 18446744073709551615'})`,
        { hint: to === 'ulong' && v < 0n ? hint('E-LITERAL-RANGE', 'negativeUlong') : hint('E-LITERAL-RANGE', 'range', to) });
      return errExpr(loc, to);
    }
    return constExpr(to, v, loc);
  }
  const e = checkValue(cx, args[0]!);
  if (isErr(e)) return errExpr(loc, to);
  return convert(e, to, true, loc);
}

/** A call of a function of the program: scalar arguments convert to the parameter
 * types; array arguments must be arrays of the same element type (by reference). */
function checkDeviceCall(cx: Checker, node: CallExpression, name: string, args: Node[]): Expr {
  const loc = locOf(node);
  const sig = cx.fns.get(name)!;
  if (sig.isKernel) {
    report(cx, 'E-CALL-KERNEL', node.callee, `\`${name}\` is a kernel (an exported function) and cannot be called`);
  }
  cx.fn?.calls.push({ callee: name, loc });
  if (args.length !== sig.params.length) {
    report(cx, 'E-ARG-COUNT', node,
      `\`${name}\` expects ${sig.params.length} argument${sig.params.length === 1 ? '' : 's'} (${sig.params.map((p) => p.name).join(', ')}), got ${args.length}`);
    for (const a of args) checkExpr(cx, a);
    return errExpr(loc, isScalar(sig.returnType) ? sig.returnType : 'int');
  }
  const out: Expr[] = sig.params.map((p, i) => {
    const an = args[i]!;
    if (!isArray(p.type) && !isScalar(p.type)) return checkValueFor(cx, an, p.type, `\`${p.name}\` of \`${name}\``);
    const e = checkExpr(cx, an);
    if (isErr(e)) return e;
    if (isArray(p.type)) {
      if (!isArray(e.type) || e.type.elem !== p.type.elem || e.type.struct?.name !== p.type.struct?.name) {
        report(cx, 'E-ARG-TYPE', an, `\`${p.name}\` of \`${name}\` must be a \`${typeName(p.type)}\` array, not \`${typeName(e.type)}\``);
        return errExpr(e.loc);
      }
      return e;
    }
    if (!isScalar(e.type)) {
      report(cx, 'E-ARG-TYPE', an, `\`${p.name}\` of \`${name}\` must be \`${p.type}\`, not \`${typeName(e.type)}\``);
      return errExpr(e.loc);
    }
    return convert(e, p.type);
  });
  const call: Expr = { k: 'call', fn: name, type: sig.returnType, args: out, loc };
  if (isStructCall(call) && cx.structCallAt !== node) structCallPlace(cx, node);
  return call;
}
