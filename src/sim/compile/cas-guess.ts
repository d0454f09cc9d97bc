/**
 * The first guess of an `atomicCAS` loop: a plain read of `a[i]` in a function that also
 * calls `atomicCAS(a, i, …)` on the same array and index (the same expressions). The
 * Programming Guide's loop (§10.14, `atomicAdd` for `double`) reads its guess so, while
 * other threads update the element atomically; the compare-and-swap then checks the guess
 * and retries, so the read's value never reaches memory unchecked. Such a read is not
 * reported as racing with atomics (docs/language.md §6 "Races"); it still races with
 * another thread's plain write.
 */
import type { Expr, FunctionDecl, IndexExpr, Stmt } from '../../lang/ir';

/** An expression without the implicit conversions the checker put around it (an intrinsic's
 * arguments are converted to its parameter types). */
const bare = (e: Expr): Expr => (e.k === 'convert' && !e.explicit ? bare(e.arg) : e);

/** The key of an array and index pair: the two expressions without their source places,
 * types and implicit conversions. */
function keyOf(array: Expr, index: Expr): string {
  return JSON.stringify([bare(array), bare(index)], (k, v: unknown) => (k === 'loc' || k === 'type' ? undefined : v));
}

/** Every `atomicCAS(a, i, …)` pair of `decl`'s body, as keys. */
function casPairs(decl: FunctionDecl): Set<string> {
  const out = new Set<string>();
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) { for (const y of x) visit(y); return; }
    if (x === null || typeof x !== 'object') return;
    const e = x as { k?: string; name?: string; args?: Expr[] };
    if (e.k === 'intrinsic' && e.name === 'atomicCAS' && e.args && e.args.length >= 2) out.add(keyOf(e.args[0]!, e.args[1]!));
    for (const v of Object.values(x)) if (v !== null && typeof v === 'object') visit(v);
  };
  visit(decl.body as Stmt[]);
  return out;
}

const cache = new WeakMap<FunctionDecl, Set<string>>();

/** Whether the read `e` (in function `decl`) is the guess of an `atomicCAS` loop on the
 * same array and index. */
function isCasGuess(decl: FunctionDecl, e: IndexExpr): boolean {
  let pairs = cache.get(decl);
  if (!pairs) cache.set(decl, (pairs = casPairs(decl)));
  return pairs.size !== 0 && pairs.has(keyOf(e.array, e.index));
}

/** The lines of every read of `functions` that is the guess of an `atomicCAS` loop. A store's
 * target (`a[i] = …`) is not a read and is left out. */
export function casGuessLines(functions: readonly FunctionDecl[]): Set<number> {
  const lines = new Set<number>();
  for (const decl of functions) {
    if (casPairs(decl).size === 0) continue;
    const visit = (x: unknown, target: boolean): void => {
      if (Array.isArray(x)) { for (const y of x) visit(y, false); return; }
      if (x === null || typeof x !== 'object') return;
      const e = x as { k?: string; target?: unknown };
      if (e.k === 'index' && !target && isCasGuess(decl, x as IndexExpr)) lines.add((x as IndexExpr).loc.line);
      for (const [k, v] of Object.entries(x)) if (v !== null && typeof v === 'object') visit(v, e.k === 'assign' && k === 'target');
    };
    visit(decl.body, false);
  }
  return lines;
}
