/**
 * Rendezvous of `*_sync` warp collectives (docs/semantics.md §2; PTX ISA §9.7.9.6, §9.7.13.2,
 * §9.7.13.9, §9.7.13.10, §9.7.13.12: "wait until all non-exited threads in membermask have
 * executed the same instruction (same qualifiers, same membermask)").
 *
 * Lanes arrive with their own mask value; lanes of one kind and one mask form one
 * rendezvous, whatever their call site (sm_70+ pairs different call sites: an H200 did).
 * It completes when every lane of the mask has arrived or exited. The caller must be in
 * its own mask (else a `mask` error at that call); concurrent rendezvous of one kind with
 * overlapping but different masks are invalid (Programming Guide 13 §5.4.6.6).
 */
import { Op, type CollectiveCall, type CollectiveImpl, type Instr } from './instr';
import { hint, type Hint } from '../../lang/registry';
import type { Group, Rendezvous, Token } from './state';
import type { Warp } from './warp';
import { mergeReady, splitOff } from './groups';
import { lanesOf } from './values';
import { applyKills } from './exec';
import { forgetPassed, goneLanes, instanceSig, passedBy, passedThenPaired, reportPassBy, reportPassedThenPaired, sameInstance, sameIterations } from './passby';

/** What a collective sees when its rendezvous completes (see `CollectiveCall`). */
class Call implements CollectiveCall {
  readonly mask: number;
  readonly site: Instr | null;
  constructor(readonly warp: Warp, private readonly rv: Rendezvous, readonly participants: number, private readonly code: Instr[]) {
    this.mask = rv.mask;
    this.site = rv.oneSite ? code[rv.site]! : null;
  }
  instrOf(lane: number): Instr {
    return this.code[this.rv.fromInstr[lane]!]!;
  }
}

const kindIds = new Map<string, number>();
/** A small number per rendezvous kind, for numeric rendezvous keys. */
function kindId(kind: string): number {
  let id = kindIds.get(kind);
  if (id === undefined) { id = kindIds.size + 1; kindIds.set(kind, id); }
  return id;
}

/** The last collective `implInfo` was asked about, its `kindId` and its `waitWhat`
 * (a loop calls the same collectives over and over). */
let lastImpl: CollectiveImpl | null = null;
let lastKindId = 0;
let lastWaitWhat = '';

/** Selects `impl` as the one `lastKindId`/`lastWaitWhat` describe. */
function implInfo(impl: CollectiveImpl): void {
  if (impl === lastImpl) return;
  lastKindId = kindId(impl.kind);
  lastWaitWhat = `\`${impl.name}\``;
  lastImpl = impl;
}

function hex(m: number): string {
  return '0x' + (m >>> 0).toString(16).padStart(8, '0');
}

/** A collective whose lanes all came from one call site (the fast path's view). */
class SiteCall implements CollectiveCall {
  constructor(readonly warp: Warp, readonly mask: number, readonly participants: number, readonly site: Instr) {}
  instrOf(): Instr {
    return this.site;
  }
}

/**
 * The common case, done without a rendezvous record: no other rendezvous is pending, every
 * lane of `g` passes the same defined mask, that mask names every lane of `g`, and every
 * lane it names is in `g` or has exited. Then the rendezvous would complete at once with
 * exactly `g`'s lanes, so the collective runs now and `g` moves on (still ready). Returns
 * false, having changed nothing, when any condition fails (the caller takes the full path).
 * Used under every schedule: the adversarial ones vary which lanes arrive together, and
 * this path is taken only when the arrival is already complete.
 */
