/**
 * A lane that spins on an element another lane holds, while that lane waits at a
 * reconvergence point for the spinning lanes: the classic spin lock, whose winner leaves the
 * acquire loop and waits at the loop's exit for its siblings, which retry until it releases.
 * ITS makes this starvation-free (Programming Guide §7.1, "Independent Thread Scheduling":
 * starvation-free algorithms such as a mutex), and an H100 completes it
 * (oracle/probes/mutex_spin_first.cu); the simulator lets the holder run on past the
 * reconvergence point (exec.ts `releaseFromToken`, the reconvergence release rule).
 *
 * The scheduler's spin detection (scheduler.ts `SPIN_BOUND`) sees the block spinning only when
 * nothing is written; a retry loop that also counts its retries with an atomic writes on
 * every retry, and the holder then waited out the starvation bound at every hand-over, so a
 * 1024-thread lock used up the command line's budget. Here the sign is direct: a lane whose
 * atomic changed nothing (a failed `atomicCAS`, a poll) twice on the same element, with no
 * atomic change of the element in between, waits for the thread that made its last change;
 * if that thread waits at a reconvergence point of this block, it runs on.
 */
import type { BlockState, RunContext } from './context';
import { releaseFromToken } from './exec';
import type { Mem } from './state';
import type { Warp } from './warp';

/** Thread `tid` (global id) changed element `i` of `m` with an atomic. */
export function noteChange(m: Mem, i: number, tid: number): void {
  const c = (m.changes ??= { count: new Int32Array(m.length), by: new Int32Array(m.length) });
  c.count[i]!++;
  c.by[i] = tid + 1;
}

/** Lane `l` of `w` made an atomic on element `i` of `m` that changed nothing. */
export function noteUnchanged(w: Warp, l: number, m: Mem, i: number): void {
  const c = m.changes;
  if (!c || c.by[i] === 0) return;
  const count = c.count[i]!;
  if (w.spinOn[l] !== m || w.spinAt[l] !== i || w.spinCount[l] !== count) {
    w.spinOn[l] = m;
    w.spinAt[l] = i;
    w.spinCount[l] = count;
    return;
  }
  const holder = c.by[i]! - 1;
  if (holder !== w.gtid0 + l) w.ctx.heldBy = holder;
}

/** After a turn: the holder a spinning lane named (`RunContext.heldBy`), if it is a thread of
 * this block waiting at a reconvergence point, runs on past it. */
export function releaseHolder(ctx: RunContext, block: BlockState): void {
  const holder = ctx.heldBy;
  ctx.heldBy = -1;
  const local = holder - block.linear * ctx.threadsPerBlock;
  if (local < 0 || local >= ctx.threadsPerBlock) return;
  const o = block.warps[local >> 5];
  if (!o) return;
  const bit = 1 << (local & 31);
  for (const g of o.groups) {
    if ((g.mask & bit) === 0) continue;
    if (g.state === 'sync') releaseFromToken(o, g);
    return;
  }
}
