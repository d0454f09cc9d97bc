/**
 * What one lane has acquired (memory.ts `take`, core/acquisitions.ts), kept per lane and
 * brought up to date as its block acquires more, rather than gathered again at every
 * question: the releases a fence of the lane carries on (`acquiredBy`, a release's `via`),
 * and what they publish (`publishedTo`, for `acquiredBefore`).
 *
 * A lane sees an acquisition of its block (`seesAcquired`) when it took it, when a
 * `__syncthreads()` has ended since, or when a `__syncwarp` (or a release of its warp)
 * ordered it after the lane of its warp that took it (PTX ISA §8.8: release patterns are
 * cumulative, so what the taker acquired is passed on with what it knows). Within one
 * barrier generation, a lane's view grows only: the block's acquisitions are appended, and
 * the lane's vector-clock row only grows. A barrier starts a new view.
 *
 * The releases kept (`frontier`) leave out those another kept release of the same element
 * carries (`Release.prefix`): a producer and a consumer handing 10,000 messages through two
 * counters keep one release each, where every fence once carried every release before it
 * (memory and time quadratic in the messages).
 */
import type { Acquisition } from './acquisitions';
import type { Release, ReleaseList, RunContext } from './context';
import type { Warp } from './warp';

/** What the releases a lane has acquired publish (every release reachable from them through
 * `via`): per block, the latest barrier generation a release of it was made in, and per warp
 * of a block (key `block * 32 + warp`), the highest clock of each lane its releases knew of. */
export interface Published {
  gen: Map<number, number>;
  rows: Map<number, Int32Array>;
}

/** One lane's view, for run `ctx`, block `block` and barrier generation `gen`: `size`, the
 * block's acquisitions looked at; `row`, the lane's vector-clock row then; `waiting`, the
 * acquisitions of lanes of its warp it does not see yet (another warp's of this generation
 * are seen only after a barrier); `frontier`, per element, the releases seen that no other
 * kept release of that element carries; `pub` and `folded` (the releases whose publications
 * `pub` holds), once asked for. */
interface LaneView {
  ctx: RunContext;
  block: number;
  gen: number;
  size: number;
  row: Int32Array;
  waiting: Acquisition[];
  frontier: Map<ReleaseList, Frontier>;
  /** Every release added (`add`), kept or left out. */
  added: Set<Release>;
  pub: Published | null;
  folded: Set<Release> | null;
}

/** The kept releases of one element, and the largest `prefix` among them: a release before
 * it is carried by one kept. */
interface Frontier {
  rels: Release[];
  prefix: number;
}

const views = new WeakMap<Warp, (LaneView | undefined)[]>();

/** Whether lane `lane` of `w` sees acquisition `a` of its block: it took it, or a
 * `__syncthreads()` since that its taker reached (or a lane that knew of it did), or a
 * `__syncwarp` that ordered it after the lane of its warp that took it. */
export function seesAcquired(w: Warp, lane: number, a: Acquisition): boolean {
  if (a.by === w.gtid0 + lane) return true;
  const byLocal = a.by - w.gtid0 + w.base;
  // A barrier passes on only what the threads that reached it knew (Programming Guide §10.6):
  // not an acquisition of a lane that exited before it, unless a lane that reached it knew
  // the taker's clock then (`Warp.exitKnown`).
  if (w.ctx.block.gen > a.gen) {
    const o = w.ctx.block.warps[byLocal >> 5]!, l = byLocal & 31;
    const gone = ((o.exited & ~o.stopped) >>> l & 1) === 1 && o.exitGen[l]! <= a.gen && a.byClk > o.exitKnown[l]!;
    if (!gone) return true;
  }
  return byLocal >> 5 === w.index && w.vc[lane * 32 + (byLocal & 31)]! >= a.byClk;
}

/** The releases lane `lane` of `w` has acquired that its fence carries on: each release it
 * sees, less those another of the same element carries. A new array. */
export function acquiredBy(w: Warp, lane: number): Release[] {
  const out: Release[] = [];
  for (const f of viewOf(w, lane).frontier.values()) for (const r of f.rels) out.push(r);
  return out;
}

/** What the releases lane `lane` of `w` has acquired publish. */
export function publishedTo(w: Warp, lane: number): Published {
  const v = viewOf(w, lane);
  if (!v.pub) {
    v.pub = { gen: new Map(), rows: new Map() };
    v.folded = new Set();
    const tpb = w.ctx.threadsPerBlock;
    for (const f of v.frontier.values()) for (const r of f.rels) fold(v.pub, v.folded, r, tpb);
  }
  return v.pub;
}