export function fastCollective(w: Warp, g: Group, ins: Instr, pc: number): boolean {
  if (w.rendezvous.size !== 0) return false;
  const masks = w.regs[ins.fn]![ins.maskReg!] as Int32Array; // masks are `uint`
  const mp = w.pois[ins.fn]![ins.maskReg!];
  const lanes = g.lanes;
  const mask = masks[lanes[0]!]! >>> 0;
  // A uniform register (a constant, usually) holds one defined mask in every lane.
  if (!w.uniform[ins.fn]![ins.maskReg!]) {
    for (let i = 0; i < lanes.length; i++) {
      const l = lanes[i]!;
      if (masks[l] !== (mask | 0) || mp?.[l]) return false;
    }
  }
  if ((g.mask & ~mask) !== 0 || (mask & ~g.mask & ~w.exited) !== 0) return false;
  // The mask names a lane that made this call with another mask: the full path judges that.
  if ((mask & w.made) !== 0 && namesMade(w, mask, pc, g)) return false;
  // Lanes of one group from different iterations of a loop around the call (a group that
  // ran ahead and was joined by the rest at the same place): the full path warns.
  if (!sameIterations(w, g.tokens, g.mask)) return false;
  // Named lanes that exited: the full path decides whether they passed the call by.
  const gone = goneLanes(w, mask, g.mask);
  if (gone && passedBy(w, gone, [g])) return false;
  const impl = ins.collective!;
  w.ctx.counts[impl.counter]++;
  impl.exec(new SiteCall(w, mask, g.mask >>> 0, ins));
  // Lanes still running that did not make the call may reach it later with a mask naming these.
  if ((w.valid & ~w.exited & ~g.mask) !== 0) recordMade(w, g.mask, pc, mask, g.tokens);
  g.pc = pc + 1;
  if (w.killed) applyKills(w);
  return true;
}

/** The parameter that names the lane a shuffle reads, per shuffle (the prelude's names). */
const LANE_ARG: Record<string, string> = {
  __shfl_sync: 'srcLane',
  __shfl_up_sync: 'delta',
  __shfl_down_sync: 'delta',
  __shfl_xor_sync: 'laneMask',
};

/**
 * The hint of `E-MASK-SELF` (a caller missing from its own mask) for intrinsic `name`.
 * `wholeWarp`: the calling group is every lane of the warp (nothing diverged, nothing
 * exited), so the fix is the full mask, and the usual slip is a mask built to pick the
 * lane to read; otherwise the call is in divergent code and the mask must name the lanes
 * that reach it (Programming Guide §10.22: "all non-exited threads named in mask must
 * execute the same intrinsic").
 */
export function maskSelfHint(name: string, wholeWarp: boolean): Hint {
  return wholeWarp ? hint('E-MASK-SELF', 'wholeWarp', LANE_ARG[name]) : hint('E-MASK-SELF', 'divergent');
}

/** A group reaches a collective: every lane joins the rendezvous of its (kind, mask). The
 * precise tier (core/tier.ts) takes the lane-by-lane path for every arrival. */
export function arriveCollective(w: Warp, g: Group, ins: Instr, pc: number): void {
  const rv = w.ctx.fast ? arriveUniform(w, g, ins, pc) : null;
  if (rv) {
    if (w.killed) applyKills(w);
    tryComplete(w, rv);
    return;
  }
  arriveEach(w, g, ins, pc);
}

/** Whether another rendezvous of `kind`, waited in at `pc`, has a mask overlapping `mask`
 * (the `E-MASK-OVERLAP` condition of `arriveEach`). */
function overlapsAt(w: Warp, kind: string, mask: number, pc: number, except?: Rendezvous): boolean {
  const open = w.rendezvous.values();
  for (let i = 0; i < open.length; i++) {
    const other = open[i]!;
    if (other !== except && other.kind === kind && (other.mask & mask) !== 0 && waitsAt(w, other, pc)) return true;
  }
  return false;
}

/**
 * The arrival of a group whose lanes all pass one defined mask that names every one of
 * them, and that opens no rendezvous overlapping another (the usual case, under any
 * schedule): the whole group joins one rendezvous, as `arriveEach` would have it lane by
 * lane. Returns that rendezvous, or null having changed nothing when a condition fails.
 */
