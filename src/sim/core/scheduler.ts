/**
 * The block scheduler (docs/language.md §6 "Scheduling"): runs ready groups of every warp; when none
 * is ready, completes `__syncthreads()` if every non-exited thread of the block waits in
 * it; otherwise lets one group waiting at a reconvergence point run on alone (ITS promises
 * no reconvergence); when nothing can move, reports a deadlock naming where every waiting
 * lane is and what it waits for.
 */
import { BudgetExceeded, SPIN_SLICE, type BlockState, type RunContext } from './context';
import { newCycleWatch, spinsForever } from './cycle';
import { hint } from '../../lang/registry';
import type { Group } from './state';
import type { Warp } from './warp';
import { behind, releaseFromToken, runGroup, settle, trace, SLICE } from './exec';

/** Instructions one warp runs before the block scheduler moves to the next warp. */
const WARP_TURN = 4 * SLICE;

/**
 * Starvation-free reconvergence (docs/language.md §6 "Scheduling"): a group waiting at a
 * reconvergence point runs on alone once the block has run this many instructions since
 * it began to wait and an atomic has been executed meanwhile (other lanes that spin on an
 * atomic for what the waiting lanes do after the branch, as in a spin lock whose critical
 * section follows its acquire loop, would otherwise starve them). Without an atomic the
 * group keeps waiting for its siblings however long they run, as an H100 did after one
 * lane's 10^6-iteration loop (`__activemask()` after the `if` was full in every lane:
 * oracle/probes/long_arm.cu), while it completed the spin lock (oracle/probes/mutex_spin_first.cu).
 */
export const STARVATION_BOUND = 4 * SLICE;

/**
 * Spins (docs/execution-model.md "Scheduling"): once the block has run this many
 * instructions in which atomics ran but nothing was written (no store, and no atomic that
 * changed its element: a failed `atomicCAS`, a poll with `atomicAdd(flag, 0)`), the warp that
 * is running is spinning. The group that just ran goes behind the warp's other ready
 * groups (the lane that took a lock, split off from the lanes still spinning, runs next);
 * with no other ready group, a group of that warp that waits at a reconvergence point, with
 * an atomic executed since it began to wait, runs on at once: the starvation rule above
 * without waiting out {@link STARVATION_BOUND} (a lock whose critical section follows its
 * acquire loop). Otherwise the warp's turn ends, so that the warp the spin waits for runs.
 * An atomic that changes nothing also ends its group's run within `SPIN_SLICE` instructions
 * (atomics.ts), so a spin is seen soon. Before, each hand-over of such a lock cost the
 * starvation bound in every spinning warp, and a 256-thread lock used up the command line's
 * budget (2·10^8 lane-steps), where an H100 completes the lock (oracle/probes/mutex_spin_first.cu).
 * Nothing changes where memory is written or no atomic runs: a long arm of arithmetic keeps
 * its siblings waiting, as on the H100 of oracle/probes/long_arm.cu.
 */
export const SPIN_BOUND = SPIN_SLICE;

/** Whether the block has written nothing for {@link SPIN_BOUND} instructions, as of warp
 * `w`'s turn so far: 0 if it has written, 1 if quiet without atomics, 2 if spinning (quiet,
 * with atomics run: see {@link SPIN_BOUND}). */
function quiet(ctx: RunContext, block: BlockState, w: Warp): 0 | 1 | 2 {
  const writes = ctx.counts.sharedStores + ctx.counts.globalStores + ctx.atomicWrites;
  const now = block.clock + w.turn;
  if (writes !== block.spinWrites) {
    block.spinWrites = writes;
    block.spinFrom = now;
    block.spinAtomics = ctx.counts.atomics;
    return 0;
  }
  if (now - block.spinFrom < SPIN_BOUND) return 0;
  return ctx.counts.atomics !== block.spinAtomics ? 2 : 1;
}

/** Lets the innermost group of `w` that waits at a reconvergence point, with atomics run
 * since it began to wait, run on (see {@link SPIN_BOUND}). Whether there was one. */
