/**
 * Run-time state of the simulated machine: memory arrays, poison (undefined values),
 * convergence tokens, groups of lanes, warps.
 *
 * Execution model (docs/language.md §6; Programming Guide §7.1 SIMT Architecture, §20.6.2 Independent
 * Thread Scheduling; PTX ISA §3.2): every lane has its own program counter; lanes at the same
 * program counter that were not split apart run together as a *group* (the active group of
 * `__activemask()`). A divergent branch splits a group; the groups reconverge at the branch's
 * immediate post-dominator, modelled by a *token*: created when the region is entered with the
 * lanes expected back, it completes when every expected lane that has not exited, left the
 * region (`break`, `return`) or been released has arrived.
 */
import type { ElemType, Loc } from '../../lang/ir';
import type { Hint } from '../../lang/registry';

/** Where an undefined value came from (docs/language.md §6 "Undefined values are poison"). */
export interface Poison {
  /** What produced it, in words, e.g. "`__shfl_down_sync` read lane 5, which is not in the mask". */
  why: string;
  /** Lane that produced the undefined value, the line of that read, and the source lane. */
  lane: number;
  line: number;
  column: number;
  srcLane?: number;
  /** Already reported where it was produced (a conversion out of range, a data race):
   * later uses write `null` without a second diagnostic. */
  reported?: boolean;
  /** How to avoid it, shown where the value is used (a registry variant: `hint()`). */
  hint?: Hint;
}

/** Per-element data-race bookkeeping for a shared or global array (FastTrack-style:
 * the last write and the reads since it that are not ordered before a later read), packed
 * in one array (see `core/memory.ts` for the field layout). */
/** A replaced access kept by a race state (`RaceState.replaced`): `read` marks a read. */
export type KeptAccess = Access & { read?: boolean };

/** The kept accesses of one element, grouped by source line and kind of access (key
 * `line * 4 + kind`, kind 0 a plain write, 1 an atomic, 2 a read), and within a group by
 * the block of the thread (its linear index) and its warp in the block, each list oldest
 * first: a later access asks of each group only whether one of its accesses is unordered
 * with it (one race is reported per earlier line and kind), and an access of another warp or
 * block can only be ordered before it by a barrier or a release, so a racing kernel's every
 * access costs the groups and the current block's warps, not the accesses kept. */
export type KeptGroups = Map<number, Map<number, Map<number, KeptAccess[]>>>;

export interface RaceState {
  s: Int32Array;
  /** Extra concurrent reads of an element (read thread id -2 marks the element as having them). */
  rMulti: Map<number, ReadSet>;
  /** Accesses of an element (plain writes, atomics, reads: `read` set) that a later plain
   * write raced with and replaced in the records: still unordered with what follows, so a
   * later access of another thread that is not ordered after one of them, and conflicts
   * with it, races with it too (docs/language.md §6 "Races": each race with both lines),
   * not only with the write that replaced it. */
  replaced: Map<number, KeptGroups>;
}

/**
 * The reads of one element since its last plain write (FastTrack's read-shared state, with
 * `memory.ts hb` for the order, kept per line as races are reported per line): each thread's
 * latest read of each line (key `tid * 2^20 + line`), in the order read. A read of a line
 * that a newer read of the same line is ordered after is dropped when the set reaches
 * `pruneAt`, which then doubles: the newer one races with whatever the older would have (a
 * later access unordered with the older is unordered with the newer), so what is reported
 * does not depend on when the set is pruned, and R threads reading an element unordered
 * (threads of different blocks always are) cost O(R) in all rather than O(R^2).
 */
export interface ReadSet {
  reads: Map<number, Access>;
  pruneAt: number;
  /** Every line a read of the set was made at (a superset of the lines of `reads`, which
   * pruning may shrink). */
  lines: Set<number>;
  /** Lines whose reads were found racing with an atomic update (reported then): a later
   * atomic need not look at the set again when every line of `lines` is here, so that A
   * atomics after R unordered reads cost O(R + A), not O(R·A) (memory.ts `recordAccess`). */
  racedAtomic: Set<number>;
}

/** One recorded memory access: global thread id, block barrier generation, warp clock. */
export interface Access { tid: number; gen: number; clk: number; line: number; atomic: boolean }

/** A simulated array: global (kernel argument), shared (one per block per declaration) or
 * local (one per thread). 32-bit elements are stored as bit patterns, `double` as binary64,
 * `long`/`ulong` as 64-bit patterns (signed `bigint`s of a `BigInt64Array`). */
export interface Mem {
  name: string;
  space: 'global' | 'shared' | 'local';
  elem: ElemType;
  length: number;
  data: Int32Array | Float64Array | BigInt64Array;
  /** 1 where the element holds an undefined value (unwritten shared memory, stored poison). */
  undef: Uint8Array | null;
  undefWhy: Map<number, Poison>;
  race: RaceState | null;
  /** No instruction of the program can write it (a kernel's input array that no store, atomic
   * or call reaches: compile/written.ts): its reads keep no race records. */
  readOnly: boolean;
  /** Block (linear) that owns a shared array; -1 otherwise. */
  block: number;
}

/** A reconvergence token (see module comment). Masks are 32-bit lane sets. */
export interface Token {
  expected: number;
  arrived: number;
  /** Instruction that opened the region (its `Ssy`, or the `Call` of a device function):
   * the static region, e.g. for "does it contain a `__syncthreads()`". */
  site: number;
  /** Source location of the construct (for messages). */
  loc: Loc;
  what: string;
}

/** A call frame of a group: where to return, and the token of the call. */
export interface Frame {
  fn: number;
  retPc: number;
  /** Register that receives the return value in the caller (-1 for none). */
  retDst: number;
  callerFn: number;
  token: Token;
}

export type GroupState = 'ready' | 'sync' | 'coll' | 'barrier' | 'done';

/** Lanes of one warp that execute together (see module comment). */
export interface Group {
  id: number;
  mask: number;
  /** The lanes of `mask`, ascending (shared between groups: never modified). */
  lanes: readonly number[];
  pc: number;
  fn: number;
  tokens: Token[];
  frames: Frame[];
  state: GroupState;
  /** While `coll`: lanes whose collective has not completed yet. */
  pendingLanes: number;
  /** While `barrier`/`coll`/`sync`: what it waits in, for deadlock reports. */
  waitLoc: Loc | null;
  waitWhat: string;
  /** Instructions left in the group's current turn (0: a new turn starts when it next
   * runs). A group that uses up its turn goes behind the other groups of its warp, so a
   * group that spins never starves the others (ITS is starvation-free). */
  slice: number;
  /** While `sync`: the block's clock (`BlockState.clock`) and the run's atomic count
   * (`OpCounts.atomics`) when the group began to wait (the scheduler's starvation rule). */
  syncSince: number;
  syncAtomics: number;
  /** Under an adversarial schedule, the lanes of one group that stepped apart between sync
   * points (`exec.ts`, `Op.Compute`) share a non-zero key here; fragments with one key that
   * meet, ready, at one instruction with the same regions and call stack run together again
   * (`rejoin`, groups.ts). 0: not a fragment (every group of the default schedule). */
  fragment: number;
}

/** One arrival set of a warp collective: lanes that called the same kind with the same mask. */
export interface Rendezvous {
  key: number;
  kind: string;
  mask: number;
  arrived: number;
  /** Per lane: the group it arrived from. */
  fromGroup: (Group | undefined)[];
  /** Per lane: the instruction (call site) it arrived from. */
  fromInstr: Int32Array;
  /** True while every arrival came from one call site. */
  oneSite: boolean;
  site: number;
}
