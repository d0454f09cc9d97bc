/**
 * `__activemask(): unsigned` — the lanes executing this instruction together at this moment
 * (Programming Guide §10.19; G13 §5.4.6.1; PTX ISA §9.7.13.11 `activemask`): here, the
 * calling group. It is a snapshot, not a promise of convergence: under adversarial
 * schedules it may be any subset that ITS allows.
 */
import type { Body } from '../compile/vector';

export function activemask(fn: number, dst: number, loc: { line: number; column: number } = { line: 0, column: 0 }): Body {
  return (w, g) => {
    const d = w.regs[fn]![dst]!;
    for (const l of g.lanes) d[l] = g.mask;
    const pd = w.pois[fn]![dst];
    if (pd) for (const l of g.lanes) pd[l] = undefined;
    if (w.trace) {
      const nul = (): null[] => new Array(32).fill(null);
      const results: (number | null)[] = nul();
      for (const l of g.lanes) results[l] = g.mask >>> 0;
      w.trace.push({
        seq: w.trace.length, kind: '__activemask', mask: g.mask >>> 0, participants: g.mask >>> 0, activeGroup: g.mask >>> 0,
        exited: w.exited >>> 0, line: loc.line, column: loc.column, lines: nul(), operands: nul(), operands2: nul(), widths: nul(),
        sources: nul(), results, undefinedResult: new Array(32).fill(false),
      });
    }
  };
}
