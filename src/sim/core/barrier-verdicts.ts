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

/** `parts` (lanes of groups) as one mask per warp, in warp order. */
function byWarp(parts: readonly { w: Warp; mask: number }[]): { w: Warp; mask: number }[] {
  const out: { w: Warp; mask: number }[] = [];
  for (const p of parts) {
    const same = out.find((o) => o.w === p.w);
    if (same) same.mask = (same.mask | p.mask) >>> 0;
    else out.push({ w: p.w, mask: p.mask });
  }
  return out.sort((a, b) => a.w.index - b.w.index);
}

/** Where a region opened at instruction `site` ends, in words (as for warp-level calls). */
function regionText(ctx: RunContext, site: number): string {
  const ins = ctx.prog.code[site]!;
  const what = ins.op === Op.Call ? `the return from \`${ctx.prog.fns[ins.callee!]!.name}\`` : ins.what ?? 'branch';
  return regionEnd({ what, loc: ins.loc });
}

/**
 * Where a waiting lane is, as far as the barrier's validity goes: the call site of the
 * `__syncthreads()`, the device-function calls it was reached through (nvcc inlines them:
 * one barrier in a function called from both arms of an `if` is two barriers), and which
 * pass of each loop around it (one barrier inside `if (warp == i)` in a loop over `i` is
 * reached by different warps in different passes). Lanes at one barrier in different
 * places completed it together only by counting arrivals.
 */
interface Place { key: string; pc: number; calls: number[]; loops: { site: number; pass: number }[] }

function placeOf(w: Warp, g: Group, lane: number): Place {
  const code = w.ctx.prog.code;
  const loopIndex = w.ctx.prog.nesting.loopIndex;
  const calls: number[] = [];
  const loops: { site: number; pass: number }[] = [];
  for (const t of g.tokens) {
    if (code[t.site]!.op === Op.Call) calls.push(t.site);
    const li = loopIndex[t.site]!;
    if (li >= 0) loops.push({ site: t.site, pass: w.loopIter[li * 32 + lane]! + w.loopAll[li]! + 1 });
  }
  return { key: `${g.pc}|${calls.join(',')}|${loops.map((x) => `${x.site}:${x.pass}`).join(',')}`, pc: g.pc, calls, loops };
}

/** Whether every lane of `g` is in the same pass of each loop around it (`Warp.loopMixed`
 * clear: one count for all lanes; else equal per-lane counts). */
function samePasses(w: Warp, g: Group): boolean {
  const loopIndex = w.ctx.prog.nesting.loopIndex;
  for (const t of g.tokens) {
    const li = loopIndex[t.site]!;
    if (li < 0 || !w.loopMixed[li]) continue;
    const it = w.loopIter, base = li * 32, first = it[base + g.lanes[0]!]!;
    for (const l of g.lanes) if (it[base + l] !== first) return false;
  }
  return true;
}

/** Reports the verdicts for a barrier the groups `waiting` are about to complete. Clears
 * the block's pass records (they count from one barrier to the next). */
export function barrierVerdicts(ctx: RunContext, block: BlockState, waiting: { w: Warp; g: Group }[]): void {
  if (!onePlace(waiting)) placesVerdict(ctx, waiting);
  passVerdict(ctx, block, waiting);
}

/** The pass count (`placeOf`) of lane `lane` of `w` in the loop whose index is `li`. */
const passOf = (w: Warp, li: number, lane: number): number => w.loopIter[li * 32 + lane]! + w.loopAll[li]!;

/** Whether every waiting lane is in one place (`placeOf`), the common case, found without
 * building places: one call site, the same calls and the same pass of each loop around it. */
function onePlace(waiting: readonly { w: Warp; g: Group }[]): boolean {
  const { w: w0, g: g0 } = waiting[0]!;
  const loopIndex = w0.ctx.prog.nesting.loopIndex;
  for (const { w, g } of waiting) {
    if (!samePasses(w, g)) return false;
    if (g === g0) continue;
    if (g.pc !== g0.pc || g.tokens.length !== g0.tokens.length) return false;
    for (let k = 0; k < g.tokens.length; k++) {
      const site = g.tokens[k]!.site;
      if (site !== g0.tokens[k]!.site) return false;
      const li = loopIndex[site]!;
      if (li >= 0 && passOf(w, li, g.lanes[0]!) !== passOf(w0, li, g0.lanes[0]!)) return false;
    }
  }
  return true;
}