/** `publishedTo`, if the lane's current view has gathered it already; else null. */
export function publishedSoFar(w: Warp, lane: number): Published | null {
  const v = views.get(w)?.[lane];
  if (!v?.pub || !current(w, v)) return null;
  return viewOf(w, lane).pub;
}

function current(w: Warp, v: LaneView): boolean {
  const ctx = w.ctx;
  return v.ctx === ctx && v.block === ctx.block.linear && v.gen === ctx.block.gen;
}

/** Lane `lane`'s view, made or brought up to date. */
function viewOf(w: Warp, lane: number): LaneView {
  let list = views.get(w);
  if (!list) views.set(w, (list = []));
  const ctx = w.ctx;
  const o = lane * 32;
  let v = list[lane];
  if (!v || !current(w, v)) {
    v = {
      ctx, block: ctx.block.linear, gen: ctx.block.gen, size: ctx.acquired.size, row: w.vc.slice(o, o + 32),
      waiting: [], frontier: new Map(), added: new Set(), pub: null, folded: null,
    };
    list[lane] = v;
    const view = v;
    ctx.acquired.visible(ctx.block.gen, w.index, false, (a) => {
      // A release many lanes took is looked at once (after a barrier every lane sees most).
      if (view.added.has(a.rel)) return false;
      if (seesAcquired(w, lane, a)) add(view, a.rel, ctx.threadsPerBlock);
      else view.waiting.push(a);
      return false;
    });
    return v;
  }
  let moved = false;
  for (let k = 0; k < 32; k++) if (v.row[k] !== w.vc[o + k]) { moved = true; break; }
  if (moved) {
    v.row.set(w.vc.subarray(o, o + 32));
    let k = 0;
    for (const a of v.waiting) {
      if (v.added.has(a.rel)) continue;
      if (seesAcquired(w, lane, a)) add(v, a.rel, ctx.threadsPerBlock);
      else v.waiting[k++] = a;
    }
    v.waiting.length = k;
  }
  const acq = ctx.acquired;
  for (let j = v.size; j < acq.size; j++) {
    const a = acq.at(j);
    // Of the current generation: another warp's is seen after a barrier (a new view).
    if ((a.by - w.gtid0 + w.base) >> 5 !== w.index || v.added.has(a.rel)) continue;
    if (seesAcquired(w, lane, a)) add(v, a.rel, ctx.threadsPerBlock);
    else v.waiting.push(a);
  }
  v.size = acq.size;
  return v;
}

/** Adds release `r`, newly seen, to view `v`: to the frontier of its element unless a kept
 * release carries it (its `prefix` passes `r`), dropping the kept ones it carries; and to
 * `pub` when gathered. A release `r` leaves out is carried by the one that passes it, or was
 * made by that one's thread before it, and so publishes no more than it does. */
function add(v: LaneView, r: Release, tpb: number): void {
  if (v.added.has(r)) return;
  v.added.add(r);
  let f = v.frontier.get(r.list);
  if (!f) v.frontier.set(r.list, (f = { rels: [], prefix: 0 }));
  if (f.prefix > r.at) return;
  // Each kept release is looked at again only when the largest prefix grows (a lock's
  // hand-over); releases that carry none (every thread fenced before it acquired) are kept
  // without a look at the others.
  if (r.prefix > f.prefix) {
    let k = 0;
    for (const u of f.rels) if (u.at >= r.prefix) f.rels[k++] = u;
    f.rels.length = k;
    f.prefix = r.prefix;
  }
  f.rels.push(r);
  if (v.pub) fold(v.pub, v.folded!, r, tpb);
}

/** Adds what release `rel` and the releases it carries publish to `pub`, walking through
 * `via` past the releases in `folded` (those already added), which it adds to. */
function fold(pub: Published, folded: Set<Release>, rel: Release, tpb: number): void {
  if (folded.has(rel)) return;
  folded.add(rel);
  const queue = foldQueue;
  queue.length = 0;
  queue.push(rel);
  for (let h = 0; h < queue.length; h++) {
    const r = queue[h]!;
    if (r.gen > (pub.gen.get(r.block) ?? -1)) pub.gen.set(r.block, r.gen);
    const key = r.block * 32 + ((r.tid - r.block * tpb) >> 5);
    let row = pub.rows.get(key);
    if (!row) pub.rows.set(key, (row = new Int32Array(32).fill(-1)));
    for (let k = 0; k < 32; k++) if (r.row[k]! > row[k]!) row[k] = r.row[k]!;
    for (const u of r.via) {
      if (folded.has(u)) continue;
      folded.add(u);
      queue.push(u);
    }
  }
}

const foldQueue: Release[] = [];
