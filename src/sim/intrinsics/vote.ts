/**
 * Warp votes' common part — CUDA C++ Programming Guide §10.19 "Warp Vote Functions"
 * (G13 §5.4.6.2); PTX ISA §9.7.13.9 `vote.sync`: the predicate of every non-exited lane of
 * the mask that takes part; a lane not in the mask contributes 0. An undefined predicate
 * is a use of an undefined value (reported; it counts as 0).
 */
import type { CollectiveCall, CollectiveImpl, Instr } from '../core/instr';
import type { Poison } from '../core/state';
import { beginTrace, operand32, operandPoison, setResult } from './common';
import { lanesOf } from '../core/values';

/** The undefined predicate the last {@link ballotOf} met (the first, in lane order), if any:
 * every participant's result then depends on it, so each is undefined too. */
let undefinedPredicate: Poison | undefined;

/** Ballot of the participants' predicates: bit `l` set for each participant `l` whose
 * predicate is defined and non-zero. Reports an undefined predicate (`E-UNDEFINED-USE`). */
export function ballotOf(call: CollectiveCall, name: string): number {
  undefinedPredicate = undefined;
  const w = call.warp;
  const tr = beginTrace(call, name);
  const site = w.ctx.fast ? call.site : null;
  if (site) {
    // One call site: every lane reads the same registers.
    const slot = site.operands![0]!;
    const v = w.regs[site.fn]![slot] as Int32Array | Float64Array;
    const pv = w.pois[site.fn]![slot];
    let bits = 0;
    for (let m = call.participants >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
      const l = 31 - Math.clz32(m & -m);
      const p = pv?.[l];
      if (p) { reportUndefined(call, site, name, l, p); continue; }
      const x = v[l]!;
      if (tr) tr.operands[l] = x;
      if (x !== 0) bits |= 1 << l;
    }
    return bits >>> 0;
  }
  let bits = 0;
  for (const l of lanesOf(call.participants)) {
    const ins = call.instrOf(l);
    const p = operandPoison(w, ins, 0, l);
    if (p) { reportUndefined(call, ins, name, l, p); continue; }
    const v = operand32(w, ins, 0, l);
    if (tr) tr.operands[l] = v;
    if (v !== 0) bits |= 1 << l;
  }
  return bits >>> 0;
}

/** Lane `l` votes with the undefined predicate `p` at `ins` (reported; it counts as 0). */
function reportUndefined(call: CollectiveCall, ins: Instr, name: string, l: number, p: Poison): void {
  const w = call.warp;
  const ctx = w.ctx;
  undefinedPredicate ??= { ...p, why: `\`${name}\` counted lane ${l}'s undefined predicate (${p.why})`, reported: true };
  ctx.laneReport(w, l, 'undefined-value', 'E-UNDEFINED-USE', 'error', ins.loc,
    () => `${ctx.laneName(w, l)} votes with an undefined predicate in \`${name}\`: ${p.why}`);
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
      const undef = undefinedPredicate;
      const site = w.ctx.fast && !undef ? call.site : null;
      if (site) {
        // As `setResult` for each lane, with the one site's registers looked up once.
        const d = w.regs[site.fn]![site.dst!] as Int32Array;
        const pd = w.pois[site.fn]![site.dst!];
        for (let m = call.participants >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
          const l = 31 - Math.clz32(m & -m);
          d[l] = r;
          if (pd) pd[l] = undefined;
          if (tr) tr.results[l] = r >>> 0;
        }
        return;
      }
      for (const l of lanesOf(call.participants)) {
        setResult(w, call.instrOf(l), l, r, undef);
        if (tr) tr.results[l] = r >>> 0;
      }
    },
  };
}
