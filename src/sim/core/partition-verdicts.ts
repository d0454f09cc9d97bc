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
 * of the parent that reached the end of a region around the call without making it, and
 * then exited, passed the collective by; a thread that returned before the call (in
 * program order) is no longer a member. A `thread_block` parent spans every warp of the
 * block, so the records are the block's.
 */
import type { Loc } from '../../lang/ir';
import { hint } from '../../lang/registry';
import type { BlockState } from './context';
import { exitLines, regionEnd } from './passby';
import type { Token } from './state';
import { laneRanges } from './values';
import type { Warp } from './warp';

/** One dynamic instance of a `tiled_partition` call in a block, while members are missing. */
export interface PartitionRecord {
  /** The call's instruction, its place and what messages call it ("`cg.tiled_partition<16>` of a thread_block"). */
  pc: number;
  loc: Loc;
  what: string;
  /** Whether the parent is the block (every warp's lanes are members) or a tile (one warp's). */
  blockParent: boolean;
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
  /** Per warp: the members judged to have passed the call by; the innermost region whose
   * end the first of them reached. */
  passed: Int32Array;
  at: PartitionRecord['regions'][number] | null;
}

/**
 * Members `mask` of warp `w` (one group, at instruction `pc`, inside `regions`) make the
 * call. `parentMask`: the tile parent's lanes in this warp (ignored for a block parent).
 */
export function partitionArrive(
  w: Warp, mask: number, lane0: number, pc: number, loc: Loc, what: string, blockParent: boolean,
  parentMask: number, regions: readonly Token[],
): void {
  const blk = w.ctx.block;
  const recs = (blk.partitions ??= []);
  const mine = blockParent ? w.valid : (parentMask & w.valid) >>> 0;
  let r: PartitionRecord | undefined;
  for (const x of recs) {
    if (x.pc === pc && x.blockParent === blockParent && x.expected[w.index]! >>> 0 === mine && (x.arrived[w.index]! & mask) === 0) { r = x; break; }
  }
  if (!r) {
    const n = blk.warps.length;
    r = {
      pc, loc, what, blockParent, expected: new Int32Array(n), arrived: new Int32Array(n), judged: new Int32Array(n),
      regions: regions.map((t) => ({ site: t.site, loc: t.loc, what: t.what })), warp: w, lane: lane0, passed: new Int32Array(n), at: null,
    };
    if (blockParent) for (let k = 0; k < n; k++) r.expected[k] = blk.warps[k]!.valid;
    else r.expected[w.index] = mine;
    recs.push(r);
    // Members that exited before this instance began were not judged at their exit.
    for (const x of blk.warps) judge(r, x, (r.expected[x.index]! & x.exited & ~x.stopped) >>> 0);
  }
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

/** Members `lanes` of warp `w` exited without making call `r`: passed it by (reached the
 * end of a region around it), or returned before it. */
function judge(r: PartitionRecord, w: Warp, lanes: number): void {
  if (lanes === 0) return;
  r.judged[w.index] = (r.judged[w.index]! | lanes) >>> 0;
  for (let i = r.regions.length - 1; i >= 0; i--) {
    const t = r.regions[i]!;
    const p = (w.sitePassed[t.site]! & lanes & ~r.passed[w.index]!) >>> 0;
    if (p) { r.passed[w.index] = (r.passed[w.index]! | p) >>> 0; r.at ??= t; }
  }
}

/** Reports call `r`, once every member made it or was judged, if some passed it by: at the
 * call of its first caller, naming every member that passed it by (so the message does not
 * depend on the order the groups exited in). */
function report(r: PartitionRecord, blk: BlockState): void {
  const at = r.at;
  if (!at) return;
  const ctx = r.warp.ctx;
  const parts: string[] = [];
  const exits: string[] = [];
  let count = 0;
  for (const w of blk.warps) {
    const p = r.passed[w.index]! >>> 0;
    if (p === 0) continue;
    for (let m = p; m !== 0; m = (m & (m - 1)) >>> 0) count++;
    parts.push(`${(p & (p - 1)) === 0 ? 'lane' : 'lanes'} ${laneRanges(p)}${ctx.threadsPerBlock > 32 ? ` of warp ${w.index}` : ''}`);
    exits.push(exitLines(w, p).replace(/^lines? /, ''));
  }
  const one = count === 1;
  const who = parts.join(' and ');
  const lines = [...new Set(exits.join(', ').split(', '))].sort((a, b) => Number(a) - Number(b));
  const where = regionEnd(at);
  const text = `${r.what} is a collective operation of its parent (Programming Guide §11.5.1: "The tiled_partition method is a collective operation"; the implementation "may cause the calling thread to wait until all the members of the parent group have invoked the operation"), but ${who}, ${one ? 'a member' : 'members'} of the parent, passed it by: ${one ? 'it' : 'they'} reached ${where} without making it and exited at ${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')}. CUDA 13 computes the tile without waiting, so an H200 completes the call, but the program is not valid: an implementation that waits here would wait forever`;
  ctx.laneReport(r.warp, r.lane, 'mask', 'E-MASK-PASSED', 'error', r.loc, () => text, hint('E-MASK-PASSED', 'partition'),
    () => [{ message: `${who} reached ${where} here without making the call`, line: at.loc.endLine ?? at.loc.line, column: 1 }]);
}

/** Drops the records whose every member made the call or was judged, reporting those that
 * members passed by. */
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