function releaseSpun(ctx: RunContext, w: Warp): boolean {
  let best: Group | null = null;
  for (const g of w.groups) {
    if (g.state !== 'sync' || ctx.counts.atomics === g.syncAtomics) continue;
    if (!best || g.tokens.length > best.tokens.length) best = g;
  }
  if (!best) return false;
  releaseFromToken(w, best);
  settle(w);
  return true;
}
import { mergeReady, newGroup } from './groups';
import { hex } from './collective';
import { barrierVerdicts } from './barrier-verdicts';
import { laneRanges } from './values';
import { noteExitedAtBarrier } from './memory';

/** Runs one block to completion (or deadlock). Returns false on deadlock. */
export function runBlock(ctx: RunContext, block: BlockState, entry: number): boolean {
  for (const w of block.warps) {
    w.groups = [newGroup(w.valid, ctx.prog.fns[entry]!.entry, entry, [], [])];
  }
  let nextStarveCheck = STARVATION_BOUND;
  // The default schedule only: adversarial ones split groups and vary `__activemask()`.
  const watch = ctx.adversarial ? null : newCycleWatch();
  // Warps of a block have no order (Programming Guide §7.1): an adversarial schedule gives
  // them their turns in a new order each round, so an output or a verdict that holds only
  // when warp 0 runs first (a ticket, a flag checked once) is seen to change.
  const order = ctx.adversarial && block.warps.length > 1 ? block.warps.slice() : block.warps;
  for (;;) {
    let ran = false;
    if (order !== block.warps) ctx.orderRng.shuffle(order);
    for (const w of order) {
      // One turn per warp: its groups run until none is ready or the turn is used up, so
      // a warp that spins on a flag another warp sets lets that warp run.
      w.turn = 0;
      while (w.turn < WARP_TURN) {
        const g = firstReady(w.groups);
        if (!g) break;
        runGroup(w, g);
        ran = true;
        const q = quiet(ctx, block, w);
        // A group alone that came back to an earlier state with nothing written spins
        // forever (cycle.ts): stopped now rather than when the budget runs out.
        if (q !== 0 && watch && spinsForever(ctx, block, watch, w, g)) {
          ctx.budgetLoc = ctx.prog.code[g.pc]!.loc;
          throw new BudgetExceeded(true);
        }
        if (q === 2) {
          // A spinning group goes behind its warp's other groups; with no other ready group,
          // one waiting at a reconvergence point runs on, or the warp's turn ends.
          if (g.state === 'ready' && w.groups.some((x) => x !== g && x.state === 'ready')) { behind(w, g); continue; }
          if (!releaseSpun(ctx, w)) break;
        }
      }
      block.clock += w.turn;
    }
    if (ran) {
      if (block.clock >= nextStarveCheck) {
        releaseStarved(ctx, block);
        nextStarveCheck = block.clock + SLICE;
      }
      continue;
    }
    if (block.warps.every((w) => w.groups.length === 0)) return true;
    if (releaseBarrier(ctx, block)) continue;
    if (releaseOne(block)) continue;
    reportDeadlock(ctx, block);
    return false;
  }
}

/** The first ready group of `gs` (the one the warp runs next), or undefined. */
function firstReady(gs: readonly Group[]): Group | undefined {
  for (let i = 0; i < gs.length; i++) {
    const x = gs[i]!;
    if (x.state === 'ready') return x;
  }
  return undefined;
}

function releaseBarrier(ctx: RunContext, block: BlockState): boolean {
  const waiting: { w: Warp; g: Group }[] = [];
  for (const w of block.warps) {
    for (const g of w.groups) {
      if (g.state !== 'barrier') return false;
      waiting.push({ w, g });
    }
  }
  if (waiting.length === 0) return false;
  barrierVerdicts(ctx, block, waiting);
  for (const w of block.warps) noteExitedAtBarrier(w, block.gen);
  block.gen++;
  ctx.counts.barriers++;
  for (const w of block.warps) {
    for (const g of w.groups) {
      if (w.trace) trace(w, '__syncthreads', g.mask, ctx.prog.code[g.pc]!);
      g.state = 'ready'; g.pc++; g.waitLoc = null;
    }
    // The barrier orders the whole block: every lane now knows every other's clock.
    mergeReady(w);
  }
  return true;
}

/** The starvation rule ({@link STARVATION_BOUND}): of the groups that have waited at a
 * reconvergence point that long while atomics ran, the one at the innermost region runs on. */
