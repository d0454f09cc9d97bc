/**
 * The simulator's instruction set: a flat list of instructions per program, one program
 * counter per lane (grouped), explicit reconvergence tokens (SSY/SYNC, as in the SIMT
 * convergence-barrier model of Volta+: Programming Guide §7.1, PTX ISA §3.2).
 */
import type { Loc } from '../../lang/ir';
import type { Group } from './state';
import type { Warp } from './warp';

export const enum Op {
  /** Per-lane computation over the group's lanes (`run`). */
  Compute,
  /** Branch: lanes whose `cond` register is non-zero go to `t`, the others to `f`. */
  Branch,
  /** Multi-way branch: lane goes to `targets[reg]`, or `fallback` (switch). */
  Switch,
  Jump,
  /** Open a reconvergence region: push a token expecting the group's lanes. */
  Ssy,
  /** Close the innermost region: wait for the token's expected lanes, then merge. */
  Sync,
  /** Leave `n` regions (break/continue): the group's lanes are no longer expected there. */
  Break,
  /** Leave every region of the current function (return): then jump to the epilogue. */
  Unwind,
  /** Call a device function: copy arguments, push frame and token. */
  Call,
  /** Function epilogue: reconverge on the call's token, copy the result, return. */
  Ret,
  /** The lanes exit (kernel return or end). */
  Exit,
  /** A `*_sync` warp collective: rendezvous by (kind, mask), then `collective.exec`. */
  Collective,
  /** `__syncthreads()`: block-wide barrier. */
  Barrier,
}

/** A warp collective's behaviour, implemented in `src/sim/intrinsics/*`. */
export interface CollectiveImpl {
  /** Intrinsic name, e.g. `__shfl_down_sync`. */
  name: string;
  /** Rendezvous kind: calls pair only with the same kind (same PTX instruction and
   * qualifiers, docs/semantics.md §2.2), e.g. `shfl.down`, `redux.min.s32`. */
  kind: string;
  /** Counter bumped once per completed rendezvous. */
  counter: 'shuffles' | 'votes' | 'matches' | 'reductions' | 'syncwarps';
  /** Computes every participant's result. */
  exec(ctx: CollectiveCall): void;
}

/** What a collective sees when its rendezvous completes. */
export interface CollectiveCall {
  warp: Warp;
  /** The mask the lanes passed. */
  mask: number;
  /** Lanes that arrived (all in `mask`). */
  participants: number;
  /** Per lane: the instruction it arrived from (call sites may differ). */
  instrOf: (lane: number) => Instr;
  /** The single call site when every participant came from one instruction, else null. */
  site: Instr | null;
}

export interface Instr {
  op: Op;
  /** Index of the function this instruction belongs to. */
  fn: number;
  loc: Loc;
  run?: (w: Warp, g: Group) => void;
  cond?: number;
  t?: number;
  f?: number;
  targets?: Map<number, number>;
  fallback?: number;
  /** `Switch`: per target pc, how many of the innermost regions the lanes sent there leave
   * (the case labels they skip: `compile/stmt.ts`). */
  leaves?: Map<number, number>;
  target?: number;
  n?: number;
  what?: string;
  /** `Sync` at the exit of a loop that waits on other threads (compile/spin-loops.ts): a group
   * that arrives before the others runs on instead of waiting. */
  runOn?: boolean;
  /** For a collective made by a cooperative-groups operation: that operation, as
   * messages and the step-through name it (src/sim/lower). */
  via?: string;
  callee?: number;
  args?: number[];
  dst?: number;
  /** Collective: the mask register, operand registers, destination register. */
  collective?: CollectiveImpl;
  maskReg?: number;
  operands?: number[];
  /** Collective extra output (e.g. `__match_all_sync`'s pred array register). */
  extra?: number;
  /** The array register (slot of this instruction's function) the instruction stores to or
   * updates atomically (a Compute), or writes an output through (`__match_all_sync`'s `pred`); arrays no such instruction can reach are read-only
   * for a run (`CompiledProgram.writtenArrays`). */
  writes?: number;
  /** Branch/Jump back to the top of a loop: the loop's `Ssy` (lanes taking it start a new
   * iteration; for a Branch, the lanes going to `t`). */
  backEdge?: number;
  /** A Compute that makes a `cg.tiled_partition`, a collective of its parent group that
   * waits for no one (core/partition-verdicts.ts): regions containing one record every
   * lane that reaches their end (`CompiledProgram.regionPartitions`). */
  partition?: boolean;
  /** A collective in a copy of an unrolled loop body (compile/unroll.ts): the pc of the same
   * call in the first copy, the call as written (`site`), and which iteration this copy is
   * (`iteration`). Rendezvous judge call sites and passes by these, as for the loop as
   * written: lanes of different iterations at one call are one site, different passes. */
  unrolled?: { site: number; iteration: number };
}

/**
 * The instruction `i` of function `fn`, with every field of {@link Instr} present in one
 * fixed order (absent ones `undefined`): all instructions then share one object shape, so
 * the interpreter's reads of `op`, `run`, `t`, ... stay monomorphic.
 */
export function makeInstr(i: Omit<Instr, 'fn'>, fn: number): Instr {
  // Every key of Instr must be listed (a new field that is missing here is a type error).
  const all: { [K in keyof Required<Instr>]: Instr[K] } = {
    op: i.op, fn, loc: i.loc, run: i.run, cond: i.cond, t: i.t, f: i.f, targets: i.targets, fallback: i.fallback, leaves: i.leaves,
    target: i.target, n: i.n, what: i.what, via: i.via, callee: i.callee, args: i.args, dst: i.dst,
    collective: i.collective, maskReg: i.maskReg, operands: i.operands, extra: i.extra, writes: i.writes,
    backEdge: i.backEdge, partition: i.partition, runOn: i.runOn, unrolled: i.unrolled,
  };
  return all;
}
