/**
 * The limit on a kernel's static shared memory: every `__shared__` array the kernel and the
 * functions it calls declare (each declaration once, however often its function is called:
 * one array per block per declaration) together hold at most 48 KiB per block (CUDA C++
 * Programming Guide, Technical Specifications per Compute Capability, "Maximum amount of
 * shared memory per thread block": 48 KB statically; more needs dynamic shared memory, which
 * Warp TS does not have). ptxas refuses such a kernel ("uses too much shared data").
 */
import type { CallGraph } from './call-graph';
import { report, type Checker, type SharedDecl } from './context';
import { hint } from './registry';

/** Static shared memory per block, in bytes. */
export const SHARED_LIMIT_BYTES = 48 * 1024;

/** Reports `E-SHARED-DECL` at the declaration that takes kernel `kernel`'s static shared
 * memory past {@link SHARED_LIMIT_BYTES}, in the order the kernel reaches them (its own in
 * source order, then each called function's, depth first in call order). `shared`: each
 * function's declarations; a single declaration over the limit is reported where it is. */
export function checkSharedTotal(cx: Checker, kernel: string, graph: CallGraph, shared: Map<string, SharedDecl[]>): void {
  const decls: SharedDecl[] = [];
  const seen = new Set<string>();
  const visit = (fn: string): void => {
    if (seen.has(fn)) return;
    seen.add(fn);
    decls.push(...(shared.get(fn) ?? []));
    for (const c of graph.get(fn) ?? []) visit(c.callee);
  };
  visit(kernel);
  let total = 0;
  for (let k = 0; k < decls.length; k++) {
    total += decls[k]!.bytes;
    if (total <= SHARED_LIMIT_BYTES) continue;
    const sum = decls.reduce((s, d) => s + d.bytes, 0);
    const list = decls.map((d) => `\`${d.name}\` ${d.bytes} bytes`).join(', ');
    report(cx, 'E-SHARED-DECL', decls[k]!.loc,
      `the kernel \`${kernel}\` declares ${sum} bytes of shared memory in all (${list}); a block may declare at most ${SHARED_LIMIT_BYTES} bytes statically`,
      { hint: hint('E-SHARED-DECL', 'tooMuchInAll') });
    return;
  }
}
