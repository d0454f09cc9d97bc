/**
 * Expressions of the typed IR (src/lang/ir.ts) as C++ text. Every compound expression
 * is fully parenthesised, and every conversion the IR makes explicit is written as a C
 * cast, so nvcc evaluates exactly the operations, in exactly the types, that the
 * simulator does (docs/language.md §3; the IR already carries C's usual arithmetic conversions).
 */
import type { Expr, LValue } from '../lang/ir';
import type { EmitContext } from './emit-context';
import { emitCgCall, emitGroupMethod } from './cg';
import { emitIntrinsic } from './intrinsics';
import { cxxName } from './names';
import { fieldName, structLiteral } from './structs';
import { cType, literal, stringLiteral } from './types';

/**
 * An `int`/`uint` constant converted to `int`, `uint`, `float`, `double`, `long` or `ulong`,
 * as one literal of the target type (`1` → `1u`, `3` → `3.0f`, `-1` → `0xffffffffffffffffULL`):
 * C++ [conv.integral] wraps modulo 2^32 (2^64),
 * [conv.fpint] rounds to the nearest representable value (ties to even, as `Math.fround`).
 * Null for anything else (kept as a cast).
 */
function foldIntegerConstant(arg: Expr, to: string): string | null {
  if (arg.k !== 'const' || (arg.type !== 'int' && arg.type !== 'uint')) return null;
  const v = arg.value as number;
  switch (to) {
    case 'int': return literal('int', v | 0);
    case 'uint': return literal('uint', v >>> 0);
    case 'float': return literal('float', Math.fround(v));
    case 'double': return literal('double', v);
    case 'long': return literal('long', BigInt(v));
    case 'ulong': return literal('ulong', BigInt.asUintN(64, BigInt(v)));
    default: return null;
  }
}

function lvalue(cx: EmitContext, t: LValue): string {
  switch (t.k) {
    case 'local': return cxxName(t.name);
    case 'index': return `${expr(cx, t.array)}[${expr(cx, t.index)}]`;
    case 'field': return `${expr(cx, t.object)}.${fieldName(t.field)}`;
  }
}

/** The C++ text of `e`. Throws (an engine bug) on a node the IR does not define. */
export function expr(cx: EmitContext, e: Expr): string {
  switch (e.k) {
    case 'const':
      if (typeof e.type === 'object' || e.type === 'void' || e.type === 'string') throw new Error(`assertion: a constant of type ${String(e.type)}`);
      return literal(e.type, e.value);
    case 'string': return stringLiteral(e.value);
    case 'local': return cxxName(e.name);
    case 'builtin': return `${e.name}.${e.dim}`;
    case 'unary': return `(${e.op}${expr(cx, e.arg)})`;
    case 'binary': return `(${expr(cx, e.left)} ${e.op} ${expr(cx, e.right)})`;
    case 'compare': return `(${expr(cx, e.left)} ${e.op} ${expr(cx, e.right)})`;
    case 'logical': return `(${expr(cx, e.left)} ${e.op} ${expr(cx, e.right)})`;
    case 'cond': return `(${expr(cx, e.test)} ? ${expr(cx, e.then)} : ${expr(cx, e.else)})`;
    case 'convert': {
      if (typeof e.type !== 'string' || e.type === 'void' || e.type === 'string') throw new Error('assertion: conversion to a non-scalar type');
      const folded = foldIntegerConstant(e.arg, e.type);
      if (folded !== null) return folded;
      return `((${cType(e.type)})${expr(cx, e.arg)})`;
    }
    // The front end rejects calls of kernels, so `fn` is always a `__device__` function.
    case 'call': return `${cxxName(e.fn)}(${e.args.map((a) => expr(cx, a)).join(', ')})`;
    case 'intrinsic': return emitIntrinsic(cx, e, e.args.map((a) => expr(cx, a)));
    case 'index': return `${expr(cx, e.array)}[${expr(cx, e.index)}]`;
    case 'assign': return `(${lvalue(cx, e.target)} ${e.op ?? ''}= ${expr(cx, e.value)})`;
    case 'update': return e.prefix ? `(${e.op}${lvalue(cx, e.target)})` : `(${lvalue(cx, e.target)}${e.op})`;
    case 'field': return `${expr(cx, e.object)}.${fieldName(e.field)}`;
    case 'structLit': return structLiteral(e, e.fields.map((f) => bareExpr(cx, f)));
    case 'cg': return emitCgCall(cx, e, e.args.map((a) => bareExpr(cx, a)));
    case 'method': return emitGroupMethod(cx, e, expr(cx, e.group), e.args.map((a) => bareExpr(cx, a)));
    case 'seq': throw new Error('assertion: a simulator-internal sequence expression reached the CUDA export');
  }
}

/** `e` without its outer parentheses (for a condition, an initialiser, a return value). */
export function bareExpr(cx: EmitContext, e: Expr): string {
  const text = expr(cx, e);
  return isWrapped(text) ? text.slice(1, -1) : text;
}

/** Whether `text` is one parenthesised group from its first to its last character. */
function isWrapped(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  let quote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) { if (c === '\\') i++; else if (c === '"') quote = false; continue; }
    if (c === '"') quote = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

/** `e` as a statement: the outer parentheses of an assignment or update dropped. */
export function exprStatement(cx: EmitContext, e: Expr): string {
  return bareExpr(cx, e);
}
