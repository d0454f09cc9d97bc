/**
 * A spin that can never end, seen without spending the step budget (docs/execution-model.md
 * "Scheduling"). When a block that has written nothing for a while (scheduler.ts
 * `SPIN_BOUND`) has one group left that can run, and every other group of the block waits
 * in a `__syncthreads()` or a warp collective (which only that group could complete), or
 * at a reconvergence point with no atomic run since (which the scheduler keeps waiting), then with
 * no write to memory the group's next state is a function of its registers and position
 * alone: memory does not change, and blocks run one after another here, so no other block
 * writes meanwhile. If the group comes back to a state it was in, with nothing written in
 * between, it repeats forever. The check uses Brent's cycle search over the states seen
 * where the group's runs end (a snapshot at the 1st, 2nd, 4th, 8th … end, compared with each
 * later one), so a spin of period p is seen within about twice its first p ends.
 *
 * Under adversarial schedules lanes may step apart and `__activemask()` varies with the
 * grouping, so the argument holds only for the default schedule: the check runs there only.
 */
import type { BlockState, RunContext } from './context';
import type { Group } from './state';
import type { Warp } from './warp';

/** What the search keeps for one block. */
export interface CycleWatch {
  /** The group, its mask and the writes counted when the snapshot was taken. */
  group: Group | null;
  mask: number;
  writes: number;
  /** The snapshot: the group's position and its lanes' registers, in a fixed order. */
  pc: number;
  values: (number | bigint)[];
  /** Ends seen since the snapshot, and the count at which the next snapshot is taken. */
  seen: number;
  power: number;
}

export function newCycleWatch(): CycleWatch {
  return { group: null, mask: 0, writes: -1, pc: -1, values: [], seen: 0, power: 1 };
}

/** Whether `g` is the only group of the block that can move (see the module comment): the
 * others wait in a barrier or a collective, or at a reconvergence point with no atomic run
 * since they began to wait (the scheduler lets such a group run on only after atomics:
 * scheduler.ts `STARVATION_BOUND`, `SPIN_BOUND`). */
function alone(ctx: RunContext, block: BlockState, g: Group): boolean {
  for (const w of block.warps) {
    for (const x of w.groups) {
      if (x === g || x.state === 'barrier' || x.state === 'coll') continue;
      if (x.state === 'sync' && x.syncAtomics === ctx.counts.atomics) continue;
      return false;
    }
  }
  return g.state === 'ready';
}

/** The state of `g` (its lanes' registers in every function, then its regions and calls)
 * appended to `out`; false when a lane holds an undefined value (its uses report, so the
 * state is not plain data). */
function snapshot(w: Warp, g: Group, out: (number | bigint)[]): boolean {
  for (let f = 0; f < w.regs.length; f++) {
    const R = w.regs[f]!, P = w.pois[f]!;
    for (let s = 0; s < R.length; s++) {
      const r = R[s]!, p = P[s];
      for (let i = 0; i < g.lanes.length; i++) {
        const l = g.lanes[i]!;
        if (p?.[l]) return false;
        out.push(r[l]!);
      }
    }
  }
  for (const t of g.tokens) out.push(t.site, t.expected, t.arrived);
  for (const f of g.frames) out.push(f.retPc);
  return true;
}

/** Whether `g`'s state equals `values` (taken by `snapshot` for a group of the same lanes). */
function matches(w: Warp, g: Group, values: readonly (number | bigint)[]): boolean {
  let k = 0;
  for (let f = 0; f < w.regs.length; f++) {
    const R = w.regs[f]!, P = w.pois[f]!;
    for (let s = 0; s < R.length; s++) {
      const r = R[s]!, p = P[s];
      for (let i = 0; i < g.lanes.length; i++) {
        const l = g.lanes[i]!;
        if (p?.[l] || !Object.is(r[l], values[k++])) return false;
      }
    }
  }
  for (const t of g.tokens) if (t.site !== values[k++] || t.expected !== values[k++] || t.arrived !== values[k++]) return false;
  for (const f of g.frames) if (f.retPc !== values[k++]) return false;
  return k === values.length;
}

/**
 * Called where warp `w`'s group `g` ended a run in `block` while nothing has been written
 * for a while (scheduler.ts). True when `g` is the only group that can move and has come back
 * to a state it was in, with nothing written since: it will run forever.
 */
export function spinsForever(ctx: RunContext, block: BlockState, watch: CycleWatch, w: Warp, g: Group): boolean {
  const writes = ctx.counts.sharedStores + ctx.counts.globalStores + ctx.atomicWrites;
  if (!alone(ctx, block, g)) { watch.group = null; return false; }
  if (watch.group === g && watch.mask === g.mask && watch.writes === writes) {
    if (watch.pc === g.pc && matches(w, g, watch.values)) return true;
    if (++watch.seen < watch.power) return false;
    watch.power *= 2;
  } else {
    watch.power = 1;
  }
  watch.values.length = 0;
  if (!snapshot(w, g, watch.values)) { watch.group = null; return false; }
  watch.group = g; watch.mask = g.mask; watch.writes = writes; watch.pc = g.pc;
  watch.seen = 0;
  return false;
}
