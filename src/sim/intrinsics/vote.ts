/**
 * Warp votes' common part — CUDA C++ Programming Guide §10.19 "Warp Vote Functions"
 * (G13 §5.4.6.2); PTX ISA §9.7.13.9 `vote.sync`: the predicate of every non-exited lane of
 * the mask that takes part; a lane not in the mask contributes 0. An undefined predicate
 * is a use of an undefined value (reported; it counts as 0).
 */
import type { CollectiveCall, CollectiveImpl } from '../core/instr';
import { beginTrace, operand32, operandPoison, setResult } from './common';
import { lanesOf } from '../core/values';

/** Ballot of the participants' predicates. */
export function ballotOf(call: CollectiveCall, name: string): number {
  const w = call.warp;
  const ctx = w.ctx;
  const tr = beginTrace(call, name);
  let bits = 0;
  for (const l of lanesOf(call.participants)) {
    const ins = call.instrOf(l);
    const p = operandPoison(w, ins, 0, l);
    if (p) {
      ctx.laneReport(w, l, 'undefined-value', 'E-UNDEFINED-USE', 'error', ins.loc,
        () => `${ctx.laneName(w, l)} votes with an undefined predicate in \`${name}\`: ${p.why}`);
      continue;
    }
    const v = operand32(w, ins, 0, l);
    if (tr) tr.operands[l] = v;
    if (v !== 0) bits |= 1 << l;
  }
  return bits >>> 0;
}

/** Builds a vote whose result is `f(ballot, participants, mask)` for every participant. */
export function vote(name: string, kind: string, f: (ballot: number, participants: number) => number): CollectiveImpl {
  return {
    name, kind, counter: 'votes',
    exec(call) {
      const w = call.warp;
      const bits = ballotOf(call, name);
      const r = f(bits, call.participants) | 0;
      const tr = w.trace ? w.trace[w.trace.length - 1]! : null;
      for (const l of lanesOf(call.participants)) {
        setResult(w, call.instrOf(l), l, r);
        if (tr) tr.results[l] = r >>> 0;
      }
    },
  };
}
