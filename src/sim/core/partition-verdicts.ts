/**
 * The validity verdict of `cg.tiled_partition<N>(parent)` made by part of its parent
 * (docs/language.md §5b; Programming Guide §11.5.1: "The tiled_partition method is a
 * collective operation that partitions the parent group into a one-dimensional, row-major,
 * tiling of subgroups", and "the implementation may cause the calling thread to wait until
 * all the members of the parent group have invoked the operation before resuming execution").
 *
 * What the hardware does: CUDA 13's implementation of a tile of up to 32 threads computes
 * the tile from the thread's rank and waits for no one, so every caller goes on at once
 * here too. Whether the program is valid is decided as for a `*_sync` call (passby.ts),
 * from each missing thread's own path and not from the order the groups ran in: a member
 * of the parent that reached the end of a region around the call without making it, in the
 * same pass through the code around the call (the same iteration of every loop around that
 * region), and then exited, passed the collective by; a thread that returned before the
 * call (in program order) is no longer a member. Members that made it at another call site
 * in the same pass (both arms of an `if`) are paired, as Volta pairs `*_sync` calls, with a
 * portability warning. A `thread_block` parent spans every warp of the block, so the
 * records are the block's.
 */
import type { Loc } from '../../lang/ir';
import { hint } from '../../lang/registry';
import type { BlockState } from './context';
import { regionEnd } from './passby';
import type { Token } from './state';
import { laneRanges, lanesOf } from './values';
import type { Warp } from './warp';

/** One dynamic instance of a `tiled_partition` of one parent in a block, while members are missing. */
export interface PartitionRecord {
  /** What messages call it ("`cg.tiled_partition<16>` of the thread block"), which also
   * tells calls of different tile sizes or parents apart; the call sites that made it. */
  what: string;
  sites: Map<number, Loc>;
  /** Whether the parent is the block (every warp's lanes are members) or a tile (one warp's). */
  blockParent: boolean;
  /** The pass through the code around the call (passby.ts `instanceSig`), and per region
   * around it that is a loop, the iteration the first caller was in (else -1). */
  sig: number;
  iterations: Int32Array;
  /** Per warp of the block (by index): the members, those that made the call, and those
   * judged when they exited without making it. */
  expected: Int32Array;
  arrived: Int32Array;
  judged: Int32Array;
  /** The regions around the call of its first caller, innermost last (as `Group.tokens`). */
  regions: readonly Pick<Token, 'site' | 'loc' | 'what'>[];
  /** The first caller, where the verdict is reported. */
  warp: Warp;
  lane: number;
  loc: Loc;
  /** Per region index (of `regions`): per warp, the members that passed the call by at the
   * end of that region (the innermost one each reached in this pass). */
  passed: Map<number, Int32Array>;
}

/** The iteration lane `l` of warp `w` is in, of the loop whose exit region is `site` (-1: not a loop). */
function iterationOf(w: Warp, site: number, l: number): number {
  const li = w.ctx.prog.nesting.loopIndex[site]!;
  return li < 0 ? -1 : w.loopIter[li * 32 + l]! + w.loopAll[li]!;
}

/**
 * Members `mask` of warp `w` (of one group, inside `regions`, in the pass `sig`
 * (passby.ts `instanceSig`), first lane `lane0`) make the call at instruction `pc`.
 * `parentMask`: the tile parent's lanes in this warp (ignored for a block parent).
 */
export function partitionArrive(
  w: Warp, mask: number, lane0: number, pc: number, loc: Loc, what: string, blockParent: boolean,
  parentMask: number, regions: readonly Token[], sig: number,
): void {
  const blk = w.ctx.block;
  const recs = (blk.partitions ??= []);
  const mine = blockParent ? w.valid : (parentMask & w.valid) >>> 0;
  let r: PartitionRecord | undefined;
  for (const x of recs) {
    if (x.what === what && x.sig === sig && x.expected[w.index]! >>> 0 === mine && (x.arrived[w.index]! & mask) === 0) { r = x; break; }
  }
  if (!r) {
    const n = blk.warps.length;
    r = {
      what, sites: new Map(), blockParent, sig, iterations: Int32Array.from(regions, (t) => iterationOf(w, t.site, lane0)),
      expected: new Int32Array(n), arrived: new Int32Array(n), judged: new Int32Array(n),
      regions: regions.map((t) => ({ site: t.site, loc: t.loc, what: t.what })), warp: w, lane: lane0, loc, passed: new Map(),
    };
    if (blockParent) for (let k = 0; k < n; k++) r.expected[k] = blk.warps[k]!.valid;
    else r.expected[w.index] = mine;
    recs.push(r);
    // Members that exited before this instance began were not judged at their exit.
    for (const x of blk.warps) judge(r, x, (r.expected[x.index]! & x.exited & ~x.stopped) >>> 0);
  }
  if (!r.sites.has(pc)) r.sites.set(pc, loc);
  r.arrived[w.index] = (r.arrived[w.index]! | (mask & mine)) >>> 0;
  prune(blk);
}

/** Lanes `mask` of warp `w` exit: the calls they were members of and did not make are judged. */
export function partitionExits(w: Warp, mask: number): void {
  const blk = w.ctx.block;
  for (const r of blk.partitions!) {
    const k = w.index;
    judge(r, w, (r.expected[k]! & mask & ~r.arrived[k]! & ~r.judged[k]! & ~w.stopped) >>> 0);
  }
  prune(blk);
}

/** Members `lanes` of warp `w` exited without making call `r`: each passed it by if it
 * reached the end of a region around the call in the pass `r` is of, else it returned
 * before the call. */
