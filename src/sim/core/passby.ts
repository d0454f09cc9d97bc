/**
 * The validity verdict of a `*_sync` call whose mask names lanes that did not make it
 * (docs/language.md §6 "Every named lane must make the call"; docs/semantics.md §2.1 S2/S3: Programming
 * Guide §10.19–10.22 "all non-exited threads named in mask must execute the same intrinsic
 * with the same mask", NVIDIA CUDA safety guideline CUDA-2.1).
 *
 * What the hardware does is modelled elsewhere: the rendezvous waits until every named
 * lane has arrived or exited (PTX ISA §9.7.9.6 `wait_for_specified_threads`). Whether the
 * call was valid is decided here, from the program path of the missing lanes and not from
 * the order the groups ran in: a named lane that exited before the call in program order
 * (a `return` before it, or in the other arm of its own `if`) is fine; one that reached the
 * end of a region containing the call without making it (`Token.passed`) and then exited
 * passed the call by, and the call is undefined.
 */
import type { Instr } from './instr';
import { hint, type Hint } from '../../lang/registry';
import type { Group, Token } from './state';
import type { Warp } from './warp';
import { laneRanges, lanesOf } from './values';

/** Named lanes that passed a call by, and the innermost region whose end they reached. */
export interface PassBy {
  lanes: number;
  token: Token;
}

/*
 * The records, per lane and static region (`Warp.sitePassed`): a lane's bit is set when it
 * reaches the region's end (its `Sync`, the return of a device function, or a `break` or
 * `continue` past it) and cleared when it enters the region again or begins another
 * iteration of a loop around it, since that starts another instance. A kernel `return`
 * sets nothing: the lane's path ends before any call after it. The records follow each
 * lane's own path, so what they hold when a lane exits does not depend on the order in
 * which groups ran; keying them by the static region keeps them right when groups that
 * did not reconverge enter one instance of a region separately.
 */

/** Lanes of `mask` reach the end of region `site`. */
export function recordPass(w: Warp, site: number, mask: number): void {
  w.sitePassed[site] = (w.sitePassed[site]! | mask) >>> 0;
  w.passedAny = (w.passedAny | mask) >>> 0;
}

function clear(w: Warp, pcs: readonly number[] | null, mask: number): void {
  if (!pcs) return;
  const keep = ~mask;
  for (let i = 0; i < pcs.length; i++) w.sitePassed[pcs[i]!] &= keep;
}

/** Lanes of `mask` enter region `pc` (its `Ssy`, or the `Call` of a device function). */
export function enterRegion(w: Warp, pc: number, mask: number): void {
  if (w.ctx.prog.regionBarriers[pc]) countEntry(w, pc, mask);
  if (w.passedAny & mask) {
    w.sitePassed[pc] &= ~mask;
    clear(w, w.ctx.prog.nesting.nested[pc]!, mask);
  }
  const li = w.ctx.prog.nesting.loopIndex[pc]!;
  if (li < 0) return;
  w.loopsEntered = true;
  const it = w.loopIter, base = li * 32;
  if (mask === -1 || mask === 0xffffffff) { it.fill(0, base, base + 32); w.loopAll[li] = 0; w.loopMixed[li] = 0; return; }
  const from = -w.loopAll[li]!; // counts are it[lane] + loopAll[loop]: these lanes' become 0
  for (let m = mask >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) it[base + 31 - Math.clz32(m & -m)] = from;
  w.loopMixed[li] = 1;
}

/** One more entry of region `pc` (which contains a `__syncthreads()`) for the lanes of `mask`. */
function countEntry(w: Warp, pc: number, mask: number): void {
  let n = w.regionEntries.get(pc);
  if (!n) w.regionEntries.set(pc, (n = new Int32Array(32)));
  for (let m = mask >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) n[31 - Math.clz32(m & -m)]!++;
}

/** Which entry of region `pc` lane `lane` is in (0: it has not entered it). */
export function regionInstance(w: Warp, pc: number, lane: number): number {
  return w.regionEntries.get(pc)?.[lane] ?? 0;
}

