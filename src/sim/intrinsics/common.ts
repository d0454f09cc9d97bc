/**
 * Helpers shared by the intrinsic implementations: reading a participant's operands (each
 * lane reads the registers of its own call site), writing results with undefined-value
 * provenance, and recording the warp trace.
 */
import type { CollectiveCall, Instr } from '../core/instr';
import type { Poison } from '../core/state';
import type { Warp } from '../core/warp';
import type { TraceOp } from '../types';
import { laneRanges, lanesOf } from '../core/values';

/** Raw value of operand `k` of lane `l` (at its own call site): a number, or a `bigint`
 * for a `long`/`ulong` operand. */
export function operand(w: Warp, ins: Instr, k: number, l: number): number | bigint {
  return w.regs[ins.fn]![ins.operands![k]!]![l]!;
}

/** Raw value of a 32-bit operand (`int`, `uint`, `float`, `bool`) or a `double`. */
export function operand32(w: Warp, ins: Instr, k: number, l: number): number {
  return (w.regs[ins.fn]![ins.operands![k]!] as Int32Array | Float64Array)[l]!;
}

/** Poison of operand `k` of lane `l`, if its value is undefined. */
export function operandPoison(w: Warp, ins: Instr, k: number, l: number): Poison | undefined {
  return w.pois[ins.fn]![ins.operands![k]!]?.[l];
}

/** Writes lane `l`'s result (raw: a `bigint` into a `long`/`ulong` register) and its poison
 * (undefined clears it). */
export function setResult(w: Warp, ins: Instr, l: number, raw: number | bigint, p?: Poison): void {
  (w.regs[ins.fn]![ins.dst!] as unknown as { [l: number]: number | bigint })[l] = raw;
  if (p) w.poisonOf(ins.fn, ins.dst!)[l] = p;
  else {
    const pd = w.pois[ins.fn]![ins.dst!];
    if (pd) pd[l] = undefined;
  }
}

/** Starts a trace record for a completed collective (null when tracing is off). */
export function beginTrace(call: CollectiveCall, name: string): TraceOp | null {
  const w = call.warp;
  if (!w.trace) return null;
  const nul = (): (number | null)[] => new Array(32).fill(null);
  let active = 0;
  const lines = nul();
  for (const l of lanesOf(call.participants)) {
    lines[l] = call.instrOf(l).loc.line;
  }
  for (const g of w.groups) if (g.mask & call.participants) active |= g.mask;
  const first = call.instrOf(lanesOf(call.participants)[0]!);
  const op: TraceOp = {
    seq: w.trace.length, kind: name, mask: call.mask >>> 0, participants: call.participants >>> 0,
    activeGroup: active >>> 0, exited: w.exited >>> 0, line: first.loc.line, column: first.loc.column,
    lines, operands: nul(), operands2: nul(), widths: nul(), sources: nul(), results: nul(),
    undefinedResult: new Array(32).fill(false),
  };
  if (first.via) op.group = first.via;
  w.trace.push(op);
  return op;
}

/** " of warp 1" in a block of more than one warp, else nothing: a lane number alone is
 * ambiguous there. */
export function ofWarp(w: Warp): string {
  return w.ctx.threadsPerBlock > 32 ? ` of warp ${w.index}` : '';
}

/** Describes why a source lane cannot be read by a collective. */
export function absentReason(w: Warp, call: CollectiveCall, j: number): string {
  if (!((w.valid >>> j) & 1)) return `lane ${j}${ofWarp(w)} does not exist (the block has ${w.ctx.threadsPerBlock} threads, so this warp is partial)`;
  if ((w.exited >>> j) & 1) {
    if (!((call.mask >>> j) & 1)) return `lane ${j} has exited`;
    // Every lane the mask names that finished first: with a full mask inside a branch,
    // these are the lanes that took the other way.
    const gone = (call.mask & w.exited & w.valid) >>> 0;
    return gone === (1 << j) >>> 0
      ? `lane ${j}, which the mask names, finished without reaching this call (it exited or was stopped), so it holds nothing to read`
      : `the mask names lanes ${laneRanges(gone)}, which finished without reaching this call (they exited or were stopped), so lane ${j} holds nothing to read`;
  }
  if (!((call.mask >>> j) & 1)) return `lane ${j} is not in the mask 0x${(call.mask >>> 0).toString(16).padStart(8, '0')}`;
  return `lane ${j} is not taking part`;
}

