/**
 * Runs a group of lanes through the instruction list until it blocks, diverges, finishes or
 * uses up its time slice. See `state.ts` for the execution model.
 */
import { Op, type Instr } from './instr';
import type { Frame, Group, Poison, Token } from './state';
import type { RegFile, Warp } from './warp';
import { mergeReady, newGroup, prune, rejoin, setMask, splitOff, tokenComplete } from './groups';
import { arriveCollective, fastCollective, settleCollectives } from './collective';
import { lanesOf } from './values';
import { partitionExits } from './partition-verdicts';
import { backEdge, enterRegion, recordPass, regionInstance } from './passby';

/** Instructions a group runs in one turn before the other groups of its warp get theirs
 * (ITS promises forward progress to every thread, so a spinning group must not starve the
 * others; Programming Guide §7.1 "starvation-free algorithms"). A turn survives the group
 * returning to the scheduler (at a divergent branch, for example): only using it up, or
 * blocking, hands the warp to the next group. */
export const SLICE = 4096;

/** Lanes stopped during an instruction leave their groups and count as exited. */
export function applyKills(w: Warp): void {
  const k = w.killed;
  if (!k) return;
  w.killed = 0;
  w.exited = (w.exited | k) >>> 0;
  w.stopped = (w.stopped | k) >>> 0;
  for (const g of w.groups) {
    if (g.mask & k) {
      setMask(g, g.mask & ~k);
      g.pendingLanes &= ~k;
      if (g.mask === 0) g.state = 'done';
    }
  }
  prune(w);
  settle(w);
}

/** Lanes exit at `line`: they no longer hold up tokens or collectives. Lanes that left
 * with a `return` keep the line of that `return`. */
export function exitLanes(w: Warp, g: Group, line: number): void {
  const L = g.lanes, r = w.returning, el = w.exitLine;
  if ((r & g.mask) === 0) for (let k = 0; k < L.length; k++) el[L[k]!] = line;
  else for (let k = 0; k < L.length; k++) { const l = L[k]!; if (!((r >>> l) & 1)) el[l] = line; }
  const gen = w.ctx.block.gen, eg = w.exitGen;
  for (let k = 0; k < L.length; k++) eg[L[k]!] = gen;
  w.exited = (w.exited | g.mask) >>> 0;
  g.state = 'done';
  if (w.ctx.block.partitions?.length) partitionExits(w, g.mask);
  prune(w);
  settle(w);
}

/** Re-checks tokens and collectives that exits, breaks or releases may have completed. */
export function settle(w: Warp): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const g of w.groups) {
      if (g.state === 'sync') {
        const t = g.tokens[g.tokens.length - 1]!;
        if (tokenComplete(w, t)) { completeToken(w, t); changed = true; break; }
      }
    }
    if (!changed && settleCollectives(w)) changed = true;
  }
}

/** All groups waiting at token `t` merge and continue past its `Sync`/`Ret`. */
function completeToken(w: Warp, t: Token): void {
  let first: Group | null = null;
  let mask = 0;
  let parts: number[] | null = null;
  for (const g of w.groups) {
    if (g.state !== 'sync' || g.tokens[g.tokens.length - 1] !== t) continue;
    if (w.trace) (parts ??= []).push(g.mask);
    mask |= g.mask;
    if (first === null) first = g;
    else g.state = 'done';
  }
  if (first === null) return;
  if (parts && parts.length < 2) parts = null;
  setMask(first, mask);
  first.tokens.pop();
  first.state = 'ready';
  first.waitLoc = null;
  const ins = w.ctx.prog.code[first.pc]!;
  if (parts) trace(w, 'reconverge', mask, ins, parts);
  if (ins.op === Op.Ret) finishReturn(w, first);
  else first.pc++;
  prune(w);
  mergeReady(w);
}

/** Copies `g`'s lanes of register `src` (with its poison `ps`) into register `dst` of function
 * `dstFn` (an argument into a parameter, a result into the caller's register): values and
 * undefinedness alike, so a lane's copy is undefined exactly where its source was. */