function arriveUniform(w: Warp, g: Group, ins: Instr, pc: number): Rendezvous | null {
  const masks = w.regs[ins.fn]![ins.maskReg!] as Int32Array; // masks are `uint`
  const mp = w.pois[ins.fn]![ins.maskReg!];
  const lanes = g.lanes;
  if (lanes.length === 0) return null;
  const m0 = masks[lanes[0]!]!;
  for (let i = 1; i < lanes.length; i++) if (masks[lanes[i]!] !== m0) return null;
  if (mp) for (let i = 0; i < lanes.length; i++) if (mp[lanes[i]!]) return null;
  const mask = m0 >>> 0;
  if ((g.mask & ~mask) !== 0) return null;
  const impl = ins.collective!;
  implInfo(impl);
  const key = lastKindId * 4294967296 + mask;
  let rv = w.rendezvous.get(key);
  if ((mask & w.made) !== 0 && namesMade(w, mask, pc, g, rv?.arrived ?? 0)) return null;
  if (w.rendezvous.size > (rv ? 1 : 0) && overlapsAt(w, impl.kind, mask, pc, rv)) return null;
  if (!rv) {
    rv = w.spare.pop() ?? { key, kind: impl.kind, mask, arrived: 0, fromGroup: new Array(32), fromInstr: new Int32Array(32), oneSite: true, site: pc };
    rv.key = key; rv.kind = impl.kind; rv.mask = mask; rv.arrived = 0; rv.oneSite = true; rv.site = pc;
    w.rendezvous.set(key, rv);
  }
  rv.arrived = (rv.arrived | g.mask) >>> 0;
  const from = rv.fromGroup, at = rv.fromInstr;
  for (let i = 0; i < lanes.length; i++) { const l = lanes[i]!; from[l] = g; at[l] = pc; }
  if (rv.site !== pc) rv.oneSite = false;
  g.state = 'coll';
  g.pendingLanes = g.mask;
  g.waitLoc = ins.loc;
  g.waitWhat = lastWaitWhat;
  return rv;
}

/**
 * Records that lanes `lanes` made the call at `pc` with `mask`, inside `tokens` (see
 * `Warp.madeAt`): a lane whose mask names one of them, calling there later in the same pass,
 * is judged by `arriveEach` as if they still waited there with their mask. A valid call
 * (`always` false) is recorded only outside loops: in a loop, lanes of different iterations
 * may pair at one call (W-CROSS-INSTANCE), so which pass a record belongs to is not known.
 */
function recordMade(w: Warp, lanes: number, pc: number, mask: number, tokens: readonly Token[], always = false): void {
  if (!always) {
    const loopIndex = w.ctx.prog.nesting.loopIndex;
    for (let i = 0; i < tokens.length; i++) if (loopIndex[tokens[i]!.site]! >= 0) return;
  }
  const site = sourceSite(w.ctx.prog.code, pc);
  let rec = w.madeAt.get(site);
  if (!rec) w.madeAt.set(site, (rec = { lanes: 0, mask: new Int32Array(32), sig: new Float64Array(32) }));
  rec.lanes = (rec.lanes | lanes) >>> 0;
  w.made = (w.made | lanes) >>> 0;
  for (let m = lanes >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
    const l = 31 - Math.clz32(m & -m);
    rec.mask[l] = mask;
    rec.sig[l] = passSig(w, tokens, l, pc);
  }
}

/** Whether `mask` names a lane recorded as having made the call at `pc` in the pass group
 * `g` is in (see `Warp.made`), other than the lanes of `g` and `waiting` (those make this
 * call now, with this mask). */
function namesMade(w: Warp, mask: number, pc: number, g: Group, waiting = 0): boolean {
  const rec = w.madeAt.get(sourceSite(w.ctx.prog.code, pc));
  if (!rec) return false;
  let sig = -1;
  for (let m = (mask & rec.lanes & ~g.mask & ~waiting) >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
    const y = 31 - Math.clz32(m & -m);
    if (rec.mask[y]! >>> 0 === mask) continue;
    // Lanes of `g` in different passes (a group that ran ahead, joined by the rest): the
    // lane-by-lane path judges each in its own pass.
    if (sig < 0 && !sameIterations(w, g.tokens, g.mask)) return true;
    if (sig < 0) sig = passSig(w, g.tokens, g.lanes[0]!, pc);
    if (rec.sig[y] === sig) return true;
  }
  return false;
}

/** The first lane of `lanes` (named lanes that exited after leaving a region around the call
 * at `pc`, in the pass of the call: passby.ts `passedBy`) whose latest recorded call
 * (`Warp.made`) is this instruction with a mask other than `mask`; -1 when none. */
function madeElsewhere(w: Warp, lanes: number, pc: number, mask: number): number {
  const rec = w.madeAt.get(sourceSite(w.ctx.prog.code, pc));
  if (!rec) return -1;
  for (let m = (lanes & rec.lanes) >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
    const y = 31 - Math.clz32(m & -m);
    if (rec.mask[y]! >>> 0 !== mask) return y;
  }
  return -1;
}

