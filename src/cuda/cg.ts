/**
 * Cooperative groups in the CUDA export (docs/language.md §5b): the `cg` namespace of Warp TS is
 * CUDA's `namespace cg = cooperative_groups;`, so a call keeps its name with `::` for `.`
 * (CUDA C++ Programming Guide §11.4–11.6; CUDA 13's cooperative_groups.h):
 * `cg::tiled_partition<16>(block)`, `cg::reduce(tile, v, cg::plus<float>())`,
 * `cg::inclusive_scan(tile, v)` (the operator left out as in the source: CUDA's default is
 * `cg::plus`), `tile.shfl(v, 3)`. The one spelling that differs is `match_all`'s predicate:
 * Warp TS passes a one-element `int[]` for CUDA's `int&`, exported as `pred[0]`.
 * `cg::reduce` needs `<cooperative_groups/reduce.h>` and the scans
 * `<cooperative_groups/scan.h>`; the emitter records which (see `cgIncludes`).
 */
import type { CgCallExpr, GroupMethodExpr } from '../lang/ir';
import type { EmitContext } from './emit-context';
import { cType } from './types';

/** The C++ call for a `cg.f(...)` node, given its arguments already emitted. */
export function emitCgCall(cx: EmitContext, e: CgCallExpr, args: string[]): string {
  cx.cg.add('core');
  switch (e.fn) {
    case 'this_thread_block':
    case 'coalesced_threads':
      return `cg::${e.fn}()`;
    case 'tiled_partition':
      if (e.size === undefined) throw new Error('assertion: tiled_partition without a size');
      return `cg::tiled_partition<${e.size}>(${args[0]})`;
    case 'labeled_partition':
    case 'binary_partition':
      return `cg::${e.fn}(${args[0]}, ${args[1]})`;
    case 'reduce':
    case 'inclusive_scan':
    case 'exclusive_scan': {
      if (!e.op || !e.opType) throw new Error(`assertion: cg.${e.fn} without an operator`);
      cx.cg.add(e.fn === 'reduce' ? 'reduce' : 'scan');
      const op = e.fn !== 'reduce' && e.explicitOp === false ? '' : `, cg::${e.op}<${cType(e.opType)}>()`;
      return `cg::${e.fn}(${args[0]}, ${args[1]}${op})`;
    }
  }
}

/** The C++ call for `group.method(...)`, given the group and the arguments already emitted. */
export function emitGroupMethod(cx: EmitContext, e: GroupMethodExpr, group: string, args: string[]): string {
  cx.cg.add('core');
  if (e.method === 'match_all') {
    if (args.length !== 2) throw new Error('assertion: match_all without its predicate array');
    return `${group}.match_all(${args[0]}, ${args[1]}[0])`;
  }
  return `${group}.${e.method}(${args.join(', ')})`;
}

/** The `#include` lines and the namespace alias for what the export used (none when it
 * used no group). */
export function cgIncludes(cx: EmitContext, usesCg: boolean): string[] {
  if (!usesCg && cx.cg.size === 0) return [];
  const lines = ['#include <cooperative_groups.h>'];
  if (cx.cg.has('reduce')) lines.push('#include <cooperative_groups/reduce.h>');
  if (cx.cg.has('scan')) lines.push('#include <cooperative_groups/scan.h>');
  return [...lines, '', 'namespace cg = cooperative_groups;'];
}