function copyLanes(w: Warp, g: Group, src: RegFile[number], dst: RegFile[number], ps: (Poison | undefined)[] | null | undefined, dstFn: number, dstSlot: number): void {
  const L = g.lanes;
  if (g.mask === 0xffffffff && src.constructor === dst.constructor) (dst as Int32Array).set(src as Int32Array);
  else if (src instanceof BigInt64Array) { const d = dst as BigInt64Array; for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = src[l]!; } }
  else { const d = dst as Int32Array | Float64Array; for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = src[l]!; } }
  const pd = w.pois[dstFn]![dstSlot];
  if (!ps && !pd) return;
  for (let k = 0; k < L.length; k++) {
    const l = L[k]!;
    if (ps?.[l]) w.poisonOf(dstFn, dstSlot)[l] = ps[l];
    else if (pd) pd[l] = undefined;
  }
}

/** After the call token completed: copy the result to the caller and return. */
function finishReturn(w: Warp, g: Group): void {
  const fr = g.frames.pop()!;
  const callee = w.ctx.prog.fns[g.fn]!;
  if (fr.retDst >= 0 && callee.retSlot >= 0) {
    const src = w.regs[g.fn]![callee.retSlot]!, dst = w.regs[fr.callerFn]![fr.retDst]!;
    copyLanes(w, g, src, dst, w.pois[g.fn]![callee.retSlot], fr.callerFn, fr.retDst);
  }
  g.fn = fr.callerFn;
  g.pc = fr.retPc;
}

/** The group's lanes reach the end of region `t` at `line` (they arrive at its `Sync` or
 * call epilogue, or jump past it): recorded for the pass-by verdicts of `*_sync` calls
 * (`Token.passed`) and of `__syncthreads()` (`Warp.barrierPasses`). */
export function passEnd(w: Warp, g: Group, t: Token, line: number): void {
  recordPass(w, t.site, g.mask);
  if (w.ctx.prog.regionBarriers[t.site]) w.barrierPasses.push({ mask: g.mask, site: t.site, line, instance: regionInstance(w, t.site, g.lanes[0]!) });
}

/** The group arrives at the `Sync` (or call epilogue) of its innermost token. */
function arriveSync(w: Warp, g: Group, ins: Instr): void {
  const t = g.tokens[g.tokens.length - 1];
  if (!t) throw new Error(`assertion: Sync without a token at ${ins.loc.line}`);
  passEnd(w, g, t, ins.loc.endLine ?? ins.loc.line);
  t.arrived = (t.arrived | g.mask) >>> 0;
  g.state = 'sync';
  g.waitLoc = ins.loc;
  g.waitWhat = `reconvergence at ${t.what}`;
  const ctx = w.ctx;
  g.syncSince = ctx.block.clock + w.turn;
  g.syncAtomics = ctx.counts.atomics;
  if (tokenComplete(w, t)) { completeToken(w, t); return; }
  // The exit of a loop that waits on other threads (compile/spin-loops.ts): lanes leaving it
  // run on. Adversarial: ITS does not promise reconvergence; sometimes run on without waiting.
  if (ins.runOn || (ctx.adversarial && ins.op === Op.Sync && ctx.rng.oneIn(3))) releaseFromToken(w, g);
}

/** Lets a group waiting at a token run on alone (docs/language.md §6 reconvergence release rule). */
export function releaseFromToken(w: Warp, g: Group): void {
  const t = g.tokens[g.tokens.length - 1]!;
  t.expected = (t.expected & ~g.mask) >>> 0;
  t.arrived = (t.arrived & ~g.mask) >>> 0;
  g.state = 'ready';
  g.waitLoc = null;
  const ins = w.ctx.prog.code[g.pc]!;
  g.tokens.pop();
  if (ins.op === Op.Ret) finishReturn(w, g);
  else g.pc++;
  settle(w);
}

/** Leaves `n` regions (`break`/`continue`: the lanes jump past their ends) or, when `n`
 * is -1, every region of the current function (`return`: the lanes' path through them
 * ends here). */
function leaveRegions(w: Warp, g: Group, n: number, line: number): void {
  const stopAt = n >= 0 ? g.tokens.length - n : g.frames.length ? g.tokens.indexOf(g.frames[g.frames.length - 1]!.token) + 1 : 0;
  const left = g.tokens.slice(stopAt);
  g.tokens = g.tokens.slice(0, stopAt);
  for (const t of left) {
    if (n >= 0) passEnd(w, g, t, line);
    t.expected = (t.expected & ~g.mask) >>> 0;
    t.arrived = (t.arrived & ~g.mask) >>> 0;
  }
  settle(w);
}