/** Reports `E-MASK-OVERLAP` at each participant's call (lane `y`, which the mask names, made
 * the call with another mask: `madeElsewhere`) and makes its result an undefined value. */
function reportMadeElsewhere(w: Warp, y: number, yMask: number, name: string, mask: number, participants: number, instrOf: (lane: number) => Instr): void {
  const ctx = w.ctx;
  for (const l of lanesOf(participants)) {
    const ins = instrOf(l);
    const text = `${overlapText(w, name, l, mask, y, yMask)}; lane ${y} made it through another call of the function it is in, and left`;
    ctx.laneReport(w, l, 'mask', 'E-MASK-OVERLAP', 'error', ins.loc, () => text);
    if (ins.dst !== undefined && ins.dst >= 0) {
      w.poisonOf(ins.fn, ins.dst)[l] = { why: text, lane: l, line: ins.loc.line, column: ins.loc.column, reported: true };
    }
  }
}

/** The message of an `E-MASK-OVERLAP`: lane `l`'s mask names lane `y`, which calls with another mask. */
function overlapText(w: Warp, name: string, l: number, mask: number, y: number, yMask: number): string {
  return `${w.ctx.laneName(w, l)} calls \`${name}\` with mask ${hex(mask)}, which names lane ${y}, but lane ${y} calls it with mask ${hex(yMask)} (every lane a mask names must pass the same mask: undefined behaviour)`;
}

/**
 * `arriveCollective` lane by lane: each lane joins the rendezvous of its own mask, or is
 * reported (undefined mask, caller outside its mask, overlapping masks). Overlapping masks
 * (Programming Guide §10.22: every non-exited lane a mask names must execute the same
 * intrinsic with the same mask) are judged by a rule that does not depend on the order
 * the lanes arrive in: a lane's call is invalid when its mask names a lane that calls here
 * with another mask. So when lane `l` arrives with mask `M` while lanes wait here with a
 * different mask `M'` that overlaps it, `l` is reported if `M` names one of them, and they
 * are all reported (and released, their results undefined) if `M'` names `l`.
 */
