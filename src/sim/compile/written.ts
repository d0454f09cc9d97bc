/**
 * Which array registers a run can write through: those a store, an atomic or an output
 * argument (`__match_all_sync`'s `pred`) names (`Instr.writes`), and, through every call, the arguments passed for a parameter the
 * callee can write. Array references move between registers only at calls (there are no
 * array assignments in Warp TS), so an array a kernel receives in a parameter outside this
 * set is only ever read: no access to it can race (a data race needs a write, Programming
 * Guide §5.4.4 / docs/language.md §6 "Data races"), and the simulator keeps no race
 * records for it.
 */
import { Op, type Instr } from '../core/instr';
import type { CompiledFn } from '../core/compiled';

/** Per function (by index): the array slots that may be written. */
export function writtenArrays(code: readonly Instr[], fns: readonly CompiledFn[]): Set<number>[] {
  const written = fns.map(() => new Set<number>());
  for (const ins of code) if (ins.writes !== undefined) written[ins.fn]!.add(ins.writes);
  const calls = code.filter((ins) => ins.op === Op.Call);
  for (let changed = true; changed; ) {
    changed = false;
    for (const ins of calls) {
      const callee = fns[ins.callee!]!;
      callee.decl.params.forEach((p, i) => {
        const arg = ins.args![i]!;
        if (typeof p.type === 'object' && written[callee.index]!.has(p.slot) && !written[ins.fn]!.has(arg)) {
          written[ins.fn]!.add(arg);
          changed = true;
        }
      });
    }
  }
  return written;
}
