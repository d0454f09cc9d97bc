/**
 * Simulated shared and global memory: creation, undefined-element tracking, and data-race
 * detection.
 *
 * Race rule (docs/language.md §6; Programming Guide §20.6.2, §10.6): two accesses to one element by
 * different threads, at least one a non-atomic write, race unless ordered by a happens-before
 * edge: `__syncthreads()` orders the whole block (barrier generations), `__syncwarp(mask)`
 * orders the lanes it names (warp vector clocks). Atomics do not race with atomics. Warp
 * shuffles and votes are not memory fences (Programming Guide §10.19–10.22) and order nothing.
 * Different blocks are never ordered within one launch.
 */
import type { ElemType } from '../../lang/ir';
import type { Access, KeptAccess, KeptGroups, Mem, RaceState } from './state';
import type { Warp } from './warp';
import type { Release, ReleaseList } from './context';
import { publishedSoFar, publishedTo, seesAcquired, type Published } from './lane-view';

/** Creates an array; `tracked` adds race bookkeeping (shared and global arrays). */
export function makeMem(name: string, space: Mem['space'], elem: ElemType, length: number, block: number): Mem {
  return {
    name, space, elem, length, block,
    data: elem === 'double' ? new Float64Array(length) : elem === 'long' || elem === 'ulong' ? new BigInt64Array(length) : new Int32Array(length),
    undef: null,
    undefWhy: new Map(),
    race: null,
    readOnly: false,
  };
}

/**
 * The array of `__shared__` declaration `id` for block `block` (linear), as at the block's
 * start: every element undefined, no access recorded. Reuses the array an earlier block of
 * the run had (`RunContext.spareShared`: blocks run one after another), reset, or makes one.
 */
export function sharedFor(spare: (Mem | undefined)[], id: number, name: string, elem: ElemType, length: number, block: number): Mem {
  let m = spare[id];
  if (!m) {
    m = makeMem(name, 'shared', elem, length, block);
    m.undef = new Uint8Array(length);
    spare[id] = m;
  } else {
    if (m.data instanceof BigInt64Array) m.data.fill(0n);
    else m.data.fill(0);
    m.undefWhy.clear();
    m.block = block;
    if (m.race) { m.race.s.fill(0); m.race.rMulti.clear(); m.race.replaced.clear(); }
  }
  m.undef!.fill(1);
  return m;
}

/** Race bookkeeping fields, `STRIDE` int32 per element in one array. */
/* W: the last plain (non-atomic) write; R: the last read, or -1 in R_TID when several
 * concurrent reads are kept in `rMulti`; A: the last atomic; LAST: 1 when the element's
 * latest write was the atomic A, 0 when it was the plain write W. Atomics are kept apart
 * from plain writes because they do not conflict with each other: an atomic that replaced a
 * plain write in a single write record would hide that write from other threads' atomics
 * (`x = 0` then `atomicAdd(&x, 1)` in one thread races with other threads' unordered
 * `atomicAdd`s). */
const W_TID = 0, W_GEN = 1, W_CLK = 2, W_LINE = 3, R_TID = 4, R_GEN = 5, R_CLK = 6, R_LINE = 7;
const A_TID = 8, A_GEN = 9, A_CLK = 10, A_LINE = 11, LAST = 12;
/* B: the last atomic of a thread other than A's, when A was recorded: a plain read that A is
 * ordered before (A is the reader's own, say) may still race with it. */
const B_TID = 13, B_GEN = 14, B_CLK = 15, B_LINE = 16;
const STRIDE = 17;

/** Thread ids are stored plus one, so a zero-filled array means "no access yet"; a read
 * field of -1 marks an element with several concurrent reads (in `rMulti`). */
/** Race states that finished runs gave back ({@link releaseRace}), for later arrays of the
 * same length: a grading runs the same launch many times, and a fresh `Int32Array` of 13
 * words per element (`STRIDE` then) cost about 17 µs per 512 elements in Chromium (clearing
 * one: 0.6 µs). */
const spareRace: RaceState[] = [];
/** At most this many kept, each of at most {@link SPARE_RACE_MAX} elements (4.5 MB). */
const SPARE_RACE_COUNT = 8;
const SPARE_RACE_MAX = 1 << 16;

function raceState(n: number): RaceState {
  for (let k = spareRace.length - 1; k >= 0; k--) {
    const r = spareRace[k]!;
    if (r.s.length !== n * STRIDE) continue;
    spareRace[k] = spareRace[spareRace.length - 1]!;
    spareRace.pop();
    r.s.fill(0);
    r.rMulti.clear();
    r.replaced.clear();
    return r;
  }
  return { s: new Int32Array(n * STRIDE), rMulti: new Map(), replaced: new Map() };
}

/** Gives `m`'s race state back for reuse once its run has ended (nothing reads it after
 * the run's result is made); `m.race` becomes null. */
export function releaseRace(m: Mem): void {
  const r = m.race;
  m.race = null;
  if (r && m.length <= SPARE_RACE_MAX && spareRace.length < SPARE_RACE_COUNT) spareRace.push(r);
}

/** The current access of a lane, as the race checker records it. */
export function accessOf(w: Warp, lane: number, line: number, atomic: boolean): Access {
  return { tid: w.gtid0 + lane, gen: w.ctx.block.gen, clk: w.vc[lane * 32 + lane]!, line, atomic };
}