function arriveEach(w: Warp, g: Group, ins: Instr, pc: number): void {
  const ctx = w.ctx;
  const impl = ins.collective!;
  const masks = w.regs[ins.fn]![ins.maskReg!] as Int32Array; // masks are `uint`
  const mp = w.pois[ins.fn]![ins.maskReg!];
  const touched: Rendezvous[] = [];
  let lastMask = -1;
  let last: Rendezvous | null = null;
  // Lanes whose call is invalid (caller outside its mask, overlapping masks): reported here;
  // they take no part, get an undefined result and run on.
  let invalid = 0;
  let invalidWhy: string[] | null = null;
  /** Rendezvous whose waiting lanes are invalid: a lane their mask names calls with another
   * (that lane, and its mask). */
  let doomed: { rv: Rendezvous; by: number; byMask: number }[] | null = null;
  implInfo(impl);
  const keyBase = lastKindId * 4294967296;
  for (const l of g.lanes) {
    const p = mp?.[l];
    if (p) {
      ctx.laneError(w, l, 'undefined-value', 'E-UNDEFINED-MASK', ins.loc,
        () => `${ctx.laneName(w, l)} passes an undefined value as the mask of \`${impl.name}\`: ${p.why}`);
      continue;
    }
    const mask = masks[l]! >>> 0;
    if (!((mask >>> l) & 1)) {
      const text = `${ctx.laneName(w, l)} calls \`${impl.name}\` with mask ${hex(mask)}, which does not include lane ${l} itself (undefined behaviour)`;
      ctx.laneReport(w, l, 'mask', 'E-MASK-SELF', 'error', ins.loc, () => text, maskSelfHint(impl.name, ((g.mask ^ w.valid) >>> 0) === 0));
      invalid |= 1 << l;
      (invalidWhy ??= [])[l] = text;
      // The lane made this call, with a mask that differs from every valid one: lanes
      // whose masks name it call with overlapping masks, whether they wait here already
      // (their rendezvous is closed) or come later (the record `Warp.made`).
      recordMade(w, 1 << l, pc, mask, g.tokens, true);
      const open = w.rendezvous.values();
      for (let i = 0; i < open.length; i++) {
        const other = open[i]!;
        if (other.kind !== impl.kind || !((other.mask >>> l) & 1) || !waitsAt(w, other, pc)) continue;
        if (!doomed?.some((d) => d.rv === other)) (doomed ??= []).push({ rv: other, by: l, byMask: mask });
      }
      last = null;
      lastMask = -1;
      continue;
    }
    // Lanes making this call now with this mask (this group, or waiting in its rendezvous)
    // pair with `l`, whatever call they made before (a later pass: W-CROSS-INSTANCE).
    const now = (g.mask | (w.rendezvous.get(keyBase + mask)?.arrived ?? 0)) >>> 0;
    if ((mask & w.made & ~now) !== 0) {
      let sig = -1;
      const rec = w.madeAt.get(sourceSite(ctx.prog.code, pc));
      for (let m = (mask & (rec?.lanes ?? 0) & ~now) >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
        const y = 31 - Math.clz32(m & -m);
        // The same mask: `l` would have been in that call but for a pass of the code
        // around it that the lanes did not share (the W-CROSS-INSTANCE situation).
        if (rec!.mask[y]! >>> 0 === mask) continue;
        if (sig < 0) sig = passSig(w, g.tokens, l, pc);
        if (rec!.sig[y] !== sig) continue;
        const text = overlapText(w, impl.name, l, mask, y, rec!.mask[y]!);
        ctx.laneReport(w, l, 'mask', 'E-MASK-OVERLAP', 'error', ins.loc, () => text);
        invalid |= 1 << l;
        (invalidWhy ??= [])[l] = text;
        break;
      }
      if ((invalid >>> l) & 1) continue;
    }
    if (mask === lastMask && last && w.rendezvous.size === 1) {
      last.arrived = (last.arrived | (1 << l)) >>> 0;
      last.fromGroup[l] = g;
      last.fromInstr[l] = pc;
      continue;
    }
    // Only rendezvous waited in at this same call site count: a lane that arrives at another
    // call with another mask starts its own rendezvous (PTX `shfl.sync` waits for the
    // threads of the same membermask), as tile code does when lanes of one tile run ahead.
    let overlap = '';
    const open = w.rendezvous.values();
    for (let i = 0; i < open.length; i++) {
      const other = open[i]!;
      if (other.kind !== impl.kind || other.mask === mask || (other.mask & mask) === 0 || !waitsAt(w, other, pc)) continue;
      const named = (mask & other.arrived & ~w.exited) >>> 0;
      if (named !== 0 && !overlap) overlap = overlapText(w, impl.name, l, mask, 31 - Math.clz32(named & -named), other.mask);
      if ((other.mask >>> l) & 1 && !doomed?.some((d) => d.rv === other)) (doomed ??= []).push({ rv: other, by: l, byMask: mask });
    }
    if (overlap) {
      const text = overlap;
      ctx.laneReport(w, l, 'mask', 'E-MASK-OVERLAP', 'error', ins.loc, () => text);
      invalid |= 1 << l;
      (invalidWhy ??= [])[l] = overlap;
      continue;
    }
    const key = keyBase + mask;
    let rv = w.rendezvous.get(key);
    if (!rv) {
      rv = w.spare.pop() ?? { key, kind: impl.kind, mask, arrived: 0, fromGroup: new Array(32), fromInstr: new Int32Array(32), oneSite: true, site: pc };
      rv.key = key; rv.kind = impl.kind; rv.mask = mask; rv.arrived = 0; rv.oneSite = true; rv.site = pc;
      w.rendezvous.set(key, rv);
    }
    rv.arrived = (rv.arrived | (1 << l)) >>> 0;
    rv.fromGroup[l] = g;
    rv.fromInstr[l] = pc;
    if (rv.site !== pc) rv.oneSite = false;
    if (!touched.includes(rv)) touched.push(rv);
    lastMask = mask;
    last = rv;
  }
  g.state = 'coll';
  g.pendingLanes = g.mask;
  g.waitLoc = ins.loc;
  g.waitWhat = `\`${impl.name}\``;
  if (doomed) {
    for (const d of doomed) {
      const mine = releaseDoomed(w, g, d.rv, d.by, d.byMask, impl.name);
      for (let m = mine; m !== 0; m = (m & (m - 1)) >>> 0) {
        const k = 31 - Math.clz32(m & -m);
        invalid |= 1 << k;
        (invalidWhy ??= [])[k] = overlapText(w, impl.name, k, d.rv.mask, d.by, d.byMask);
      }
      const at = touched.indexOf(d.rv);
      if (at >= 0) touched.splice(at, 1);
    }
  }
  if (invalid) {
    invalid = (invalid & ~w.killed) >>> 0;
    if (ins.dst !== undefined && ins.dst >= 0) {
      const pd = w.poisonOf(ins.fn, ins.dst);
      for (let l = 0; l < 32; l++) {
        if ((invalid >>> l) & 1) pd[l] = { why: invalidWhy![l]!, lane: l, line: ins.loc.line, column: ins.loc.column, reported: true };
      }
    }
    g.pendingLanes = (g.pendingLanes & ~invalid) >>> 0;
    if (g.pendingLanes === 0) { g.state = 'ready'; g.pc = pc + 1; g.waitLoc = null; }
    else if (invalid) { const h = splitOff(w, g, invalid, pc + 1); h.state = 'ready'; }
  }
  if (w.killed) applyKills(w);
  for (const rv of touched) tryComplete(w, rv);
  if (doomed) mergeReady(w);
}