function releaseStarved(ctx: RunContext, block: BlockState): void {
  let best: { w: Warp; g: Group } | null = null;
  for (const w of block.warps) {
    for (const g of w.groups) {
      if (g.state !== 'sync' || block.clock - g.syncSince < STARVATION_BOUND || ctx.counts.atomics === g.syncAtomics) continue;
      if (!best || g.tokens.length > best.g.tokens.length) best = { w, g };
    }
  }
  if (!best) return;
  releaseFromToken(best.w, best.g);
  settle(best.w);
}

/** The reconvergence release rule: the group waiting at the innermost region runs on. */
function releaseOne(block: BlockState): boolean {
  let best: { w: Warp; g: Group } | null = null;
  for (const w of block.warps) {
    for (const g of w.groups) {
      if (g.state === 'sync' && (!best || g.tokens.length > best.g.tokens.length)) best = { w, g };
    }
  }
  if (!best) return false;
  releaseFromToken(best.w, best.g);
  settle(best.w);
  return true;
}

function whereIs(w: Warp, lanes: number): string[] {
  const out: string[] = [];
  for (const g of w.groups) {
    const m = (g.mask & lanes) >>> 0;
    if (!m) continue;
    const at = g.waitLoc ? `line ${g.waitLoc.line}` : `line ${w.ctx.prog.code[g.pc]!.loc.line}`;
    out.push(`lanes ${laneRanges(m)} wait at ${at} in ${g.waitWhat || 'a running state'}`);
  }
  return out;
}

function reportDeadlock(ctx: RunContext, block: BlockState): void {
  for (const w of block.warps) {
    for (const g of w.groups) {
      const loc = g.waitLoc ?? ctx.prog.code[g.pc]!.loc;
      let missingText = '';
      let related: { message: string; line: number; column: number }[] = [];
      if (g.state === 'coll') {
        const rvs = [...w.rendezvous.values()].filter((r) => (r.arrived & g.mask) !== 0);
        const parts: string[] = [];
        for (const rv of rvs) {
          const missing = (rv.mask & ~rv.arrived & ~w.exited) >>> 0;
          parts.push(`mask ${hex(rv.mask)} also names lanes ${laneRanges(missing)}, which never arrive`);
          related = related.concat(relatedFor(w, missing));
          const where = whereIs(w, missing);
          if (where.length) parts.push(`(${where.join('; ')})`);
        }
        missingText = parts.join(' ');
      } else if (g.state === 'barrier') {
        const elsewhere: string[] = [];
        for (const v of block.warps) {
          for (const h of v.groups) {
            if (h.state !== 'barrier') {
              elsewhere.push(`warp ${v.index} lanes ${laneRanges(h.mask)} wait at line ${(h.waitLoc ?? ctx.prog.code[h.pc]!.loc).line} in ${h.waitWhat}`);
              related = related.concat(relatedFor(v, h.mask));
            }
          }
        }
        missingText = `every non-exited thread of the block must reach it, but ${elsewhere.join('; ')}`;
      } else if (g.state === 'sync') {
        continue;
      }
      const lanes = g.lanes;
      const first = lanes[0]!;
      ctx.reporter.add('deadlock', 'E-DEADLOCK', 'error', loc, ctx.thread(w, first),
        () => `deadlock: ${ctx.threadsPerBlock > 32 ? `warp ${w.index} ` : ''}lanes ${laneRanges(g.mask)} wait at line ${loc.line} in ${g.waitWhat}; ${missingText}`,
        hint('E-DEADLOCK', 'waiting'),
        () => related);
      const d = ctx.reporter;
      for (const l of lanes.slice(1)) d.add('deadlock', 'E-DEADLOCK', 'error', loc, ctx.thread(w, l), () => '');
    }
  }
}

function relatedFor(w: Warp, lanes: number): { message: string; line: number; column: number }[] {
  const out: { message: string; line: number; column: number }[] = [];
  for (const g of w.groups) {
    const m = (g.mask & lanes) >>> 0;
    if (!m) continue;
    const loc = g.waitLoc ?? w.ctx.prog.code[g.pc]!.loc;
    out.push({ message: `lanes ${laneRanges(m)} wait here in ${g.waitWhat}`, line: loc.line, column: loc.column });
  }
  return out;
}

