/**
 * `cg.tiled_partition<N>(parent)` as a collective of its parent (Programming Guide §11.5.1;
 * docs/language.md §5b): the internal call `__cg_tile_partition(parentMask, N, parentSize)`
 * that the lowering of groups (src/sim/lower) puts before the tile's fields. It waits for
 * no one, as CUDA 13's implementation of tiles of up to 32 threads; it records who made
 * it, for the verdict on members that pass it by (core/partition-verdicts.ts).
 * `parentMask`: per lane, the parent tile's lanes (0xffffffff for a block parent);
 * `parentSize`: the parent tile's size, 0 for a `thread_block`.
 */
import type { Expr, IntrinsicExpr } from '../../lang/ir';
import { Op } from '../core/instr';
import { partitionArrive } from '../core/partition-verdicts';
import type { FnCompiler } from '../compile/fn';

/** Emits the call's record-keeping Compute (marked `partition`, for the region analysis). */
export function compileTiledPartition(c: FnCompiler, e: IntrinsicExpr, ev: (x: Expr) => number): number {
  const fn = c.index;
  const loc = e.loc;
  const maskReg = ev(e.args[0]!);
  const n = Number((e.args[1] as { value: number }).value);
  const parentSize = Number((e.args[2] as { value: number }).value);
  const blockParent = parentSize === 0;
  const what = `\`cg.tiled_partition<${n}>\` of ${blockParent ? 'the thread block' : `a thread_block_tile<${parentSize}>`}`;
  let pc = -1;
  pc = c.emit({
    op: Op.Compute, loc, partition: true,
    run: (w, g) => {
      const M = w.regs[fn]![maskReg]! as Int32Array;
      // The lanes of one group may belong to different parent tiles: one arrival per tile.
      let left = g.mask >>> 0;
      while (left !== 0) {
        const l = 31 - Math.clz32(left & -left);
        const parent = M[l]! >>> 0;
        const lanes = blockParent ? left : (left & parent) >>> 0;
        partitionArrive(w, lanes || 1 << l, l, pc, loc, what, blockParent, parent, g.tokens);
        left = (left & ~(lanes || 1 << l)) >>> 0;
      }
    },
  });
  return -1;
}
