/**
 * `__syncwarp(mask = 0xffffffff)` — Programming Guide §10.6 "Synchronization Functions"
 * (G13 §5.4.4.2); PTX ISA §9.7.13.2 `bar.warp.sync`: waits until every non-exited lane of
 * the mask has executed a `__syncwarp` with the same mask, and orders memory among the
 * participating lanes (the only warp intrinsic that does; §10.19–10.22 say the others do
 * not imply a memory barrier). Ordering is recorded by joining the participants' warp
 * vector clocks.
 */
import type { CollectiveImpl } from '../core/instr';
import { beginTrace } from './common';
import { lanesOf } from '../core/values';

export const syncwarp: CollectiveImpl = {
  name: '__syncwarp', kind: 'bar.warp.sync', counter: 'syncwarps',
  exec(call) {
    const w = call.warp;
    beginTrace(call, '__syncwarp');
    const lanes = lanesOf(call.participants);
    const vc = w.vc;
    const join = new Int32Array(32);
    for (const b of lanes) for (let a = 0; a < 32; a++) join[a] = Math.max(join[a]!, vc[b * 32 + a]!);
    for (const b of lanes) {
      vc.set(join, b * 32);
      vc[b * 32 + b] = join[b]! + 1;
    }
  },
};