/**
 * Closes `rv`, whose mask names lane `by`, which called with `byMask`: each lane waiting in
 * it is reported (`E-MASK-OVERLAP`, at its own call) and moves on past its call with an
 * undefined result. Lanes of `g` (the group arriving now, not yet waiting) are returned
 * for the caller to release with its own invalid lanes; other groups are released here.
 */
function releaseDoomed(w: Warp, g: Group, rv: Rendezvous, by: number, byMask: number, name: string): number {
  const ctx = w.ctx;
  const code = ctx.prog.code;
  w.rendezvous.delete(rv.key);
  const lanes = (rv.arrived & ~w.exited) >>> 0;
  let mine = 0;
  const others: Group[] = [];
  for (let m = lanes; m !== 0; m = (m & (m - 1)) >>> 0) {
    const k = 31 - Math.clz32(m & -m);
    const at = code[rv.fromInstr[k]!]!;
    const text = overlapText(w, name, k, rv.mask, by, byMask);
    ctx.laneReport(w, k, 'mask', 'E-MASK-OVERLAP', 'error', at.loc, () => text);
    const from = rv.fromGroup[k]!;
    if (from === g) { mine |= 1 << k; continue; }
    if (at.dst !== undefined && at.dst >= 0) {
      w.poisonOf(at.fn, at.dst)[k] = { why: text, lane: k, line: at.loc.line, column: at.loc.column, reported: true };
    }
    if (!others.includes(from)) others.push(from);
  }
  for (const o of others) {
    const released = (o.mask & lanes) >>> 0;
    o.pendingLanes = (o.pendingLanes & ~released) >>> 0;
    if (o.state !== 'coll') throw new Error('assertion: a lane waiting in a rendezvous belongs to a group that is not waiting');
    if (o.pendingLanes === 0) { o.state = 'ready'; o.pc++; o.waitLoc = null; }
    else { const h = splitOff(w, o, released, o.pc + 1); h.state = 'ready'; }
  }
  w.spare.push(rv);
  return mine >>> 0;
}

/** Completes every rendezvous whose missing lanes have exited; true if any completed. */
export function settleCollectives(w: Warp): boolean {
  for (const rv of w.rendezvous.values()) {
    if (tryComplete(w, rv)) return true;
  }
  return false;
}

