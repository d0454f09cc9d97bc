/**
 * Simulated shared and global memory: creation, undefined-element tracking, and data-race
 * detection.
 *
 * Race rule (DSL.md §6; Programming Guide §20.6.2, §10.6): two accesses to one element by
 * different threads, at least one a non-atomic write, race unless ordered by a happens-before
 * edge: `__syncthreads()` orders the whole block (barrier generations), `__syncwarp(mask)`
 * orders the lanes it names (warp vector clocks). Atomics do not race with atomics. Warp
 * shuffles and votes are not memory fences (Programming Guide §10.19–10.22) and order nothing.
 * Different blocks are never ordered within one launch.
 */
import type { ElemType } from '../../lang/ir';
import type { Access, Mem, RaceState } from './state';
import type { Warp } from './warp';

/** Creates an array; `tracked` adds race bookkeeping (shared and global arrays). */
export function makeMem(name: string, space: Mem['space'], elem: ElemType, length: number, block: number): Mem {
  return {
    name, space, elem, length, block,
    data: elem === 'double' ? new Float64Array(length) : new Int32Array(length),
    undef: null,
    undefWhy: new Map(),
    race: null,
  };
}

function raceState(n: number): RaceState {
  const wTid = new Int32Array(n).fill(-1);
  const rTid = new Int32Array(n).fill(-1);
  return {
    wTid, wGen: new Int32Array(n), wClk: new Int32Array(n), wLine: new Int32Array(n), wAtomic: new Uint8Array(n),
    rTid, rGen: new Int32Array(n), rClk: new Int32Array(n), rLine: new Int32Array(n), rAtomic: new Uint8Array(n),
    rMulti: new Map(),
  };
}

/** The current access of a lane, as the race checker records it. */
export function accessOf(w: Warp, lane: number, line: number, atomic: boolean): Access {
  return { tid: w.gtid0 + lane, gen: w.ctx.block.gen, clk: w.vc[lane * 32 + lane]!, line, atomic };
}

/** Does `prev` happen before the current access of `lane` in warp `w`? */
export function happensBefore(w: Warp, lane: number, prev: Access): boolean {
  const cur = w.gtid0 + lane;
  if (prev.tid === cur) return true;
  const tpb = w.ctx.threadsPerBlock;
  if (Math.floor(prev.tid / tpb) !== w.blockLinear) return false;
  if (prev.gen < w.ctx.block.gen) return true;
  const local = prev.tid - w.blockLinear * tpb;
  if (local >> 5 !== w.index) return false;
  return w.vc[lane * 32 + (local & 31)]! >= prev.clk;
}

/** A detected race: the earlier access and whether it was a write. */
export interface RaceHit { prev: Access; prevWrite: boolean }

/**
 * Records an access of element `i` by `lane` and returns the first unordered conflicting
 * earlier access, if any.
 */
export function recordAccess(m: Mem, i: number, w: Warp, lane: number, line: number, write: boolean, atomic: boolean): RaceHit | null {
  if (m.space === 'local') return null;
  const r = (m.race ??= raceState(m.length));
  const cur = accessOf(w, lane, line, atomic);
  let hit: RaceHit | null = null;
  // Against the last write.
  if (r.wTid[i]! >= 0) {
    const prev: Access = { tid: r.wTid[i]!, gen: r.wGen[i]!, clk: r.wClk[i]!, line: r.wLine[i]!, atomic: r.wAtomic[i] === 1 };
    if (!(prev.atomic && atomic) && !happensBefore(w, lane, prev)) hit = { prev, prevWrite: true };
  }
  if (write) {
    // Against reads since the last write.
    if (!hit && r.rTid[i] !== -1) {
      const reads = readsOf(r, i);
      for (const prev of reads) {
        if (!(prev.atomic && atomic) && !happensBefore(w, lane, prev)) { hit = { prev, prevWrite: false }; break; }
      }
    }
    r.wTid[i] = cur.tid; r.wGen[i] = cur.gen; r.wClk[i] = cur.clk; r.wLine[i] = line; r.wAtomic[i] = atomic ? 1 : 0;
    if (r.rTid[i] === -2) r.rMulti.delete(i);
    r.rTid[i] = -1;
    return hit;
  }
  // A read: keep only reads not ordered before this one (FastTrack).
  const t = r.rTid[i]!;
  if (t === -1) {
    setRead(r, i, cur);
  } else if (t === -2) {
    const kept = r.rMulti.get(i)!.filter((p) => !happensBefore(w, lane, p));
    kept.push(cur);
    if (kept.length === 1) { r.rMulti.delete(i); setRead(r, i, cur); } else r.rMulti.set(i, kept);
  } else {
    const prev: Access = { tid: t, gen: r.rGen[i]!, clk: r.rClk[i]!, line: r.rLine[i]!, atomic: r.rAtomic[i] === 1 };
    if (happensBefore(w, lane, prev)) setRead(r, i, cur);
    else { r.rTid[i] = -2; r.rMulti.set(i, [prev, cur]); }
  }
  return hit;
}

function setRead(r: RaceState, i: number, a: Access): void {
  r.rTid[i] = a.tid; r.rGen[i] = a.gen; r.rClk[i] = a.clk; r.rLine[i] = a.line; r.rAtomic[i] = a.atomic ? 1 : 0;
}

function readsOf(r: RaceState, i: number): Access[] {
  const t = r.rTid[i]!;
  if (t === -2) return r.rMulti.get(i) ?? [];
  return [{ tid: t, gen: r.rGen[i]!, clk: r.rClk[i]!, line: r.rLine[i]!, atomic: r.rAtomic[i] === 1 }];
}

/** Thread coordinates of a global thread id, for messages. */
export function describeTid(w: Warp, tid: number): { block: number; local: number; warp: number; lane: number } {
  const tpb = w.ctx.threadsPerBlock;
  const block = Math.floor(tid / tpb);
  const local = tid - block * tpb;
  return { block, local, warp: local >> 5, lane: local & 31 };
}