/** Does an earlier access (thread `tid`, barrier generation `gen`, warp clock `clk`)
 * happen before the current access of `lane` in warp `w`? A `__syncthreads()` completed
 * since orders it only if that thread took part, that is had not exited before the barrier
 * generation after `gen` began to end (Programming Guide §10.6: the barrier makes visible
 * the accesses "made by these threads", those that reached it; exiting orders nothing). */
export function hb(w: Warp, lane: number, tid: number, gen: number, clk: number): boolean {
  const local = tid - w.gtid0 + w.base;
  if (local === w.base + lane) return true;
  const tpb = w.ctx.threadsPerBlock;
  if (local < 0 || local >= tpb) return acquiredBefore(w, lane, tid, gen, clk);
  if (gen < w.ctx.block.gen) {
    const o = w.ctx.block.warps[local >> 5]!, l = local & 31;
    if (!exitedIn(o, l, gen) || clk <= o.exitKnown[l]!) return true;
  }
  if (local >> 5 !== w.index) return acquiredBefore(w, lane, tid, gen, clk);
  // A lane of the same warp: its clock as this lane knows it (`__syncwarp`, or a release of
  // it taken directly), or a release of it that another thread carried here (cumulativity,
  // PTX ISA §8.8: lane 0 releases, a thread of another warp acquires and releases again, and
  // lane 1 acquires that).
  return w.vc[lane * 32 + (local & 31)]! >= clk || acquiredBefore(w, lane, tid, gen, clk);
}

/** Whether lane `l` of warp `o` exited on its own in barrier generation `gen` (before the
 * barrier that ended it), so that no later barrier of the block orders its accesses of `gen`
 * but through a lane that reached it (`Warp.exitKnown`). */
function exitedIn(o: Warp, l: number, gen: number): boolean {
  return ((o.exited & ~o.stopped) >>> l & 1) === 1 && o.exitGen[l]! <= gen;
}

/**
 * A `__syncthreads()` ends barrier generation `gen` of the block of warp `w`: for each lane
 * of `w` that exited in it, the largest clock of that lane known to a lane of `w` that
 * reached the barrier (`Warp.exitKnown`), read before the barrier changes any clock.
 */
export function noteExitedAtBarrier(w: Warp, gen: number): void {
  const gone = (w.exited & ~w.stopped & w.valid) >>> 0;
  if (gone === 0) return;
  const here = (w.valid & ~w.exited) >>> 0;
  for (let m = gone; m !== 0; m = (m & (m - 1)) >>> 0) {
    const t = 31 - Math.clz32(m & -m);
    if (w.exitGen[t] !== gen) continue;
    let known = 0;
    for (let p = here; p !== 0; p = (p & (p - 1)) >>> 0) {
      const c = w.vc[(31 - Math.clz32(p & -p)) * 32 + t]!;
      if (c > known) known = c;
    }
    w.exitKnown[t] = known;
  }
}

/** Does `prev` happen before the current access of `lane` in warp `w`? */
export function happensBefore(w: Warp, lane: number, prev: Access): boolean {
  newBatch();
  return hb(w, lane, prev.tid, prev.gen, prev.clk);
}

/** A detected race: the earlier access and whether it was a write. */
export interface RaceHit {
  prev: Access; prevWrite: boolean;
  /** The access's next race, reported too (each race with both lines): a plain write's
   * with an earlier read beside its race with an earlier write, and races with accesses an
   * earlier racing write replaced (`RaceState.replaced`); one per earlier line and kind. */
  also?: RaceHit;
}

/**
 * Records an access of element `i` by `lane` and returns the first unordered conflicting
 * earlier access, if any.
 */