function judge(r: PartitionRecord, w: Warp, lanes: number): void {
  if (lanes === 0) return;
  r.judged[w.index] = (r.judged[w.index]! | lanes) >>> 0;
  for (const l of lanesOf(lanes)) {
    for (let i = r.regions.length - 1; i >= 0; i--) {
      if (!((w.sitePassed[r.regions[i]!.site]! >>> l) & 1)) continue;
      // The record of a region's end counts only for this pass of the loops around it.
      let samePass = true;
      for (let j = 0; j < i && samePass; j++) {
        if (r.iterations[j]! >= 0 && iterationOf(w, r.regions[j]!.site, l) !== r.iterations[j]) samePass = false;
      }
      if (!samePass) continue;
      let at = r.passed.get(i);
      if (!at) r.passed.set(i, (at = new Int32Array(r.expected.length)));
      at[w.index] = (at[w.index]! | (1 << l)) >>> 0;
      break;
    }
  }
}

/** "lanes 16–31 of warp 1 and lane 3 of warp 2": the lanes of `perWarp` (by warp index). */
function whoOf(blk: BlockState, perWarp: Int32Array): { text: string; count: number; exits: number[] } {
  const parts: string[] = [];
  const exits = new Set<number>();
  let count = 0;
  for (const w of blk.warps) {
    const p = perWarp[w.index]! >>> 0;
    if (p === 0) continue;
    for (const l of lanesOf(p)) { count++; exits.add(w.exitLine[l]!); }
    parts.push(`${(p & (p - 1)) === 0 ? 'lane' : 'lanes'} ${laneRanges(p)}${w.ctx.threadsPerBlock > 32 ? ` of warp ${w.index}` : ''}`);
  }
  return { text: parts.join(' and '), count, exits: [...exits].sort((a, b) => a - b) };
}

/** Where call `r` is reported, the same under every schedule: its first call site in the
 * source, in the lowest lane of the lowest warp that made the call. */
function reportAt(r: PartitionRecord, blk: BlockState): { w: Warp; lane: number; loc: Loc } {
  const loc = [...r.sites.values()].sort((a, b) => a.line - b.line || a.column - b.column)[0] ?? r.loc;
  for (const w of blk.warps) {
    const a = r.arrived[w.index]! >>> 0;
    if (a !== 0) return { w, lane: 31 - Math.clz32(a & -a), loc };
  }
  return { w: r.warp, lane: r.lane, loc };
}

/** Reports call `r`, once every member made it or was judged: an error naming every member
 * that passed it by, region by region, innermost first (so the message does not depend on
 * the order the groups exited in); else a portability warning if members made it at
 * different call sites. */
function report(r: PartitionRecord, blk: BlockState): void {
  const ctx = r.warp.ctx;
  const at = reportAt(r, blk);
  if (r.passed.size === 0) {
    if (r.sites.size > 1) {
      const lines = [...new Set([...r.sites.values()].map((l) => l.line))].sort((a, b) => a - b);
      ctx.laneReport(at.w, at.lane, 'portability', 'W-CROSS-SITE', 'warning', at.loc,
        () => `${r.what} was made by the members of its parent at different call sites (lines ${lines.join(', ')}), in one pass through the code around them: CUDA 13 waits for no one here, but the Programming Guide calls it a collective operation of the parent, which an implementation that waits would pair only at one program point`);
    }
    return;
  }
  const indices = [...r.passed.keys()].sort((a, b) => b - a);
  const all = new Int32Array(r.expected.length);
  for (const i of indices) r.passed.get(i)!.forEach((m, k) => { all[k] = (all[k]! | m) >>> 0; });
  const everyone = whoOf(blk, all);
  const one = everyone.count === 1;
  const groups = indices.map((i) => ({ region: r.regions[i]!, ...whoOf(blk, r.passed.get(i)!) }));
  const reached = groups.length === 1
    ? `${one ? 'it' : 'they'} reached ${regionEnd(groups[0]!.region)} without making it`
    : `${groups.map((g) => `${g.text} reached ${regionEnd(g.region)}`).join(' and ')}, without making it`;
  const exits = everyone.exits;
  const text = `${r.what} is a collective operation of its parent (Programming Guide §11.5.1: "The tiled_partition method is a collective operation"; the implementation "may cause the calling thread to wait until all the members of the parent group have invoked the operation"), but ${everyone.text}, ${one ? 'a member' : 'members'} of the parent, passed it by: ${reached}, and exited at ${exits.length === 1 ? 'line' : 'lines'} ${exits.join(', ')}. CUDA 13 computes the tile without waiting, so the GPU completes the call (an H100 did), but the program is not valid: an implementation that waits here would wait forever`;
  ctx.laneReport(at.w, at.lane, 'mask', 'E-MASK-PASSED', 'error', at.loc, () => text, hint('E-MASK-PASSED', 'partition'),
    () => groups.map((g) => ({ message: `${g.text} reached ${regionEnd(g.region)} here without making the call`, line: g.region.loc.endLine ?? g.region.loc.line, column: 1 })));
}

/** Drops the records whose every member made the call or was judged, reporting them. */
function prune(blk: BlockState): void {
  const recs = blk.partitions!;
  let j = 0;
  for (const r of recs) {
    let open = false;
    for (let k = 0; k < r.expected.length && !open; k++) {
      const left = (r.expected[k]! & ~r.arrived[k]! & ~r.judged[k]! & ~blk.warps[k]!.stopped) >>> 0;
      if (left !== 0) open = true;
    }
    if (open) recs[j++] = r;
    else report(r, blk);
  }
  recs.length = j;
}