/** The lanes of `g` whose condition `c` is non-zero; a lane whose condition is undefined
 * (`pc[l]` set) is reported and counts as neither (it is killed). */
function takenMask(w: Warp, g: Group, ins: Instr, c: Int32Array, pc: (Poison | undefined)[] | null): number {
  let tm = 0;
  const L = g.lanes;
  if (!pc) {
    // Branch-free: bit 31 of `x | -x` is set exactly when x is non-zero (a lane's condition
    // bit then costs no mispredicted jump when lanes disagree).
    // Four lanes a step, into four words: shorter dependency chains than one word per lane.
    if (g.mask === 0xffffffff) {
      let t1 = 0, t2 = 0, t3 = 0;
      for (let l = 0; l < 32; l += 4) {
        const a = c[l]!, b = c[l + 1]!, d = c[l + 2]!, e = c[l + 3]!;
        tm |= ((a | -a) >>> 31) << l;
        t1 |= ((b | -b) >>> 31) << (l + 1);
        t2 |= ((d | -d) >>> 31) << (l + 2);
        t3 |= ((e | -e) >>> 31) << (l + 3);
      }
      tm |= t1 | t2 | t3;
    }
    else for (let k = 0; k < L.length; k++) { const l = L[k]!; const x = c[l]!; tm |= ((x | -x) >>> 31) << l; }
    return tm >>> 0;
  }
  for (let k = 0; k < L.length; k++) {
    const l = L[k]!;
    const p = pc[l];
    if (p) { undefinedCondition(w, l, p, ins, 'branches'); continue; }
    if (c[l] !== 0) tm |= 1 << l;
  }
  return tm >>> 0;
}

function branch(w: Warp, g: Group, ins: Instr): void {
  const c = w.regs[ins.fn]![ins.cond!] as Int32Array; // conditions are `bool`
  const tm = takenMask(w, g, ins, c, w.pois[ins.fn]![ins.cond!] ?? null);
  if (ins.backEdge !== undefined && tm) backEdge(w, ins.backEdge, tm);
  if (w.killed) applyKills(w);
  if (g.state === 'done') return;
  const fm = (g.mask & ~tm) >>> 0;
  if (fm === 0) { g.pc = ins.t!; return; }
  if (tm === 0) { g.pc = ins.f!; return; }
  const ctx = w.ctx;
  const falseFirst = ctx.adversarial && ctx.rng.oneIn(2);
  splitOff(w, g, fm, ins.f!, falseFirst);
  g.pc = ins.t!;
  if (w.trace) trace(w, 'diverge', g.mask | fm, ins, [tm, fm]);
}

/** Stops lane `l`, whose branch condition or `switch` value is the undefined value `p`. */
function undefinedCondition(w: Warp, l: number, p: Poison, ins: Instr, what: 'branches' | 'switches'): void {
  w.ctx.laneError(w, l, 'undefined-value', 'E-UNDEFINED-BRANCH', ins.loc,
    () => `${w.ctx.laneName(w, l)} ${what} on an undefined value: ${p.why}`,
    undefined,
    () => [{ message: `undefined value produced here: ${p.why}`, line: p.line, column: p.column }]);
}

/** A `switch`: each lane goes to the case its value selects (C++ [stmt.switch]). A lane
 * whose value is undefined is stopped with `E-UNDEFINED-BRANCH`, as a branch's condition is
 * (docs/language.md §6: an undefined value tested by a branch is an error). */
function multiway(w: Warp, g: Group, ins: Instr): void {
  const c = w.regs[ins.fn]![ins.cond!] as Int32Array; // a switch is on `int`/`uint`
  const pc = w.pois[ins.fn]![ins.cond!];
  const byPc = new Map<number, number>();
  for (const l of g.lanes) {
    const p = pc?.[l];
    if (p) { undefinedCondition(w, l, p, ins, 'switches'); continue; }
    const target = ins.targets!.get(c[l]!) ?? ins.fallback!;
    byPc.set(target, (byPc.get(target) ?? 0) | (1 << l));
  }
  if (w.killed) applyKills(w);
  if (g.state === 'done') return;
  const entries = [...byPc.entries()].sort((a, b) => a[0] - b[0]);
  if (entries.length > 1 && w.trace) trace(w, 'diverge', g.mask, ins, entries.map((e) => e[1] >>> 0));
  g.pc = entries[0]![0];
  const parts: Group[] = [g];
  for (let i = entries.length - 1; i >= 1; i--) parts.push(splitOff(w, g, entries[i]![1] >>> 0, entries[i]![0]));
  // The lanes sent past case labels leave the regions those labels close.
  for (const h of parts) {
    const n = ins.leaves?.get(h.pc) ?? 0;
    if (n > 0) leaveRegions(w, h, n, ins.loc.line);
  }
}