export function recordAccess(m: Mem, i: number, w: Warp, lane: number, line: number, write: boolean, atomic: boolean): RaceHit | null {
  if (m.space === 'local') return null;
  newBatch();
  if (write && m.readOnly) throw new Error(`assertion: a write to \`${m.name}\`, which the program was found never to write`);
  const r = (m.race ??= raceState(m.length));
  const S = r.s;
  const o = i * STRIDE;
  const tid = w.gtid0 + lane;
  const gen = w.ctx.block.gen;
  const clk = w.vc[lane * 32 + lane]!;
  let hit: RaceHit | null = null;
  // The last plain write conflicts with every access of another thread not ordered after it.
  const wt = S[o + W_TID]! - 1;
  if (wt >= 0 && wt !== tid && !hb(w, lane, wt, S[o + W_GEN]!, S[o + W_CLK]!)) {
    hit = { prev: { tid: wt, gen: S[o + W_GEN]!, clk: S[o + W_CLK]!, line: S[o + W_LINE]!, atomic: false }, prevWrite: true };
  }
  // The last atomic conflicts with plain accesses: atomics do not race with each other, but
  // an atomic is a write, and a plain read or write of another thread that nothing orders
  // with it races with it (C++ [intro.races]: two conflicting actions, one not atomic;
  // docs/language.md §6 "Races"). The first guess of an `atomicCAS` loop is not a racing read
  // (`CompiledProgram.casGuessLines`).
  if (!hit && !atomic && (write || !w.ctx.prog.casGuessLines.has(line))) {
    const at = S[o + A_TID]! - 1;
    if (at >= 0 && at !== tid && !hb(w, lane, at, S[o + A_GEN]!, S[o + A_CLK]!)) {
      hit = { prev: { tid: at, gen: S[o + A_GEN]!, clk: S[o + A_CLK]!, line: S[o + A_LINE]!, atomic: true }, prevWrite: true };
    } else if (!write) {
      // A read also meets the atomic of another thread before A (a plain write does not:
      // the thread whose own atomic came last may reset the element, as the Guide's last
      // block resets its ticket counter, §10.5; docs/language.md §6).
      const bt = S[o + B_TID]! - 1;
      if (bt >= 0 && bt !== tid && !hb(w, lane, bt, S[o + B_GEN]!, S[o + B_CLK]!)) {
        hit = { prev: { tid: bt, gen: S[o + B_GEN]!, clk: S[o + B_CLK]!, line: S[o + B_LINE]!, atomic: true }, prevWrite: true };
      }
    }
  }
  // Earlier accesses that raced with a write and were replaced by it conflict with this
  // access too (`RaceState.replaced`): each race not already named is added to the chain.
  if (r.replaced.size !== 0) {
    const kept = r.replaced.get(i);
    if (kept) hit = racingKept(w, lane, tid, kept, write, atomic, hit);
  }
  const rt = S[o + R_TID]! - 1;
  if (write) {
    // A write, plain or atomic, conflicts with earlier reads not ordered before it (an atomic
    // not with the first guess of an `atomicCAS` loop).
    if (rt !== -1) {
      const guesses = atomic ? w.ctx.prog.casGuessLines : null;
      if (rt === -2) {
        // One race per line of the reads it is not ordered after (each joins the chain on its
        // own: `chain` keeps one per line and kind). An atomic leaves the reads in place, so
        // a later atomic would look at them all again: the lines found racing with one are
        // kept (`ReadSet.racedAtomic`), and once every line is, atomics look no more.
        const set = r.rMulti.get(i)!;
        const raced = atomic ? set.racedAtomic : null;
        if (!raced || raced.size < set.lines.size || !allIn(set.lines, raced)) {
          for (const prev of set.reads.values()) {
            if (prev.tid === tid || guesses?.has(prev.line) || raced?.has(prev.line) || inChain(hit, prev.line, false)) continue;
            if (!hb(w, lane, prev.tid, prev.gen, prev.clk)) {
              hit = chain(hit, { prev, prevWrite: false });
              raced?.add(prev.line);
            }
          }
        }
      } else if (rt !== tid && !guesses?.has(S[o + R_LINE]!) && !hb(w, lane, rt, S[o + R_GEN]!, S[o + R_CLK]!)) {
        hit = chain(hit, { prev: { tid: rt, gen: S[o + R_GEN]!, clk: S[o + R_CLK]!, line: S[o + R_LINE]!, atomic: false }, prevWrite: false });
      }
    }
    if (atomic) {
      // The reads stay: a later plain write of another thread still conflicts with them.
      if (S[o + A_TID] !== 0 && S[o + A_TID] !== tid + 1) {
        S[o + B_TID] = S[o + A_TID]!; S[o + B_GEN] = S[o + A_GEN]!; S[o + B_CLK] = S[o + A_CLK]!; S[o + B_LINE] = S[o + A_LINE]!;
      }
      S[o + A_TID] = tid + 1; S[o + A_GEN] = gen; S[o + A_CLK] = clk; S[o + A_LINE] = line; S[o + LAST] = 1;
      return hit;
    }
    keepRacing(w, lane, r, i, S, o, tid);
    // A later access not ordered after an earlier atomic or read is not ordered after this
    // write either (or this write raced with it): the plain write stands for them all.
    S[o + W_TID] = tid + 1; S[o + W_GEN] = gen; S[o + W_CLK] = clk; S[o + W_LINE] = line; S[o + A_TID] = 0; S[o + B_TID] = 0; S[o + LAST] = 0;
    if (rt === -2) r.rMulti.delete(i);
    S[o + R_TID] = 0;
    return hit;
  }
  // A read: it replaces the last read when that was of the same line and is ordered before
  // it (a read of another line stays: each line races on its own); else both are kept.
  if (rt === -1 || (rt >= 0 && S[o + R_LINE] === line && hb(w, lane, rt, S[o + R_GEN]!, S[o + R_CLK]!))) {
    S[o + R_TID] = tid + 1; S[o + R_GEN] = gen; S[o + R_CLK] = clk; S[o + R_LINE] = line;
  } else {
    const cur: Access = { tid, gen, clk, line, atomic: false };
    if (rt === -2) {
      const set = r.rMulti.get(i)!;
      // The thread's earlier read of this line goes (it happens before this one); this one is last.
      const key = readKey(tid, line);
      set.reads.delete(key);
      set.reads.set(key, cur);
      set.lines.add(line);
      if (set.reads.size >= set.pruneAt) {
        for (const [k, p] of set.reads) if (p.line === line && p.tid !== tid && hb(w, lane, p.tid, p.gen, p.clk)) set.reads.delete(k);
        set.pruneAt = Math.max(PRUNE_FROM, 2 * set.reads.size);
      }
    } else {
      const reads = new Map<number, Access>();
      reads.set(readKey(rt, S[o + R_LINE]!), { tid: rt, gen: S[o + R_GEN]!, clk: S[o + R_CLK]!, line: S[o + R_LINE]!, atomic: false });
      reads.set(readKey(tid, line), cur);
      r.rMulti.set(i, { reads, pruneAt: PRUNE_FROM, lines: new Set([S[o + R_LINE]!, line]), racedAtomic: new Set() });
      S[o + R_TID] = -1;
    }
  }
  return hit;
}

