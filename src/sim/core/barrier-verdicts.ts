/**
 * The validity verdicts of a completed `__syncthreads()` (docs/language.md §6 "`__syncthreads()` in
 * divergent code"; Programming Guide §10.6: "allowed in conditional code but only if the
 * conditional evaluates identically across the entire thread block", PTX ISA §9.7.13.4
 * `bar.sync.aligned`: every thread of the block must execute the same barrier).
 *
 * An H200 counts arrivals per thread and lets both forms below complete (Programming
 * Guide §20.6.2); they are errors all the same, and the verdict does not depend on the
 * order the warps ran in:
 * - threads that waited at different `__syncthreads()` call sites (compute-sanitizer's
 *   synccheck reports this form): `E-BARRIER-SITES`;
 * - threads that reached the end of a region containing the barrier without taking part
 *   and then exited (a barrier inside `if (tid < stride)`): `E-BARRIER-PASSED`; on an H200
 *   synccheck reported only the threads of a warp that split at such a barrier
 *   (oracle/raw/sanitizer-2026-12-01.txt). Threads that returned before the barrier are
 *   exited, and fine.
 */
import type { BlockState, RunContext } from './context';
import { Op } from './instr';
import type { Group } from './state';
import type { Warp } from './warp';
import { laneRanges } from './values';
import { regionEnd, regionInstance } from './passby';

/** "warp 0 lanes 16–31; warp 1 lanes 0–31" (or "lanes 16–31" in a one-warp block). */
function threadsText(ctx: RunContext, parts: { w: Warp; mask: number }[]): string {
  return parts.map((p) => `${ctx.threadsPerBlock > 32 ? `warp ${p.w.index} ` : ''}lanes ${laneRanges(p.mask)}`).join('; ');
}

/** Where a region opened at instruction `site` ends, in words (as for warp-level calls). */
function regionText(ctx: RunContext, site: number): string {
  const ins = ctx.prog.code[site]!;
  const what = ins.op === Op.Call ? `the return from \`${ctx.prog.fns[ins.callee!]!.name}\`` : ins.what ?? 'branch';
  return regionEnd({ what, loc: ins.loc });
}

/** Reports the verdicts for a barrier the groups `waiting` are about to complete. Clears
 * the block's pass records (they count from one barrier to the next). */
export function barrierVerdicts(ctx: RunContext, block: BlockState, waiting: { w: Warp; g: Group }[]): void {
  const code = ctx.prog.code;
  const sites = [...new Set(waiting.map((x) => x.g.pc))].sort((a, b) => code[a]!.loc.line - code[b]!.loc.line);
  const loc = code[sites[0]!]!.loc;
  if (sites.length > 1) {
    const where = sites.map((pc) => {
      const parts = waiting.filter((x) => x.g.pc === pc).map((x) => ({ w: x.w, mask: x.g.mask }));
      return `${threadsText(ctx, parts)} at line ${code[pc]!.loc.line}`;
    });
    const text = `one \`__syncthreads()\` barrier was completed by threads waiting at different call sites: ${where.join(', and ')}. An H200 counts arrivals per thread: a build with -O3 completed such a barrier, one with -G hung on it. A barrier is defined only where every thread of the block reaches the same \`__syncthreads()\` (Programming Guide §10.6)`;
    for (const { w, g } of waiting) {
      for (const l of g.lanes) ctx.reporter.add('barrier', 'E-BARRIER-SITES', 'error', code[g.pc]!.loc, ctx.thread(w, l), () => text, undefined,
        () => sites.filter((pc) => pc !== g.pc).map((pc) => ({ message: 'other threads wait in this `__syncthreads()`', line: code[pc]!.loc.line, column: code[pc]!.loc.column })));
    }
  }
  const waitingSites = new Set(sites);
  for (const w of block.warps) {
    const gone = (w.exited & w.valid & ~w.stopped) >>> 0;
    let lanes = 0;
    let first: { site: number; line: number } | null = null;
    for (const p of w.barrierPasses) {
      const m = (p.mask & gone) >>> 0;
      if (!m) continue;
      const inside = ctx.prog.regionBarriers[p.site];
      if (!inside || !inside.some((b) => waitingSites.has(b))) continue;
      // Only a pass of the instance of the region the waiting threads are in: one of an
      // earlier instance (an earlier loop iteration or call, whose barrier no thread
      // reached), or of a region they are not in (another call site of the function), is
      // not a pass of this barrier.
      if (!waiting.some(({ w: v, g }) => g.tokens.some((t) => t.site === p.site) && g.lanes.some((l) => regionInstance(v, p.site, l) === p.instance))) continue;
      lanes = (lanes | m) >>> 0;
      first ??= p;
    }
    if (!lanes || !first) continue;
    const exits = [...new Set(Array.from({ length: 32 }, (_, l) => l).filter((l) => (lanes >>> l) & 1).map((l) => w.exitLine[l]!))].sort((a, b) => a - b);
    const others = threadsText(ctx, waiting.map((x) => ({ w: x.w, mask: x.g.mask })));
    const p = first;
    const text = `${threadsText(ctx, [{ w, mask: lanes }])} passed this \`__syncthreads()\` by: they reached ${regionText(ctx, p.site)} without calling it and exited at line${exits.length > 1 ? 's' : ''} ${exits.join(', ')}, while ${others} wait in it. An H200 completes the barrier once they exit, but \`__syncthreads()\` in conditional code is defined only when the condition is the same in the whole block (Programming Guide §10.6). On an H200, compute-sanitizer's synccheck reported only the threads of a warp that split at the barrier, and nothing when whole warps skipped it`;
    for (let l = 0; l < 32; l++) {
      if ((lanes >>> l) & 1) ctx.reporter.add('barrier', 'E-BARRIER-PASSED', 'error', loc, ctx.thread(w, l), () => text, undefined,
        () => [{ message: 'they reached the end of this region without calling `__syncthreads()`', line: p.line, column: 1 }]);
    }
  }
  for (const w of block.warps) w.barrierPasses.length = 0;
}
