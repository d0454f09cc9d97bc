/**
 * `__match_all_sync(mask, value, pred?): unsigned` — if every non-exited lane of the mask
 * holds the same bits, returns the mask of those lanes (PTX: the non-exited lanes of
 * membermask) and sets `pred[0] = 1`; else returns 0 and sets `pred[0] = 0`.
 * Programming Guide §10.20; PTX ISA §9.7.13.10 `match.all.sync`.
 */
import type { CollectiveImpl } from '../core/instr';
import { beginTrace, operand, operandPoison, setResult } from './common';
import { lanesOf } from '../core/values';
import { checkIndex, storeElement } from '../compile/memops';

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

/** A string key of a value's bit pattern: 32-bit values, and 64-bit ones from binary64
 * (`double`) or `BigInt64Array` (`long`, `ulong`) registers, as `high:low` words, so equal
 * bits give equal keys whatever the register kind (PTX `match.sync.b64` compares bits). */
export function bitsKey(raw: number | bigint, is64: boolean): string {
  if (typeof raw === 'bigint') return `${Number(BigInt.asUintN(32, raw >> 32n))}:${Number(BigInt.asUintN(32, raw))}`;
  if (!is64) return String(raw | 0);
  f64[0] = raw;
  return `${u32[1]}:${u32[0]}`;
}

export function matchAll(is64: boolean): CollectiveImpl {
  return {
    name: '__match_all_sync', kind: `match.all.b${is64 ? 64 : 32}`, counter: 'matches',
    exec(call) {
      const w = call.warp;
      const tr = beginTrace(call, '__match_all_sync');
      const lanes = lanesOf(call.participants);
      let same = true;
      let p: ReturnType<typeof operandPoison>;
      const k0 = bitsKey(operand(w, call.instrOf(lanes[0]!), 0, lanes[0]!), is64);
      for (const l of lanes) {
        const ins = call.instrOf(l);
        p ??= operandPoison(w, ins, 0, l);
        if (bitsKey(operand(w, ins, 0, l), is64) !== k0) same = false;
        if (tr) tr.operands[l] = operand(w, ins, 0, l);
      }
      const r = same ? call.participants : 0;
      for (const l of lanes) {
        const ins = call.instrOf(l);
        setResult(w, ins, l, r, p);
        if (ins.extra !== undefined && ins.extra >= 0) {
          // `*pred = ...` through the pointer: a write of element 0 like any store (bounds,
          // races, defined again); an undefined operand makes it undefined, reported where
          // the result or the element is used.
          const m = w.arraysOf(ins.fn, ins.extra)[l];
          if (checkIndex(w, l, m, 0, 'int', undefined, ins.loc, 'writes') >= 0) {
            storeElement(w, l, m!, 0, same ? 1 : 0, p ? { ...p, reported: true } : undefined, ins.loc);
          }
        }
        if (tr) { tr.results[l] = p ? null : r >>> 0; tr.undefinedResult[l] = !!p; }
      }
    },
  };
}