function tryComplete(w: Warp, rv: Rendezvous): boolean {
  if (!w.rendezvous.has(rv.key)) return false;
  const participants = (rv.arrived & ~w.exited) >>> 0;
  if (((rv.mask & ~rv.arrived & ~w.exited) >>> 0) !== 0) return false;
  w.rendezvous.delete(rv.key);
  const ctx = w.ctx;
  const code = ctx.prog.code;
  if (participants === 0) return true;
  const firstInstr = rv.fromInstr[31 - Math.clz32(participants & -participants)]!;
  const impl = code[firstInstr]!.collective!;
  // Different call sites in one rendezvous: valid on sm_70+, not portable.
  // Copies of one call in an unrolled loop (compile/unroll.ts) are one site, and lanes at
  // different copies are in different iterations, as in the loop as written.
  const pcs = rv.oneSite ? null : new Set<number>(lanesOf(participants).map((l) => rv.fromInstr[l]!));
  const sites = pcs && new Set<number>([...pcs].map((pc) => sourceSite(code, pc)));
  const groups = groupsOf(rv, participants);
  const crossSite = sites !== null && sites.size > 1;
  // One call site, different dynamic instances of the code around it (a later iteration of
  // a loop, another entry into an `if`, another call of the function): also paired.
  const crossInstance = !crossSite && (pcs !== null && pcs.size > 1 || !sameInstance(w, groups, participants));
  // Lanes that left a region around another participant's call and joined from elsewhere
  // passed that call by: an error for a call with values (they mixed), `__syncwarp` aside.
  const paired = (crossSite || crossInstance) && impl.counter !== 'syncwarps'
    ? passedThenPaired(w, groups, participants, (l) => rv.fromInstr[l]!) : null;
  if (paired) {
    // Reported below, once the results exist.
  } else if (crossSite) {
    const loc = code[firstInstr]!.loc;
    const lines = [...sites!].map((pc) => code[pc]!.loc.line).sort((a, b) => a - b);
    ctx.reporter.add('portability', 'W-CROSS-SITE', 'warning', loc, null,
      () => `one \`${impl.name}\` rendezvous joined calls at different lines (${lines.join(', ')}); Volta and later GPUs pair them, but the Programming Guide asks for the same program point and pre-Volta GPUs do not pair them`);
  } else if (crossInstance && callsApart(groups, code)) {
    // One call site in the function, reached through different calls of it (a warp-level
    // helper called from both arms of an `if`): once nvcc inlines the function, the
    // calls are instructions at different program points.
    const loc = code[firstInstr]!.loc;
    const calls = callsApart(groups, code)!;
    const fns = ctx.prog.fns;
    const where = (pc: number): string => {
      const c = code[pc]!.loc;
      const sameLine = calls.filter((x) => code[x]!.loc.line === c.line).length > 1;
      return `\`${fns[code[pc]!.callee!]!.name}\` at line ${c.line}${sameLine ? `, column ${c.column}` : ''}`;
    };
    const list = calls.map(where);
    const text = list.length === 2 ? `${list[0]} and ${list[1]}` : list.join(', ');
    ctx.reporter.add('portability', 'W-CROSS-SITE', 'warning', loc, null,
      () => `one \`${impl.name}\` rendezvous at line ${loc.line} joined lanes that reached it through different calls (${text}); Volta and later GPUs pair them, but once the functions are inlined these are different program points, which the Programming Guide asks to be the same and pre-Volta GPUs do not pair`);
  } else if (crossInstance) {
    const loc = code[firstInstr]!.loc;
    ctx.reporter.add('portability', 'W-CROSS-INSTANCE', 'warning', loc, null,
      () => `one \`${impl.name}\` rendezvous at line ${loc.line} joined lanes from different passes through the code around it (a later iteration of a loop, or another entry into the \`if\`): lanes that skipped the call once made it later and paired with the others' earlier call`);
  }
  // Lanes that left a region and paired from elsewhere took part in this call: their
  // leaving is covered by the warning or the error above, not counted again.
  if (crossSite || crossInstance) forgetPassed(w, participants);
  const gone = goneLanes(w, rv.mask, rv.arrived);
  const pb = gone ? passedBy(w, gone, groups) : null;
  ctx.counts[impl.counter]++;
  const call = new Call(w, rv, participants, code);
  impl.exec(call);
  if ((w.valid & ~w.exited & ~participants) !== 0) {
    for (const g of groups) {
      const mine = (g.mask & participants) >>> 0;
      if (mine) recordMade(w, mine, rv.fromInstr[31 - Math.clz32(mine & -mine)]!, rv.mask, g.tokens);
    }
  }
  // Named lanes that left a region around the call having made this very instruction with
  // another mask in this pass (through another call of the function it is in): they did not
  // pass the call by, they called it with another mask.
  const elsewhere = pb ? madeElsewhere(w, pb.lanes, firstInstr, rv.mask) : -1;
  if (elsewhere >= 0) reportMadeElsewhere(w, elsewhere, w.madeAt.get(sourceSite(code, firstInstr))!.mask[elsewhere]!, impl.name, rv.mask, participants, (l) => call.instrOf(l));
  else if (pb) reportPassBy(w, pb, impl.name, rv.mask, participants, (l) => call.instrOf(l));
  else if (paired) reportPassedThenPaired(w, paired, impl.name, rv.mask, participants, (l) => call.instrOf(l));
  // Participants' groups move on (each group holds exactly its participants: `groupsOf`).
  // `fromGroup` is read only for lanes that arrived, so the record is reused as it is.
  w.spare.push(rv);
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    g.pendingLanes &= ~participants;
    if (g.state !== 'coll') continue;
    const done = (g.mask & ~g.pendingLanes) >>> 0;
    if (g.pendingLanes === 0) { g.state = 'ready'; g.pc++; g.waitLoc = null; }
    else if (done) { const h = splitOff(w, g, done, g.pc + 1); h.state = 'ready'; }
  }
  releaseGroups(groups);
  if (w.killed) applyKills(w);
  mergeReady(w);
  return true;
}