/** Lanes of `mask` begin another iteration of the loop whose exit region is `loopPc`. */
export function backEdge(w: Warp, loopPc: number, mask: number): void {
  if (w.passedAny & mask) clear(w, w.ctx.prog.nesting.nested[loopPc]!, mask);
  const li = w.ctx.prog.nesting.loopIndex[loopPc]!;
  if (mask === -1 || mask === 0xffffffff) { w.loopAll[li]!++; return; }
  const it = w.loopIter, base = li * 32;
  for (let m = mask >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) it[base + 31 - Math.clz32(m & -m)]++;
  w.loopMixed[li] = 1;
}

/** Lanes of `missing` that reached the end of a region around the call of `groups` (the
 * groups waiting in it), or null when none did. Looks from the innermost region out. A
 * record counts only if it is of the pass the group is in: the lane began as many
 * iterations of every loop around that region as the group did (a lane that reached the
 * region's end in an earlier iteration and then exited, before this iteration, exited
 * before the call in program order). */
export function passedBy(w: Warp, missing: number, groups: readonly Group[]): PassBy | null {
  let lanes = 0;
  let token: Token | null = null;
  for (const g of groups) {
    const ts = g.tokens;
    for (let i = ts.length - 1; i >= 0; i--) {
      const t = ts[i]!;
      let p = (w.sitePassed[t.site]! & missing & ~lanes) >>> 0;
      if (p) p = samePassAs(w, ts, i, p, g.lanes[0]!);
      if (p) { lanes = (lanes | p) >>> 0; token ??= t; }
    }
  }
  return token ? { lanes, token } : null;
}

/** The lanes of `lanes` that began as many iterations as lane `ref` of every loop among
 * `regions[0 .. i-1]` (the regions around `regions[i]`). */
export function samePassAs(w: Warp, regions: readonly Pick<Token, 'site'>[], i: number, lanes: number, ref: number): number {
  const loopIndex = w.ctx.prog.nesting.loopIndex;
  let keep = lanes >>> 0;
  for (let j = 0; j < i && keep !== 0; j++) {
    const li = loopIndex[regions[j]!.site]!;
    if (li < 0 || !w.loopMixed[li]) continue;
    const it = w.loopIter, base = li * 32, want = it[base + ref]!;
    for (let m = keep; m !== 0; m = (m & (m - 1)) >>> 0) {
      const l = 31 - Math.clz32(m & -m);
      if (it[base + l] !== want) keep = (keep & ~(1 << l)) >>> 0;
    }
  }
  return keep;
}

/** `lanes` paired with a call from another call site, or from another pass through the
 * code around it (docs/semantics.md §2.5: HW-3 k3, a lane-dependent loop of `__syncwarp()`
 * followed by one more, completes by cross-site pairing; a portability warning, not a
 * pass-by): the regions they left no longer count against them. */
export function forgetPassed(w: Warp, lanes: number): void {
  if (!(w.passedAny & lanes)) return;
  const keep = ~lanes;
  const sp = w.sitePassed;
  for (let i = 0; i < sp.length; i++) sp[i]! &= keep;
}

/** Whether the lanes `participants` of `groups`, at one call site, are in the same pass
 * through the code around it: the same call path, and the same iteration of every loop
 * around the call. Lanes that skipped the call in one iteration and made it in the next
 * pair with the others' earlier call. */
export function sameInstance(w: Warp, groups: readonly Group[], participants: number): boolean {
  const a = groups[0]!.tokens;
  for (let k = 1; k < groups.length; k++) {
    const b = groups[k]!.tokens;
    if (b.length !== a.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i]!.site !== b[i]!.site) return false;
  }
  return sameIterations(w, a, participants);
}

/** Whether the lanes `participants` began as many iterations of every loop among `tokens`
 * (the regions around a call). A loop whose counts no partial mask has touched since every
 * lane entered it (`Warp.loopMixed` clear) has one count for all lanes. */
export function sameIterations(w: Warp, tokens: readonly Token[], participants: number): boolean {
  const loopIndex = w.ctx.prog.nesting.loopIndex;
  for (let i = 0; i < tokens.length; i++) {
    const li = loopIndex[tokens[i]!.site]!;
    if (li < 0 || !w.loopMixed[li]) continue;
    // Only equality matters here: every lane's count has the loop's `loopAll` added.
    const it = w.loopIter, base = li * 32;
    let m = participants >>> 0;
    if (m === 0) continue;
    const first = it[base + 31 - Math.clz32(m & -m)]!;
    for (m = (m & (m - 1)) >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
      if (it[base + 31 - Math.clz32(m & -m)] !== first) return false;
    }
  }
  return true;
}

