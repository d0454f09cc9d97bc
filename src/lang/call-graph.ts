/**
 * The recursion check: recursion (direct or mutual) is an error (docs/language.md §2; device
 * code recursion needs a stack the simulator does not model). Each function that
 * can reach itself is reported at its first call that leads back to it.
 */
import type { Loc } from './ir';
import { report, type Checker } from './context';

/** Calls made by each function: callee names with call sites, in source order. */
export type CallGraph = Map<string, { callee: string; loc: Loc }[]>;

/** Reports `E-RECURSION` for every function on a call cycle. */
export function checkRecursion(cx: Checker, graph: CallGraph): void {
  for (const [fn, calls] of graph) {
    for (const c of calls) {
      const path = pathTo(graph, c.callee, fn);
      if (path) {
        const via = path.length > 1 ? ` (through ${path.slice(0, -1).map((p) => `\`${p}\``).join(', ')})` : '';
        report(cx, 'E-RECURSION', c.loc, `\`${fn}\` calls itself${via}: recursion is not supported`);
        break;
      }
    }
  }
}

/** A call path `from` → ... → `to` (the names after `from`, ending in `to`), or null. */
function pathTo(graph: CallGraph, from: string, to: string): string[] | null {
  const seen = new Set<string>();
  const walk = (n: string, acc: string[]): string[] | null => {
    if (n === to) return [...acc, n];
    if (seen.has(n)) return null;
    seen.add(n);
    for (const c of graph.get(n) ?? []) {
      const p = walk(c.callee, [...acc, n]);
      if (p) return p;
    }
    return null;
  };
  const p = walk(from, []);
  return p ? p.slice(0) : null;
}