/** The `Call` instructions through which `groups` reached one call site, where their call
 * paths differ (the first `Call` region in which they do), in source order; null when every
 * group came through the same calls. */
function callsApart(groups: readonly Group[], code: readonly Instr[]): number[] | null {
  const paths = groups.map((g) => g.tokens.filter((t) => code[t.site]!.op === Op.Call).map((t) => t.site));
  const first = paths[0]!;
  let depth = -1;
  for (const p of paths) {
    for (let i = 0; i < Math.max(p.length, first.length); i++) {
      if (p[i] !== first[i]) { if (depth < 0 || i < depth) depth = i; break; }
    }
  }
  if (depth < 0) return null;
  const calls = new Set<number>();
  for (const p of paths) if (p[depth] !== undefined) calls.add(p[depth]!);
  const at = (pc: number): number => code[pc]!.loc.line * 65536 + code[pc]!.loc.column;
  return [...calls].sort((a, b) => at(a) - at(b));
}

/** The call as written that the instruction at `pc` is (itself, or for a copy of an unrolled
 * loop body, the same call in the first copy). */
function sourceSite(code: readonly Instr[], pc: number): number {
  return code[pc]!.unrolled?.site ?? pc;
}

/** A list of groups kept for `groupsOf`, and whether a completion is using it (a completion
 * that stops lanes completes others before it returns: those get lists of their own). */
const spareGroups: Group[] = [];
let spareGroupsBusy = false;

/** The groups the lanes `participants` of `rv` arrived from, in the order of their first
 * lanes. A participant has not exited, so it is still in the group it arrived from (a
 * waiting group loses only lanes that exit or whose call completed), and that group's
 * other participants are the participants in its mask. Give the list back with
 * `releaseGroups` once done with it. */
function groupsOf(rv: Rendezvous, participants: number): Group[] {
  let groups: Group[];
  if (spareGroupsBusy) groups = [];
  else { groups = spareGroups; spareGroupsBusy = true; }
  for (let m = participants >>> 0; m !== 0;) {
    const l = 31 - Math.clz32(m & -m);
    const g = rv.fromGroup[l]!;
    if (!((g.mask >>> l) & 1)) throw new Error('assertion: a participant of a rendezvous left the group it arrived from');
    groups.push(g);
    m = (m & ~g.mask) >>> 0;
  }
  return groups;
}

function releaseGroups(groups: Group[]): void {
  if (groups !== spareGroups) return;
  while (groups.length !== 0) groups.pop();
  spareGroupsBusy = false;
}

export { hex };

/** Whether a lane waiting in `rv` arrived from the call at `pc` (any copy of it, in an
 * unrolled loop: `sourceSite`). */
function waitsAt(w: Warp, rv: { arrived: number; fromInstr: Int32Array; site: number }, pc: number): boolean {
  const code = w.ctx.prog.code;
  const site = sourceSite(code, pc);
  if (sourceSite(code, rv.site) === site) return true;
  for (let m = rv.arrived >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
    if (sourceSite(code, rv.fromInstr[31 - Math.clz32(m & -m)]!) === site) return true;
  }
  return false;
}

/** The pass of lane `lane` through the code around the call at `pc` (`instanceSig`), with
 * the iteration of an unrolled loop the copy at `pc` is. */
function passSig(w: Warp, tokens: readonly Token[], lane: number, pc: number): number {
  const sig = instanceSig(w, tokens, lane);
  const it = w.ctx.prog.code[pc]!.unrolled?.iteration ?? 0;
  return it === 0 ? sig : (sig * 37 + it) % 9007199254740881;
}