function call(w: Warp, g: Group, ins: Instr, pc: number): void {
  const ctx = w.ctx;
  const callee = ctx.prog.fns[ins.callee!]!;
  const params = callee.decl.params;
  const R = w.regs[g.fn]!, P = w.pois[g.fn]!;
  const CR = w.regs[callee.index]!;
  for (let i = 0; i < params.length; i++) {
    const src = ins.args![i]!, dst = params[i]!.slot;
    if (typeof params[i]!.type === 'object') {
      const from = w.arraysOf(g.fn, src), to = w.arraysOf(callee.index, dst);
      for (const l of g.lanes) to[l] = from[l]!;
      continue;
    }
    copyLanes(w, g, R[src]!, CR[dst]!, P[src], callee.index, dst);
  }
  enterRegion(w, pc, g.mask);
  const token: Token = { expected: g.mask, arrived: 0, site: pc, loc: ins.loc, what: `the return from \`${callee.name}\`` };
  const frame: Frame = { fn: callee.index, retPc: pc + 1, retDst: ins.dst ?? -1, callerFn: g.fn, token };
  g.tokens.push(token);
  g.frames.push(frame);
  g.fn = callee.index;
  g.pc = callee.entry;
}

/** Runs `g` until it is no longer ready or its slice ends. */
export function runGroup(w: Warp, g: Group): void {
  const ctx = w.ctx;
  const code = ctx.prog.code;
  if (g.slice <= 0) g.slice = ctx.adversarial ? 1 + ctx.rng.below(12) : SLICE;
  const start = g.slice;
  const counts = ctx.counts;
  const from = g.pc, mask = g.mask;
  counts.laneSteps = runLoop(w, g, ctx, code, counts.laneSteps, ctx.budget);
  w.turn += start - g.slice + 1;
  // Lanes that stepped apart run together again where they meet (`rejoin`): checked once a
  // fragment has moved on, and not in the turn that split it (its mask shrank), so a split
  // is never undone before either part has run alone.
  if (g.fragment !== 0 && g.mask === mask && g.pc !== from && g.state === 'ready' && rejoin(w, g) !== g) return;
  // A turn that ended as the group left the loop (a divergent branch, a wait) still goes
  // behind the warp's other groups: a spin loop whose trip length divides the slice would
  // otherwise always end its turn there, and start the next one ahead of the others.
  if (g.slice <= 0) behind(w, g);
}

/** Moves `g` behind the other groups of its warp (if it is still one of them). */
export function behind(w: Warp, g: Group): void {
  const gs = w.groups;
  const at = gs.indexOf(g);
  if (at < 0 || at === gs.length - 1) return;
  for (let k = at; k < gs.length - 1; k++) gs[k] = gs[k + 1]!;
  gs[gs.length - 1] = g;
}

/** `runGroup`'s loop, with the run's lane-steps `steps` in a local (nothing an instruction runs
 * reads or writes them): returns them, and stores them before the budget check that ends
 * the run. */