/** A number that tells apart the passes of `lane` through the code around a call: the
 * device-function calls among `tokens` (the regions around it) and the lane's iteration of
 * every loop among them. Two lanes at one call site with equal numbers are in the same pass. */
export function instanceSig(w: Warp, tokens: readonly Token[], lane: number): number {
  const loopIndex = w.ctx.prog.nesting.loopIndex;
  let sig = 0;
  for (let i = 0; i < tokens.length; i++) {
    const site = tokens[i]!.site;
    const li = loopIndex[site]!;
    const part = li < 0 ? site : site * 65536 + w.loopIter[li * 32 + lane]! + w.loopAll[li]!;
    sig = (sig * 1000003 + part) % 9007199254740881;
  }
  return sig;
}

/** Named lanes that exited on their own (not stopped by an error) without arriving. */
export function goneLanes(w: Warp, mask: number, arrived: number): number {
  return (mask & ~arrived & w.exited & w.valid & ~w.stopped) >>> 0;
}

/** "the end of the `if` (lines 4–7)": where lanes that reached the end of `t` were. */
export function regionEnd(t: Pick<Token, 'what' | 'loc'>): string {
  const a = t.loc.line, b = t.loc.endLine ?? a;
  const lines = b > a ? `lines ${a}–${b}` : `line ${a}`;
  switch (t.what) {
    case 'the loop exit': return `the exit of the loop (${lines})`;
    case 'the end of the loop body': return `the end of an iteration of the loop (${lines}) with \`continue\``;
    case '`if`': return `the end of the \`if\` (${lines})`;
    case '`switch`': return `the end of the \`switch\` (${lines})`;
    case '`case` label': return `the \`case\` label at line ${a} (skipping the cases above it)`;
    default:
      if (t.what.startsWith('the return from')) return `${t.what} called at line ${a}`;
      return `the end of the ${t.what} at line ${a}, skipping its right side`;
  }
}

/** "line 9" / "lines 9, 12": where the lanes of `lanes` exited. */
export function exitLines(w: Warp, lanes: number): string {
  const set = [...new Set(lanesOf(lanes).map((l) => w.exitLine[l]!))].sort((a, b) => a - b);
  return set.length === 1 ? `line ${set[0]}` : `lines ${set.join(', ')}`;
}

/** Where later code would meet the lanes that left region `t`. */
function after(t: Token): string {
  if (t.what === 'the loop exit' || t.what === 'the end of the loop body') return 'after the loop';
  if (t.what.startsWith('the return from')) return 'after the function returns';
  return 'after the branch';
}

/** The fix, for a call passed by at region `t`: lanes that left a loop after different trip
 * counts, or lanes of a branch. */
function passByHint(t: Token): Hint {
  return hint('E-MASK-PASSED', t.what === 'the loop exit' ? 'loopExit' : 'branch');
}

/** Lanes of a rendezvous that joined it from another call site (or another pass through
 * the code) after they had left a region around the call of other participants: for those
 * participants they passed the call by, and then paired with it from elsewhere. `groups`:
 * the participants' groups (each waits at one call); `at(lane)`: the instruction a lane
 * arrived from. Null when no participant left a region around another's call (the two
 * arms of an `if`, where both calls lie inside the region: cross-site pairing proper). */
export function passedThenPaired(w: Warp, groups: readonly Group[], participants: number, at: (lane: number) => number): (PassBy & { site: number; from: number }) | null {
  for (const g of groups) {
    const mine = (g.mask & participants) >>> 0;
    if (mine === 0) continue;
    const site = at(31 - Math.clz32(mine & -mine));
    const others = (participants & ~mine) >>> 0;
    const pb = others ? passedBy(w, others, [g]) : null;
    if (pb) return { ...pb, site, from: at(31 - Math.clz32(pb.lanes & -pb.lanes)) };
  }
  return null;
}

