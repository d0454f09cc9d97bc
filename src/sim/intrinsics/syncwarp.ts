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

/** The participants' joined clocks (per lane `a`: the largest clock of `a` any of them
 * knows), reused by every call. */
const join = new Int32Array(32);

export const syncwarp: CollectiveImpl = {
  name: '__syncwarp', kind: 'bar.warp.sync', counter: 'syncwarps',
  exec(call) {
    const w = call.warp;
    beginTrace(call, '__syncwarp');
    const parts = call.participants >>> 0;
    const vc = w.vc;
    w.vcDirty = true;
    join.fill(0);
    for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) {
      const row = (31 - Math.clz32(m & -m)) * 32;
      for (let a = 0; a < 32; a++) { const c = vc[row + a]!; if (c > join[a]!) join[a] = c; }
    }
    for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) {
      const b = 31 - Math.clz32(m & -m);
      vc.set(join, b * 32);
      vc[b * 32 + b] = join[b]! + 1;
    }
  },
};