function runLoop(w: Warp, g: Group, ctx: Warp['ctx'], code: Instr[], steps: number, budget: number): number {
  while (g.state === 'ready') {
    if (g.slice-- <= 0) {
      // The turn is over: the group goes behind the others of its warp (`runGroup`).
      g.slice = 0;
      return steps;
    }
    const pc = g.pc;
    const ins = code[pc]!;
    if ((steps += g.lanes.length) > budget) { ctx.counts.laneSteps = steps; ctx.budgetLoc = ins.loc; ctx.step(0); }
    switch (ins.op) {
      case Op.Compute:
        if (ctx.adversarial && g.lanes.length > 1 && ctx.rng.oneIn(16)) {
          // Lanes of one group may step apart between sync points (ITS).
          const r = (ctx.rng.next() & g.mask) >>> 0;
          if (r !== 0 && r !== g.mask) {
            if (g.fragment === 0) g.fragment = g.id;
            splitOff(w, g, r, pc).fragment = g.fragment;
            return steps;
          }
        }
        ins.run!(w, g);
        g.pc = pc + 1;
        if (w.killed) applyKills(w);
        break;
      case Op.Branch:
        branch(w, g, ins);
        if (w.groups.length > 1) return steps;
        break;
      case Op.Switch:
        multiway(w, g, ins);
        if (w.groups.length > 1) return steps;
        break;
      case Op.Jump:
        if (ins.backEdge !== undefined) backEdge(w, ins.backEdge, g.mask);
        g.pc = ins.target!;
        break;
      case Op.Ssy: {
        const t = w.tokenPool.pop();
        if (t) { t.expected = g.mask; t.arrived = 0; t.site = pc; t.loc = ins.loc; t.what = ins.what ?? 'a branch'; g.tokens.push(t); }
        else g.tokens.push({ expected: g.mask, arrived: 0, site: pc, loc: ins.loc, what: ins.what ?? 'a branch' });
        enterRegion(w, pc, g.mask);
        g.pc = pc + 1;
        break;
      }
      case Op.Sync: {
        const t = g.tokens[g.tokens.length - 1]!;
        if (((t.expected & ~g.mask & ~w.exited) >>> 0) === 0) {
          // Every lane the region expects is here: nothing to wait for, and no other group
          // can still hold this token (it would have lanes the token expects). The lanes'
          // pass is recorded only where a verdict may need it: a region holding a barrier or
          // a `tiled_partition`, which members in other warps may have made.
          if (ctx.prog.regionBarriers[t.site] || ctx.prog.regionPartitions[t.site]) passEnd(w, g, t, ins.loc.endLine ?? ins.loc.line);
          g.tokens.pop();
          w.tokenPool.push(t);
          g.pc = pc + 1;
          break;
        }
        arriveSync(w, g, ins);
        return steps;
      }
      case Op.Break:
        leaveRegions(w, g, ins.n!, ins.loc.line);
        g.pc = pc + 1;
        break;
      case Op.Unwind:
        if (g.frames.length === 0) {
          // A `return` from the kernel: the lanes exit here, before any call after it.
          w.returning = (w.returning | g.mask) >>> 0;
          for (const l of g.lanes) w.exitLine[l] = ins.loc.line;
        }
        leaveRegions(w, g, -1, ins.loc.line);
        g.pc = pc + 1;
        break;
      case Op.Call:
        call(w, g, ins, pc);
        break;
      case Op.Ret: {
        if (g.frames.length === 0) { exitLanes(w, g, ins.loc.endLine ?? ins.loc.line); return steps; }
        const t = g.tokens[g.tokens.length - 1]!;
        if (((t.expected & ~g.mask & ~w.exited) >>> 0) === 0) {
          if (ctx.prog.regionBarriers[t.site] || ctx.prog.regionPartitions[t.site]) passEnd(w, g, t, ins.loc.endLine ?? ins.loc.line);
          g.tokens.pop();
          finishReturn(w, g);
          break;
        }
        arriveSync(w, g, ins);
        return steps;
      }
      case Op.Exit:
        exitLanes(w, g, ins.loc.line);
        return steps;
      case Op.Collective:
        // Then as after any completed rendezvous: ready groups at one place merge, and the
        // group goes back to the scheduler (which counts the return in the warp's turn).
        if (ctx.fast && fastCollective(w, g, ins, pc)) { mergeReady(w); return steps; }
        arriveCollective(w, g, ins, pc);
        return steps;
      case Op.Barrier:
        g.state = 'barrier';
        g.waitLoc = ins.loc;
        g.waitWhat = '`__syncthreads()`';
        return steps;
    }
  }
  return steps;
}

/** Records a control-flow event in the warp's trace. */
export function trace(w: Warp, kind: string, mask: number, ins: Instr, groups?: number[]): void {
  if (!w.trace) return;
  const nul = (): null[] => new Array(32).fill(null);
  w.trace.push({
    seq: w.trace.length, kind, mask: mask >>> 0, participants: mask >>> 0, activeGroup: mask >>> 0,
    exited: w.exited >>> 0, line: ins.loc.line, column: ins.loc.column, lines: nul(), operands: nul(),
    operands2: nul(), widths: nul(), sources: nul(), results: nul(), undefinedResult: new Array(32).fill(false),
    ...(groups ? { groups: groups.map((m) => m >>> 0) } : {}),
  });
}

export { newGroup, lanesOf };
