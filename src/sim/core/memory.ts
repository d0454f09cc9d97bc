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

/** Does an earlier access (thread `tid`, barrier generation `gen`, warp clock `clk`)
 * happen before the current access of `lane` in warp `w`? */
export function hb(w: Warp, lane: number, tid: number, gen: number, clk: number): boolean {
  const local = tid - w.gtid0 + w.base;
  if (local === w.base + lane) return true;
  const tpb = w.ctx.threadsPerBlock;
  if (local < 0 || local >= tpb) return false;
  if (gen < w.ctx.block.gen) return true;
  if (local >> 5 !== w.index) return false;
  return w.vc[lane * 32 + (local & 31)]! >= clk;
}

/** Does `prev` happen before the current access of `lane` in warp `w`? */
export function happensBefore(w: Warp, lane: number, prev: Access): boolean {
  return hb(w, lane, prev.tid, prev.gen, prev.clk);
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
  const tid = w.gtid0 + lane;
  const gen = w.ctx.block.gen;
  const clk = w.vc[lane * 32 + lane]!;
  let hit: RaceHit | null = null;
  const wt = r.wTid[i]!;
  if (wt >= 0 && wt !== tid && !(atomic && r.wAtomic[i] === 1) && !hb(w, lane, wt, r.wGen[i]!, r.wClk[i]!)) {
    hit = { prev: { tid: wt, gen: r.wGen[i]!, clk: r.wClk[i]!, line: r.wLine[i]!, atomic: r.wAtomic[i] === 1 }, prevWrite: true };
  }
  const rt = r.rTid[i]!;
  if (write) {
    if (!hit && rt !== -1) {
      if (rt === -2) {
        for (const prev of r.rMulti.get(i) ?? []) {
          if (!(prev.atomic && atomic) && !hb(w, lane, prev.tid, prev.gen, prev.clk)) { hit = { prev, prevWrite: false }; break; }
        }
      } else if (rt !== tid && !(atomic && r.rAtomic[i] === 1) && !hb(w, lane, rt, r.rGen[i]!, r.rClk[i]!)) {
        hit = { prev: { tid: rt, gen: r.rGen[i]!, clk: r.rClk[i]!, line: r.rLine[i]!, atomic: r.rAtomic[i] === 1 }, prevWrite: false };
      }
    }
    r.wTid[i] = tid; r.wGen[i] = gen; r.wClk[i] = clk; r.wLine[i] = line; r.wAtomic[i] = atomic ? 1 : 0;
    if (rt === -2) r.rMulti.delete(i);
    r.rTid[i] = -1;
    return hit;
  }
  // A read: keep only reads not ordered before this one (FastTrack).
  if (rt === -1 || (rt >= 0 && hb(w, lane, rt, r.rGen[i]!, r.rClk[i]!))) {
    r.rTid[i] = tid; r.rGen[i] = gen; r.rClk[i] = clk; r.rLine[i] = line; r.rAtomic[i] = atomic ? 1 : 0;
  } else {
    const cur: Access = { tid, gen, clk, line, atomic };
    if (rt === -2) {
      const kept = r.rMulti.get(i)!.filter((p) => !hb(w, lane, p.tid, p.gen, p.clk));
      kept.push(cur);
      r.rMulti.set(i, kept);
    } else {
      r.rMulti.set(i, [{ tid: rt, gen: r.rGen[i]!, clk: r.rClk[i]!, line: r.rLine[i]!, atomic: r.rAtomic[i] === 1 }, cur]);
      r.rTid[i] = -2;
    }
  }
  return hit;
}



/** Thread coordinates of a global thread id, for messages. */
export function describeTid(w: Warp, tid: number): { block: number; local: number; warp: number; lane: number } {
  const tpb = w.ctx.threadsPerBlock;
  const block = Math.floor(tid / tpb);
  const local = tid - block * tpb;
  return { block, local, warp: local >> 5, lane: local & 31 };
}
