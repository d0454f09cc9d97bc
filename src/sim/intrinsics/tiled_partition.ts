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
import { instanceSig } from '../core/passby';
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
      // The lanes of one group may belong to different parent tiles, and (a group that ran
      // ahead, joined by the rest) to different passes of a loop: one arrival per tile and pass.
      let left = g.mask >>> 0;
      while (left !== 0) {
        const l = 31 - Math.clz32(left & -left);
        const parent = M[l]! >>> 0;
        const sig = instanceSig(w, g.tokens, l);
        let lanes = 0;
        for (let m = left; m !== 0; m = (m & (m - 1)) >>> 0) {
          const k = 31 - Math.clz32(m & -m);
          if ((blockParent || M[k]! >>> 0 === parent) && instanceSig(w, g.tokens, k) === sig) lanes |= 1 << k;
        }
        partitionArrive(w, lanes >>> 0, l, pc, loc, what, blockParent, parent, g.tokens, sig);
        left = (left & ~lanes) >>> 0;
      }
    },
  });
  return -1;
}