/**
 * Reports a value-producing call that lanes passed by and then joined from another call
 * (`passedThenPaired`; kind `mask`, `E-MASK-PASSED`) at each participant's call, and makes
 * its results undefined values. DSL §6: a named lane that passes a call by makes it
 * undefined, and a later warp-level call "would pair wrongly" — here it did, so the call
 * combined values of two statements. (`__syncwarp` carries no values: pairing it so, as
 * HW-3 k3 does, stays a portability warning.)
 */
export function reportPassedThenPaired(w: Warp, pb: PassBy & { site: number; from: number }, name: string, mask: number, participants: number, instrOf: (lane: number) => Instr): void {
  const code = w.ctx.prog.code;
  const m = '0x' + (mask >>> 0).toString(16).padStart(8, '0');
  const where = regionEnd(pb.token);
  const one = (pb.lanes & (pb.lanes - 1)) === 0;
  const who = one ? `lane ${laneRanges(pb.lanes)}, which` : `lanes ${laneRanges(pb.lanes)}, which`;
  const callLine = code[pb.site]!.loc.line, fromLine = code[pb.from]!.loc.line;
  const lines = callLine === fromLine ? `a later pass through line ${fromLine}` : `line ${fromLine}`;
  const text = `\`${name}\` with mask ${m}: the mask names ${who} passed the call at line ${callLine} by: ${one ? 'it' : 'they'} reached ${where} without making it, and then joined it from ${lines}. An H200 pairs the two calls, but it is undefined behaviour (Programming Guide: "all non-exited threads named in mask must execute the same intrinsic with the same mask"): the call mixed the values of two different statements, so its results are undefined`;
  reportWith(w, pb, name, text, participants, instrOf);
}

/**
 * Reports a passed-by call (kind `mask`, `E-MASK-PASSED`) at each participant's call site
 * and makes its results undefined values (already reported, so later uses stay silent).
 * `name`: the intrinsic; `participants`: lanes that took part; `instrOf`: each one's call.
 */
export function reportPassBy(w: Warp, pb: PassBy, name: string, mask: number, participants: number, instrOf: (lane: number) => Instr): void {
  const m = '0x' + (mask >>> 0).toString(16).padStart(8, '0');
  const where = regionEnd(pb.token);
  const exits = exitLines(w, pb.lanes);
  const one = (pb.lanes & (pb.lanes - 1)) === 0;
  const who = one ? `lane ${laneRanges(pb.lanes)}, which` : `lanes ${laneRanges(pb.lanes)}, which`;
  const text = `\`${name}\` with mask ${m}: the mask names ${who} passed this call by: ${one ? 'it' : 'they'} reached ${where} without making it and exited at ${exits}. An H200 completes the call once ${one ? 'it exits' : 'they exit'}, but it is undefined behaviour (Programming Guide: "all non-exited threads named in mask must execute the same intrinsic with the same mask"), and another warp-level call ${after(pb.token)} would hang or pair with the wrong lanes; the results of this call are undefined`;
  reportWith(w, pb, name, text, participants, instrOf);
}

/** Reports `E-MASK-PASSED` with message `text` at each participant's call and makes its
 * result an undefined value (already reported, so later uses stay silent). */
function reportWith(w: Warp, pb: PassBy, name: string, text: string, participants: number, instrOf: (lane: number) => Instr): void {
  const ctx = w.ctx;
  const where = regionEnd(pb.token);
  const one = (pb.lanes & (pb.lanes - 1)) === 0;
  const h = passByHint(pb.token);
  const op = w.trace ? w.trace[w.trace.length - 1] : undefined;
  for (const l of lanesOf(participants)) {
    const ins = instrOf(l);
    ctx.laneReport(w, l, 'mask', 'E-MASK-PASSED', 'error', ins.loc, () => text, h,
      () => [{ message: `${one ? 'lane' : 'lanes'} ${laneRanges(pb.lanes)} reached ${where} here without making the call`, line: pb.token.loc.endLine ?? pb.token.loc.line, column: 1 }]);
    if (ins.dst !== undefined && ins.dst >= 0) {
      w.poisonOf(ins.fn, ins.dst)[l] = {
        why: `\`${name}\` at line ${ins.loc.line} names lanes ${laneRanges(pb.lanes)}, which passed it by`,
        lane: l, line: ins.loc.line, column: ins.loc.column, reported: true,
      };
    }
    if (op && op.kind === name) op.undefinedResult[l] = true;
  }
}
