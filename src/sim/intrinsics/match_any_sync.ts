/**
 * `__match_any_sync(mask, value): unsigned` — the non-exited lanes of the mask whose value
 * has the same bits as the caller's. Programming Guide §10.20 "Warp Match Functions"
 * (G13 §5.4.6.3: "same bitwise value"; so -0.0 and +0.0 differ and NaNs match by bits);
 * PTX ISA §9.7.13.10 `match.any.sync.b32`/`.b64` (32- and 64-bit values do not pair).
 */
import type { CollectiveImpl } from '../core/instr';
import { beginTrace, operand, operandPoison, setResult } from './common';
import { lanesOf } from '../core/values';
import { bitsKey } from './match_all_sync';

export function matchAny(is64: boolean): CollectiveImpl {
  return {
    name: '__match_any_sync', kind: `match.any.b${is64 ? 64 : 32}`, counter: 'matches',
    exec(call) {
      const w = call.warp;
      const tr = beginTrace(call, '__match_any_sync');
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
