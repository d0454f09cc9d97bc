/**
 * `__reduce_{add,min,max}_sync(mask, value)` for `int` and `unsigned`, and
 * `__reduce_{and,or,xor}_sync(mask, value)` for `unsigned` (compute capability 8.0+) —
 * Programming Guide §10.21 "Warp Reduce Functions" (G13 §5.4.6.4); PTX ISA §9.7.13.12
 * `redux.sync`: the reduction over every non-exited lane of the mask, given to all of them;
 * `add` wraps to 32 bits; `min`/`max` signedness comes from the overload (`.s32`/`.u32`),
 * and the two overloads are different instructions (they do not pair).
 */
import type { CollectiveImpl } from '../core/instr';
import type { Poison } from '../core/state';
import { beginTrace, operand32, operandPoison, setResult } from './common';
import { lanesOf } from '../core/values';

export type ReduceOp = 'add' | 'min' | 'max' | 'and' | 'or' | 'xor';

export function reduce(op: ReduceOp, signed: boolean): CollectiveImpl {
  const name = `__reduce_${op}_sync`;
  const f = (a: number, b: number): number => {
    switch (op) {
      case 'add': return (a + b) | 0;
      case 'min': return signed ? Math.min(a | 0, b | 0) : ((a >>> 0) < (b >>> 0) ? a : b);
      case 'max': return signed ? Math.max(a | 0, b | 0) : ((a >>> 0) > (b >>> 0) ? a : b);
      case 'and': return a & b;
      case 'or': return a | b;
      case 'xor': return a ^ b;
    }
  };
  return {
    name, kind: `redux.${op}.${signed ? 's32' : 'u32'}`, counter: 'reductions',
    exec(call) {
      const w = call.warp;
      const tr = beginTrace(call, name);
      const site = w.ctx.fast ? call.site : null;
      if (site) {
        // One call site: the same registers for every lane, read in lane order as below.
        const slot = site.operands![0]!;
        const v = w.regs[site.fn]![slot] as Int32Array;
        const pv = w.pois[site.fn]![slot];
        const parts = call.participants >>> 0;
        let acc: number | null = null;
        let p: Poison | undefined;
        for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) {
          const l = 31 - Math.clz32(m & -m);
          const x = v[l]!;
          p ??= pv?.[l];
          acc = acc === null ? x | 0 : f(acc, x) | 0;
          if (tr) tr.operands[l] = x;
        }
        for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) {
          const l = 31 - Math.clz32(m & -m);
          setResult(w, site, l, acc ?? 0, p);
          if (tr) { tr.results[l] = p ? null : acc; tr.undefinedResult[l] = !!p; }
        }
        return;
      }
      const lanes = lanesOf(call.participants);
      let acc: number | null = null;
      let p: ReturnType<typeof operandPoison>;
      for (const l of lanes) {
        const ins = call.instrOf(l);
        const v = operand32(w, ins, 0, l);
        p ??= operandPoison(w, ins, 0, l);
        acc = acc === null ? v | 0 : f(acc, v) | 0;
        if (tr) tr.operands[l] = v;
      }
      for (const l of lanes) {
        setResult(w, call.instrOf(l), l, acc ?? 0, p);
        if (tr) { tr.results[l] = p ? null : acc; tr.undefinedResult[l] = !!p; }
      }
    },
  };
}