/** Whether every element of `a` is in `b`. */
function allIn(a: Set<number>, b: Set<number>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** The key of a thread's read of one line in a `ReadSet`. */
function readKey(tid: number, line: number): number {
  return tid * 1048576 + line;
}

/** The size of an element's `ReadSet` at which its reads ordered before the newest are
 * first dropped (each read scans the set below it, as the set is small). */
const PRUNE_FROM = 8;

/** `hit` with `next` added at the end of its chain of races (`RaceHit.also`), unless a race
 * with the same earlier line and kind of access is in it already. */
function chain(hit: RaceHit | null, next: RaceHit): RaceHit {
  if (!hit) return next;
  let h: RaceHit = hit;
  for (;;) {
    if (h.prev.line === next.prev.line && h.prevWrite === next.prevWrite) return hit;
    if (!h.also) break;
    h = h.also;
  }
  h.also = next;
  return hit;
}

/** The kind of a kept access in its group key (`KeptGroups`): 0 a plain write, 1 an
 * atomic, 2 a read. */
function kindOf(p: KeptAccess): number {
  return p.read ? 2 : p.atomic ? 1 : 0;
}

/** Whether an earlier access of kind `kind` (`kindOf`) conflicts with the current access
 * (`write`, `atomic`): a plain write conflicts with everything, a read with any write, an
 * atomic with any plain access (docs/language.md §6 "Races"). */
function conflicts(kind: number, write: boolean, atomic: boolean): boolean {
  return kind === 0 || (write && !atomic) || (kind === 2 && write) || (kind === 1 && !write);
}

/** Whether the chain `hit` has a race with earlier line `line` and kind (`prevWrite`). */
function inChain(hit: RaceHit | null, line: number, prevWrite: boolean): boolean {
  for (let h: RaceHit | undefined = hit ?? undefined; h; h = h.also) if (h.prev.line === line && h.prevWrite === prevWrite) return true;
  return false;
}

/** `hit` with the races of the current access of `lane` (thread `tid`) with the `kept`
 * accesses (`RaceState.replaced`) of other threads that it is not ordered after added: per
 * group, the first such access, unless the chain names a race with its line and kind. */
function racingKept(w: Warp, lane: number, tid: number, kept: KeptGroups, write: boolean, atomic: boolean, hit: RaceHit | null): RaceHit | null {
  for (const [key, byWarp] of kept) {
    const kind = key & 3;
    if (!conflicts(kind, write, atomic) || inChain(hit, key >> 2, kind !== 2)) continue;
    const p = firstUnordered(w, lane, tid, byWarp);
    if (p) hit = chain(hit, { prev: p, prevWrite: kind !== 2 });
  }
  return hit;
}

/** The first access of a group (`KeptGroups`) of a thread other than `tid` that is not
 * ordered before the current access of `lane`, if any. */
function firstUnordered(w: Warp, lane: number, tid: number, byBlock: Map<number, Map<number, KeptAccess[]>>): KeptAccess | null {
  for (const byWarp of byBlock.values()) {
    for (const list of byWarp.values()) {
      for (const p of list) if (p.tid !== tid && !hb(w, lane, p.tid, p.gen, p.clk)) return p;
    }
  }
  return null;
}

/**
 * Before a plain write of thread `tid` replaces the records of element `i` (its last write,
 * atomic and reads): the kept accesses it is ordered after go (it stands for them, as for
 * reads), and each replaced access it is not ordered after is kept (the two raced, which
 * the caller reports), so that a later access ordered after this write but not after that
 * one still races with it. One per thread is kept per group, of at most {@link KEPT_BLOCKS}
 * blocks (`KeptGroups`); the oldest block's go first.
 */
function keepRacing(w: Warp, lane: number, r: RaceState, i: number, S: Int32Array, o: number, tid: number): void {
  let kept = r.replaced.size !== 0 ? r.replaced.get(i) : undefined;
  if (kept) {
    const ctx = w.ctx;
    const me = ctx.block.linear;
    for (const [key, byBlock] of kept) {
      // Another block's accesses are ordered before this one only through an acquired
      // release (`hb`): without one, they all stay, unlooked at.
      if (ctx.acquired.size === 0) {
        const mine = byBlock.get(me);
        if (mine) dropOrdered(w, lane, tid, me, mine, byBlock);
      } else for (const [block, byWarp] of byBlock) dropOrdered(w, lane, tid, block, byWarp, byBlock);
      if (byBlock.size === 0) kept.delete(key);
    }
  }
  // Each replaced access is checked before a record of it is made: almost every write is
  // ordered after what it replaces, and then nothing is kept or allocated.
  const wt = S[o + W_TID]! - 1;
  if (wt >= 0 && wt !== tid && !hb(w, lane, wt, S[o + W_GEN]!, S[o + W_CLK]!)) {
    kept = keep(w, r, i, kept, { tid: wt, gen: S[o + W_GEN]!, clk: S[o + W_CLK]!, line: S[o + W_LINE]!, atomic: false });
  }
  const at = S[o + A_TID]! - 1;
  if (at >= 0 && at !== tid && !hb(w, lane, at, S[o + A_GEN]!, S[o + A_CLK]!)) {
    kept = keep(w, r, i, kept, { tid: at, gen: S[o + A_GEN]!, clk: S[o + A_CLK]!, line: S[o + A_LINE]!, atomic: true });
  }
  const rt = S[o + R_TID]! - 1;
  if (rt >= 0) {
    if (rt !== tid && !hb(w, lane, rt, S[o + R_GEN]!, S[o + R_CLK]!)) {
      kept = keep(w, r, i, kept, { tid: rt, gen: S[o + R_GEN]!, clk: S[o + R_CLK]!, line: S[o + R_LINE]!, atomic: false, read: true });
    }
  } else if (rt === -2) {
    for (const p of r.rMulti.get(i)!.reads.values()) {
      if (p.tid !== tid && !hb(w, lane, p.tid, p.gen, p.clk)) kept = keep(w, r, i, kept, { ...p, read: true });
    }
  }
  if (kept && kept.size === 0) r.replaced.delete(i);
}

/** Drops the accesses of block `block`'s warps (`byWarp`, of a group's `byBlock`) that the
 * current access of `lane` (thread `tid`) is ordered after. Another warp's accesses of the
 * current block, all made since the last barrier, can only be ordered before it by an
 * acquired release that reaches the block: without one, they stay, unlooked at. */
function dropOrdered(w: Warp, lane: number, tid: number, block: number, byWarp: Map<number, KeptAccess[]>, byBlock: Map<number, Map<number, KeptAccess[]>>): void {
  const ctx = w.ctx;
  const quiet = block === ctx.block.linear && ctx.acquired.own === 0;
  for (const [warp, list] of byWarp) {
    if (quiet && warp !== w.index && list[0]!.gen === ctx.block.gen) continue;
    let k = 0;
    for (let j = 0; j < list.length; j++) {
      const p = list[j]!;
      if (p.tid !== tid && !hb(w, lane, p.tid, p.gen, p.clk)) list[k++] = p;
    }
    list.length = k;
    if (k === 0) byWarp.delete(warp);
  }
  if (byWarp.size === 0) byBlock.delete(block);
}

/** Adds `p` to the kept accesses of element `i` (`kept`, made when there are none yet), in
 * its group, block and warp, in place of its thread's earlier one there (which `p` stands
 * for: an access unordered with the earlier one is unordered with `p`, which came after it),
 * dropping the group's oldest block beyond {@link KEPT_BLOCKS}. Returns the groups. */
function keep(w: Warp, r: RaceState, i: number, kept: KeptGroups | undefined, p: KeptAccess): KeptGroups {
  if (!kept) r.replaced.set(i, (kept = new Map()));
  const key = p.line * 4 + kindOf(p);
  let byBlock = kept.get(key);
  if (!byBlock) kept.set(key, (byBlock = new Map()));
  const tpb = w.ctx.threadsPerBlock;
  const block = Math.floor(p.tid / tpb);
  let byWarp = byBlock.get(block);
  if (!byWarp) {
    if (byBlock.size >= KEPT_BLOCKS) byBlock.delete(byBlock.keys().next().value!);
    byBlock.set(block, (byWarp = new Map()));
  }
  const warp = (p.tid - block * tpb) >> 5;
  let list = byWarp.get(warp);
  if (!list) byWarp.set(warp, (list = []));
  const mine = list.findIndex((q) => q.tid === p.tid);
  if (mine >= 0) list.splice(mine, 1);
  list.push(p);
  return kept;
}

/** Blocks whose racing accesses are kept per element and group (`RaceState.replaced`; a
 * warp keeps at most one per thread): past it, the oldest block's go. Another block's access
 * is ordered before the current one only through an acquired release, so any block's stands
 * for the others unless a lock or flag orders some of them. */
const KEPT_BLOCKS = 64;

/** Per element of `m`, the source line of its last write (store or atomic) in this run, 0
 * where no thread wrote it; read from the race bookkeeping, so it costs nothing during
 * the run. */
export function lastWriteLines(m: Mem): number[] {
  const out = new Array<number>(m.length).fill(0);
  const S = m.race?.s;
  if (!S) return out;
  for (let i = 0; i < m.length; i++) {
    const o = i * STRIDE;
    if (S[o + LAST] === 1) out[i] = S[o + A_LINE]!;
    else if (S[o + W_TID]! > 0) out[i] = S[o + W_LINE]!;
  }
  return out;
}

/** Thread coordinates of a global thread id, for messages. */
export function describeTid(w: Warp, tid: number): { block: number; local: number; warp: number; lane: number } {
  const tpb = w.ctx.threadsPerBlock;
  const block = Math.floor(tid / tpb);
  const local = tid - block * tpb;
  return { block, local, warp: local >> 5, lane: local & 31 };
}

/**
 * Whether an access of another warp or block (thread `tid`, its block's barrier generation
 * `gen`, its clock `clk`) is ordered before the current access by a release the current
 * block acquired: the other thread fenced after the access (or a barrier of its block
 * separated them) and then updated an element atomically that a thread of this block
 * updated atomically afterwards (Programming Guide §10.5: `__threadfence()` before the
 * atomic makes the writes visible to the thread that sees the atomic's result; PTX ISA
 * §8.8 "release and acquire patterns": a fence followed by an atomic write synchronizes with
 * an atomic that reads it, within a block as between blocks).
 */
function acquiredBefore(w: Warp, lane: number, tid: number, gen: number, clk: number): boolean {
  const ctx = w.ctx;
  if (ctx.acquired.size === 0) return false;
  const block = Math.floor(tid / ctx.threadsPerBlock);
  // An access of this block (another warp's) is published only by a release of this block:
  // acquisitions that lead to none are skipped (the last-block pattern acquires one release
  // per earlier block, and every thread of the last block reads a flag of its own).
  const own = block === ctx.block.linear;
  if (own && ctx.acquired.own === 0) return false;
  // A release made after a barrier publishes its block's accesses before the barrier
  // (`publishes`), but not those of a thread that exited before it (unless a thread that
  // reached it knew of them: `Warp.exitKnown`), which the barrier did not order: for such an
  // access only a release's row counts.
  if (own) {
    const local = tid - block * ctx.threadsPerBlock;
    const o = ctx.block.warps[local >> 5]!, l = local & 31;
    if (exitedIn(o, l, gen) && clk > o.exitKnown[l]!) gen = EXITED;
  }
  return searchAcquired(w, lane, tid, block, own, gen, clk);
}

/** The barrier generation `acquiredBefore` gives an access of a thread that exited before
 * the barrier that ended its generation: no release's generation passes it. */
const EXITED = 0x7fffffff;

/** `acquiredBefore` past its quick answers (kept apart so that those stay small enough to be
 * inlined where every access of another warp asks them). */
function searchAcquired(w: Warp, lane: number, tid: number, block: number, own: boolean, gen: number, clk: number): boolean {
  const ctx = w.ctx;
  const cached = publishedSoFar(w, lane);
  if (cached) return lookUp(cached, tid, block, gen, clk, ctx.threadsPerBlock);
  if (batchW !== w || batchLane !== lane) {
    batchW = w;
    batchLane = lane;
    batchCalls = 0;
    lastTid = -1;
  } else if (tid === lastTid && gen === lastGen && clk === lastClk) return lastAnswer;
  lastTid = tid;
  lastGen = gen;
  lastClk = clk;
  lastAnswer = searchUncached(w, lane, tid, block, own, gen, clk);
  return lastAnswer;
}

/** Whether what `pub` holds publishes the access of thread `tid` of block `block` (its
 * barrier generation `gen`, its clock `clk`), as `covers` would find for one of the
 * releases gathered in it. */
function lookUp(pub: Published, tid: number, block: number, gen: number, clk: number, tpb: number): boolean {
  const local = tid - block * tpb;
  return gen < (pub.gen.get(block) ?? -1) || clk <= (pub.rows.get(block * 32 + (local >> 5))?.[local & 31] ?? -1);
}

/** {@link searchAcquired} for a question not asked just before in the same access. */
function searchUncached(w: Warp, lane: number, tid: number, block: number, own: boolean, gen: number, clk: number): boolean {
  const ctx = w.ctx;
  // Many acquisitions to look through (a lock many threads took): gathered at once, as a
  // search that found nothing would have looked at them all, and searched each one's releases;
  // unless one of the latest few answers at once (the release of the lock's previous holder,
  // whose writes a critical section reads: gathering all would cost the lane every release
  // the lock ever carried).
  if (ctx.acquired.visibleCount(ctx.block.gen, w.index) > GATHER_FROM) {
    let looked = 0, quick = false;
    ctx.acquired.visible(ctx.block.gen, w.index, true, (a) => {
      if (++looked > QUICK_LOOKS) return true;
      quick = (!own || a.own) && seesAcquired(w, lane, a) && anyReachable(a.rel, (r) => publishes(r, block, tid, gen, clk, ctx.threadsPerBlock), QUICK_RELEASES);
      return quick;
    });
    if (quick) return true;
    return lookUp(publishedTo(w, lane), tid, block, gen, clk, ctx.threadsPerBlock);
  }
  const found = ctx.acquired.visible(ctx.block.gen, w.index, true,
    (a) => (!own || a.own) && seesAcquired(w, lane, a) && covers(a.rel, block, tid, gen, clk, ctx.threadsPerBlock));
  // A search that found nothing looked at every acquisition; an access asking about many
  // earlier ones (the accesses kept after a race) asks again: what the lane's acquisitions
  // publish is gathered once, and later questions are lookups while it stands.
  if (!found || ++batchCalls > 1) publishedTo(w, lane);
  return found;
}

/** Past {@link GATHER_FROM}, how many of the latest acquisitions `searchAcquired` looks at
 * before it gathers, and how many releases it visits from each. */
const QUICK_LOOKS = 16;
const QUICK_RELEASES = 64;

/** From how many acquisitions a lane may see `acquiredBefore` gathers what they publish
 * rather than searching them one by one. */
const GATHER_FROM = 256;

/** The access `acquiredBefore` answers for (its warp and lane) and how many questions it
 * has asked, and its last question and answer (a write asks of the element's last write
 * twice: for its race, and whether it replaces it); reset by each access (`newBatch`). */
let batchW: Warp | null = null;
let batchLane = -1;
let batchCalls = 0;
let lastTid = -1, lastGen = 0, lastClk = 0, lastAnswer = false;

function newBatch(): void {
  batchW = null;
}

/** Whether release `rel` publishes the access (thread `tid` of block `block`, its barrier
 * generation `gen`, its clock `clk`): its thread's accesses up to the fence and those of its
 * warp it knew of (`row`), its block's before an earlier `__syncthreads()`, and what the
 * releases it had acquired before the fence publish (`via`: release patterns are
 * cumulative, PTX ISA §8.8, so a flag handed on from thread to thread carries the first
 * thread's writes), however many hand-overs away (a flag passed from block to block, as a
 * single-pass scan's look-back does, carries block 0's writes to the last block).
 *
 * The releases reachable through `via` form a graph in which a lock handed from thread to
 * thread adds every earlier holder to every later one's `via`, so the paths through it grow
 * exponentially with the hand-overs: the search is breadth-first and visits each release
 * once, so it costs at most the releases reachable from `rel` and their `via` links. */
function covers(rel: Release, block: number, tid: number, gen: number, clk: number, tpb: number): boolean {
  return anyReachable(rel, (r) => publishes(r, block, tid, gen, clk, tpb));
}

/** Whether `test` holds for `rel` or a release reachable from it through `via`: a
 * breadth-first search that visits each release once (see {@link covers}), and at most
 * `most` of them (false past that). */
function anyReachable(rel: Release, test: (r: Release) => boolean, most = Infinity): boolean {
  return searchVia(rel, (r) => (test(r) ? FOUND : EXPAND), most);
}

/** What {@link searchVia}'s `visit` says of a release: the search's answer is found, or go on
 * through its `via`, or go on without it (what lies behind it is known not to answer). */
const FOUND = 1, EXPAND = 0, PRUNE = -1;

/** The breadth-first search of {@link anyReachable}: from `rel` through `via`, each release
 * visited once (`visit(r, h)`, `h` its place in the search, 0 for `rel`) and at most `most`
 * of them; true once a visit says {@link FOUND}. */
function searchVia(rel: Release, visit: (r: Release, h: number) => number, most = Infinity): boolean {
  const epoch = ++coverEpoch;
  const queue = coverQueue;
  queue.length = 0;
  queue.push(rel);
  rel.seen = epoch;
  for (let h = 0; h < queue.length && h < most; h++) {
    const r = queue[h]!;
    const v = visit(r, h);
    if (v === FOUND) return true;
    if (v === PRUNE) continue;
    for (const x of r.via) {
      if (x.seen === epoch) continue;
      x.seen = epoch;
      queue.push(x);
    }
  }
  return false;
}

/** {@link anyReachable}'s visit mark (one per search) and its queue, kept between searches. */
let coverEpoch = 0;
const coverQueue: Release[] = [];

/** Whether release `rel` itself publishes the access (see {@link covers}). */
function publishes(rel: Release, block: number, tid: number, gen: number, clk: number, tpb: number): boolean {
  if (rel.block !== block) return false;
  if (gen < rel.gen) return true;
  const relLocal = rel.tid - block * tpb, local = tid - block * tpb;
  return relLocal >> 5 === local >> 5 && clk <= rel.row[local & 31]!;
}

/** Lane `lane` of `w` acquires release `rel` (once: a release is a new object each time a
 * thread releases again, and what it gives only grows the taker's knowledge). One of the
 * lane's own warp joins the lane's vector clock with the releasing lane's knowledge (as
 * `__syncwarp` does) and passes on what that lane had acquired; another is kept in
 * `RunContext.acquired`. */
function take(w: Warp, lane: number, rel: Release): void {
  const tid = w.gtid0 + lane;
  const local = rel.tid - w.gtid0 + w.base;
  if (rel.block === w.ctx.block.linear && local >> 5 === w.index) {
    // A lane's row changes only where its own clock moves on (`__syncwarp`, a fence, and
    // this join below), so a lane that knows the releasing lane's clock at the fence knows
    // its whole row then, and what it had acquired: nothing to take (a spin's case).
    if (w.vc[lane * 32 + (local & 31)]! >= rel.clk) return;
    for (let k = 0; k < 32; k++) {
      const at = lane * 32 + k;
      if (w.vc[at]! < rel.row[k]!) w.vc[at] = rel.row[k]!;
    }
    w.vc[lane * 32 + lane]!++;
    w.vcDirty = true;
    // What the release carries (`via`) is acquired with it, as an acquisition of the lane's
    // (`covers` searches through it), and a fence of the lane carries it on: a lock handed
    // between lanes of one warp keeps its chain of hand-overs (`carriedPrefix`).
    if (rel.takenBy?.has(tid)) return;
    (rel.takenBy ??= new Set()).add(tid);
    w.ctx.acquired.push({ rel, by: tid, byClk: w.vc[lane * 32 + lane]!, gen: w.ctx.block.gen, own: true }, w.index);
    return;
  }
  if (rel.takenBy?.has(tid)) return;
  (rel.takenBy ??= new Set()).add(tid);
  const own = reachesBlock(rel, w.ctx.block.linear);
  w.ctx.acquired.push({ rel, by: tid, byClk: w.vc[lane * 32 + lane]!, gen: w.ctx.block.gen, own }, w.index);
}

/**
 * How much of `list`'s log a new release of thread `tid` on it, carrying `via`, carries
 * (`Release.prefix`): every release before the returned index is reachable from it through
 * `via`, or is one of `tid`'s own (which the new one replaces). A release in `via` of the
 * same list that carries the whole log before it extends the prefix past itself; a lock
 * whose every holder acquired the previous holder's release before its fence carries its
 * whole log at each hand-over.
 */
function carriedPrefix(list: ReleaseList, tid: number, via: Release[]): number {
  let p = 0;
  for (const v of via) {
    if (v.list !== list) continue;
    const q = v.prefix >= v.at ? v.at + 1 : v.prefix;
    if (q > p) p = q;
  }
  const log = list.log;
  while (p < log.length && log[p]!.tid === tid) p++;
  return p;
}

/**
 * Lane `lane` of `w` takes the releases logged on element list `list` from index `from` on,
 * newest first. A release of another block that a release taken in this batch carries
 * (`Release.prefix`, or reachable through `via`) publishes nothing more, so it is skipped: a
 * thread new to a lock that N blocks held in turn, each acquiring before its fence, takes
 * the latest holder's release alone, rather than N releases that each carry the whole chain
 * (each such take searches what it carries, `reachesBlock`: the cost was N^3 over a launch).
 * Releases of the lane's own block are all taken, as a take of one costs little (and those
 * of its own warp join its vector clock). Past the prefixes, the walk through `via` stops
 * once every release still to take is known to be carried, or after a number of links
 * proportional to them (the rest are taken).
 */
function takeNew(w: Warp, lane: number, list: ReleaseList, from: number): void {
  const log = list.log;
  const tid = w.gtid0 + lane;
  const me = w.ctx.block.linear;
  const mark = ++takeBatch;
  // The releases of other blocks still to take and not yet known to be carried.
  let left = 0;
  for (let j = from; j < log.length; j++) if (candidate(log[j]!, tid, me)) left++;
  let links = 64 + 8 * left;
  // Every release before this index is carried by one taken.
  let below = 0;
  const queue = carryQueue;
  for (let j = log.length - 1; j >= from; j--) {
    const rel = log[j]!;
    if (rel.tid === tid || rel.replaced) continue;
    if (rel.block === me) { take(w, lane, rel); continue; }
    if (j < below || rel.carried === mark) continue;
    left--;
    take(w, lane, rel);
    if (rel.prefix > below) below = rel.prefix;
    if (left === 0 || links <= 0 || below > j - 1) continue;
    // What `rel` carries past its prefix: marked, and counted off the releases still to take.
    queue.length = 0;
    queue.push(rel);
    rel.carried = mark;
    for (let h = 0; h < queue.length && left > 0 && links > 0; h++) {
      for (const v of queue[h]!.via) {
        links--;
        if (v.carried === mark) continue;
        v.carried = mark;
        if (v.list === list && v.at >= from && v.at >= below && v.at < j && candidate(v, tid, me)) left--;
        queue.push(v);
      }
    }
  }
}

/** Whether `takeNew` would take `rel` for thread `tid` of block `me` unless carried. */
function candidate(rel: Release, tid: number, me: number): boolean {
  return rel.tid !== tid && !rel.replaced && rel.block !== me;
}

/** {@link takeNew}'s batch mark and queue. */
let takeBatch = 0;
const carryQueue: Release[] = [];

/** Whether a release `covers` would look at from `rel` (itself, and its `via` within
 * however many hand-overs away) is one of block `block`'s: only such a release can publish an
 * access of that block (`publishes`). Each answer is kept on the release asked about
 * (`Release.reach`), and a later search stops at a release already answered: a lock's chain
 * of hand-overs, asked about by the spinning threads of each block as it grows, is walked
 * once per block rather than once per take. */
function reachesBlock(rel: Release, block: number): boolean {
  const known = rel.reach?.get(block);
  if (known !== undefined) return known;
  const found = searchVia(rel, (r, h) => {
    if (r.block === block) return FOUND;
    const answer = h > 0 ? r.reach?.get(block) : undefined;
    return answer === true ? FOUND : answer === false ? PRUNE : EXPAND;
  });
  (rel.reach ??= new Map()).set(block, found);
  return found;
}

/**
 * An atomic of lane `lane` on element `i` of `m` (global or shared): takes the releases the
 * element carries, then adds its own when the thread fenced before it (see
 * `acquiredBefore`). A release of the lane's own warp joins the lane's vector clock (as
 * `__syncwarp` does for the lanes it names); one of another warp or block is kept in
 * `RunContext.acquired`. A thread's later release of an element replaces its earlier one
 * (its clock and generation only grow), so a spin on a fenced atomic keeps one entry.
 */
export function atomicOrdering(m: Mem, i: number, w: Warp, lane: number): void {
  const ctx = w.ctx;
  const tid = w.gtid0 + lane;
  const me = ctx.block.linear;
  let byElem = ctx.releases.get(m);
  let here = byElem?.get(i);
  // A `__shared__` array is reused by the next block (`sharedFor`): an earlier block's
  // releases were of its own array.
  if (here && m.space === 'shared' && here.block !== me) {
    byElem!.delete(i);
    here = undefined;
  }
  if (here) {
    // `take` adds nothing for a release taken before: only the releases made since this
    // thread last looked are taken (a spin on a lock that many threads released).
    const from = here.takenAt.get(tid) ?? 0;
    if (from < here.log.length) {
      takeNew(w, lane, here, from);
      here.takenAt.set(tid, here.log.length);
    }
  }
  const f = ctx.fences.get(tid);
  if (!f) return;
  if (!byElem) ctx.releases.set(m, (byElem = new Map()));
  const list: ReleaseList = here ?? { log: [], current: new Map(), takenAt: new Map(), block: me };
  if (!here) byElem.set(i, list);
  const prev = list.current.get(tid);
  // The same fence released again (a spin on a fenced atomic): the release stands as it was.
  if (prev && prev.row === f.row && prev.gen === f.gen) return;
  if (prev) prev.replaced = true;
  const mine: Release = { block: me, tid, clk: f.clk, gen: f.gen, row: f.row, via: f.via, list, at: list.log.length, prefix: carriedPrefix(list, tid, f.via) };
  list.current.set(tid, mine);
  list.log.push(mine);
}