/** `E-BARRIER-SITES`: the waiting lanes are at more than one place. */
function placesVerdict(ctx: RunContext, waiting: { w: Warp; g: Group }[]): void {
  const code = ctx.prog.code;
  // The waiting lanes by place (`placeOf`), in order of their call site's line.
  const places = new Map<string, { place: Place; parts: { w: Warp; g: Group; mask: number }[] }>();
  for (const { w, g } of waiting) {
    // A group whose lanes are all in the same pass of each loop around it is in one place:
    // one key for the group (the common case), else one per lane.
    const whole = samePasses(w, g);
    for (let i = 0; i < (whole ? 1 : g.lanes.length); i++) {
      const l = g.lanes[i]!;
      const place = placeOf(w, g, l);
      const mask = whole ? g.mask : (1 << l) >>> 0;
      let at = places.get(place.key);
      if (!at) places.set(place.key, (at = { place, parts: [] }));
      const last = at.parts[at.parts.length - 1];
      if (last && last.w === w && last.g === g) last.mask = (last.mask | mask) >>> 0;
      else at.parts.push({ w, g, mask });
    }
  }
  const byLine = [...places.values()].sort((a, b) => code[a.place.pc]!.loc.line - code[b.place.pc]!.loc.line);
  const sites = [...new Set(waiting.map((x) => x.g.pc))].sort((a, b) => code[a]!.loc.line - code[b]!.loc.line);
  if (byLine.length > 1) {
    const callsDiffer = new Set(byLine.map((x) => x.place.calls.join(','))).size > 1;
    const passesDiffer = new Set(byLine.map((x) => x.place.loops.map((o) => `${o.site}:${o.pass}`).join(','))).size > 1;
    const where = byLine.map(({ place, parts }) => {
      const via = callsDiffer && place.calls.length > 0 ? ` (called from line${place.calls.length > 1 ? 's' : ''} ${place.calls.map((c) => code[c]!.loc.line).join(' → ')})` : '';
      const pass = passesDiffer && place.loops.length > 0 ? ` in ${place.loops.map((o) => `pass ${o.pass} of the loop at line ${code[o.site]!.loc.line}`).join(', ')}` : '';
      return `${threadsText(ctx, byWarp(parts))} at line ${code[place.pc]!.loc.line}${via}${pass}`;
    });
    const how = sites.length > 1 ? 'waiting at different call sites'
      : callsDiffer && passesDiffer ? 'that reached it through different calls of the function that holds it and in different passes of a loop'
        : callsDiffer ? 'that reached it through different calls of the function that holds it (nvcc inlines each call: these are different barriers)'
          : 'waiting in different passes of a loop around it';
    const hw = sites.length > 1 ? 'An H200 counts arrivals per thread: a build with -O3 completed such a barrier, one with -G hung on it'
      : 'An H200 counts arrivals per thread, so such a barrier may complete, pairing threads that are at different points of the program';
    const text = `one \`__syncthreads()\` barrier was completed by threads ${how}: ${where.join(', and ')}. ${hw}. A barrier is defined only where every thread of the block reaches the same \`__syncthreads()\` (Programming Guide §10.6: in conditional code only if the condition is the same in the whole block)`;
    for (const { place, parts } of byLine) {
      const others = byLine.filter((x) => x.place !== place).map((x) => x.place.pc);
      for (const { w, g, mask } of parts) {
        for (const l of g.lanes) {
          if (!((mask >>> l) & 1)) continue;
          ctx.reporter.add('barrier', 'E-BARRIER-SITES', 'error', code[g.pc]!.loc, ctx.thread(w, l), () => text, undefined,
            () => [...new Set(others)].filter((pc) => pc !== g.pc).map((pc) => ({ message: 'other threads wait in this `__syncthreads()`', line: code[pc]!.loc.line, column: code[pc]!.loc.column })));
        }
      }
    }
  }
}

/** `E-BARRIER-PASSED`: threads that passed the barrier by and exited. Clears the block's
 * pass records (they count from one barrier to the next). */
function passVerdict(ctx: RunContext, block: BlockState, waiting: { w: Warp; g: Group }[]): void {
  const code = ctx.prog.code;
  if (!block.warps.some((w) => w.barrierPasses.length > 0)) return;
  const sites = [...new Set(waiting.map((x) => x.g.pc))].sort((a, b) => code[a]!.loc.line - code[b]!.loc.line);
  const loc = code[sites[0]!]!.loc;
  const waitingSites = new Set(sites);
  const passers: { w: Warp; mask: number; first: { site: number; line: number } }[] = [];
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
    passers.push({ w, mask: lanes, first });
  }
  if (passers.length > 0) {
    // One message for every warp whose threads passed the barrier by (the report keeps the
    // first occurrence's text for all of them).
    const exits = [...new Set(passers.flatMap(({ w, mask }) => Array.from({ length: 32 }, (_, l) => l).filter((l) => (mask >>> l) & 1).map((l) => w.exitLine[l]!)))].sort((a, b) => a - b);
    const others = threadsText(ctx, byWarp(waiting.map((x) => ({ w: x.w, mask: x.g.mask }))));
    const p = passers[0]!.first;
    const text = `${threadsText(ctx, passers)} passed this \`__syncthreads()\` by: they reached ${regionText(ctx, p.site)} without calling it and exited at line${exits.length > 1 ? 's' : ''} ${exits.join(', ')}, while ${others} wait in it. An H200 completes the barrier once they exit, but \`__syncthreads()\` in conditional code is defined only when the condition is the same in the whole block (Programming Guide §10.6). On an H200, compute-sanitizer's synccheck reported only the threads of a warp that split at the barrier, and nothing when whole warps skipped it`;
    for (const { w, mask, first } of passers) {
      for (let l = 0; l < 32; l++) {
        if ((mask >>> l) & 1) ctx.reporter.add('barrier', 'E-BARRIER-PASSED', 'error', loc, ctx.thread(w, l), () => text, undefined,
          () => [{ message: 'they reached the end of this region without calling `__syncthreads()`', line: first.line, column: 1 }]);
      }
    }
  }
  for (const w of block.warps) if (w.barrierPasses.length !== 0) w.barrierPasses.length = 0;
}
