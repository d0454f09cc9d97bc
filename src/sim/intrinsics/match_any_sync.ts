/**
 * `__match_any_sync(mask, value): unsigned` — the non-exited lanes of the mask whose value
 * has the same bits as the caller's. Programming Guide §10.20 "Warp Match Functions"
 * (G13 §5.4.6.3: "same bitwise value"; so -0.0 and +0.0 differ and NaNs match by bits);
 * PTX ISA §9.7.13.10 `match.any.sync.b32`/`.b64` (32- and 64-bit values do not pair).
 */
import type { CollectiveImpl, Instr } from '../core/instr';
import type { Poison } from '../core/state';
import type { Warp } from '../core/warp';
import type { TraceOp } from '../types';
import { beginTrace, operand, operandPoison, setResult } from './common';
import { lanesOf } from '../core/values';
import { bitsKey } from './match_all_sync';

export function matchAny(is64: boolean): CollectiveImpl {
  return {
    name: '__match_any_sync', kind: `match.any.b${is64 ? 64 : 32}`, counter: 'matches',
    exec(call) {
      const w = call.warp;
      const tr = beginTrace(call, '__match_any_sync');
      if (call.site && !is64 && w.ctx.fast && matchAny32(w, call.site, call.participants, tr)) return;
      const lanes = lanesOf(call.participants);
      const keys = new Map<number, string>();
      const undef = new Map<number, ReturnType<typeof operandPoison>>();
      for (const l of lanes) {
        const ins = call.instrOf(l);
        const p = operandPoison(w, ins, 0, l);
        if (p) undef.set(l, p);
        keys.set(l, bitsKey(operand(w, ins, 0, l), is64));
        if (tr) tr.operands[l] = operand(w, ins, 0, l);
      }
      for (const l of lanes) {
        let m = 0;
        for (const k of lanes) if (keys.get(k) === keys.get(l)) m |= 1 << k;
        const p = undef.get(l) ?? lanes.map((k) => undef.get(k)).find((x) => x);
        setResult(w, call.instrOf(l), l, m, p);
        if (tr) { tr.results[l] = p ? null : m >>> 0; tr.undefinedResult[l] = !!p; }
      }
    },
  };
}

/**
 * The 32-bit match of participants `parts` that all called from `ins`, as the general path
 * computes it (equal bits: equal `Int32Array` elements; every result is undefined when any
 * participant's value is, with its own poison or else the lowest such lane's), without
 * string keys. False, having written nothing, when the operand is not a 32-bit register.
 */
function matchAny32(w: Warp, ins: Instr, parts: number, tr: TraceOp | null): boolean {
  const slot = ins.operands![0]!;
  const v = w.regs[ins.fn]![slot];
  if (!(v instanceof Int32Array)) return false;
  const pv = w.pois[ins.fn]![slot];
  let first: Poison | undefined;
  if (pv) {
    for (let m = parts >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
      const p = pv[31 - Math.clz32(m & -m)];
      if (p) { first = p; break; }
    }
  }
  for (let todo = parts >>> 0; todo !== 0;) {
    const x = v[31 - Math.clz32(todo & -todo)]!;
    let same = 0;
    for (let m = todo; m !== 0; m = (m & (m - 1)) >>> 0) {
      const k = 31 - Math.clz32(m & -m);
      if (v[k] === x) same |= 1 << k;
    }
    todo = (todo & ~same) >>> 0;
    for (let m = same >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
      const l = 31 - Math.clz32(m & -m);
      const p = first ? pv![l] ?? first : undefined;
      setResult(w, ins, l, same, p);
      if (tr) { tr.operands[l] = v[l]!; tr.results[l] = p ? null : same >>> 0; tr.undefinedResult[l] = !!p; }
    }
  }
  return true;
}
