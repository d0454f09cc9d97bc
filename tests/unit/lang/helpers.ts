/**
 * Helpers for the front-end tests: compile a kernel body, list diagnostics as
 * `CODE@line:col`, and strip locations from IR for shape comparisons.
 */
import { compile } from '../../../src/lang';
import type { Expr, FunctionDecl, Program, Stmt } from '../../../src/lang/ir';

/** Compiles `source`, throwing if it does not compile (the message lists the
 * diagnostics). */
export function ok(source: string): Program {
  const r = compile(source);
  if (!r.program) {
    throw new Error(`expected a program, got:\n${r.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`).join('\n')}`);
  }
  return r.program;
}

/** The error and warning codes of `source`, as `CODE@line:col`, in order. */
export function codes(source: string): string[] {
  return compile(source).diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`);
}

/** Wraps statements in `export function kernel(out: int[], fo: float[], uo: uint[]) { ... }`
 * on line 1 so that line N of `body` is line N + 1 of the source. */
export function inKernel(body: string): string {
  return `export function kernel(out: int[], fo: float[], uo: uint[]) {\n${body}\n}\n`;
}

/** The kernel's function. */
export function kernelOf(p: Program): FunctionDecl {
  const f = p.functions.find((x) => x.name === p.kernel);
  if (!f) throw new Error('no kernel');
  return f;
}

/** Removes `loc` fields (recursively) for shape comparisons. */
export function noLoc<T>(x: T): T {
  return JSON.parse(JSON.stringify(x, (k, v) => (k === 'loc' ? undefined : v))) as T;
}

/** The initializer IR of the last `decl` statement in the kernel body (locations
 * removed). */
export function lastInit(body: string): Expr {
  const f = kernelOf(ok(inKernel(body)));
  const decls = f.body.filter((s): s is Extract<Stmt, { k: 'decl' }> => s.k === 'decl');
  const d = decls[decls.length - 1];
  if (!d || !d.init) throw new Error('no initialised decl');
  return noLoc(d.init);
}

/** The expression of the last expression statement of the kernel (locations removed). */
export function lastExpr(body: string): Expr {
  const f = kernelOf(ok(inKernel(body)));
  const s = [...f.body].reverse().find((x) => x.k === 'expr');
  if (!s || s.k !== 'expr') throw new Error('no expression statement');
  return noLoc(s.expr);
}

/** Shorthands for IR nodes in expected shapes. */
export const C = (type: Expr['type'], value: number): Expr => ({ k: 'const', type, value } as Expr);
export const L = (name: string, slot: number, type: Expr['type']): Expr => ({ k: 'local', type, slot, name } as Expr);
export const CV = (type: Expr['type'], arg: Expr, explicit = false): Expr => ({ k: 'convert', type, arg, explicit } as Expr);
export const TID: Expr = { k: 'builtin', type: 'uint', name: 'threadIdx', dim: 'x' } as Expr;
