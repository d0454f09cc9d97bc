/** A program lowered to instructions (see `instr.ts`), ready to run. */
import type { FunctionDecl, Program } from '../../lang/ir';
import type { Instr } from './instr';

/** Static nesting of regions, for the pass-by records (`core/passby.ts`). */
export interface RegionNesting {
  /** Per `Ssy`/`Call` instruction: the regions (their `Ssy`/`Call` instructions) inside
   * it, directly or in the functions it calls; null where there are none. */
  nested: (number[] | null)[];
  /** Per instruction: the index of the loop whose exit region its `Ssy` opens, else -1. */
  loopIndex: Int32Array;
  /** Number of loops. */
  loops: number;
}



/** Register kinds: `i` 32-bit pattern (`Int32Array`), `d` binary64 (`Float64Array`), `l` 64-bit
 * integer pattern of a `long`/`ulong` (`BigInt64Array`), `a` array reference. */
export type SlotKind = 'i' | 'd' | 'l' | 'a';

export interface CompiledFn {
  index: number;
  name: string;
  decl: FunctionDecl;
  /** First instruction. */
  entry: number;
  /** The epilogue (`Ret`/`Exit`) that `return` jumps to. */
  epilogue: number;
  slotKinds: SlotKind[];
  /** Register holding the return value (-1 for `void`). */
  retSlot: number;
  /** Constant registers: filled in every lane when a warp is created (a `bigint` for an
   * `l` register). */
  constInits: { slot: number; raw: number | bigint }[];
  /** Built-in registers (`threadIdx`, `blockIdx`, `blockDim`, `gridDim`): set per block. */
  builtinInits: { slot: number; name: string; dim: number }[];
}

export interface CompiledProgram {
  program: Program;
  code: Instr[];
  fns: CompiledFn[];
  fnIndex: Map<string, number>;
  /** Per instruction that opens a region (`Ssy`, `Call`): the `__syncthreads()`
   * instructions the region contains, directly or through the functions it calls; null
   * where it contains none (see `compile/regions.ts`). */
  regionBarriers: (number[] | null)[];
  /** Per instruction that opens a region: whether the region contains a
   * `cg.tiled_partition` (`Instr.partition`), directly or through the functions it calls. */
  regionPartitions: (number[] | null)[];
  /** Which regions lie inside which, and the loops (see `compile/regions.ts`). */
  nesting: RegionNesting;
  /** Per source location (`line:column`) of a cooperative-groups operation, the sentence
   * that run-time diagnostics there end with (src/sim/lower). */
  groupSites: Map<string, string>;
  /** Per function: the array registers a store, an atomic or a call can write through
   * (compile/written.ts); a kernel's array parameter outside it is read-only in a run. */
  writtenArrays: Set<number>[];
  /** The lines of plain reads that are the first guess of an `atomicCAS` loop
   * (compile/cas-guess.ts): such a read does not race with atomics. */
  casGuessLines: Set<number>;
  /** Whether some function runs a loop that makes an atomic and whose exit depends on an
   * atomic's result or a value read from memory (a poll, a lock, a compare-and-swap retry, a
   * flag passed through shared memory: compile/spin-loops.ts `mayWaitForOthers`): only then
   * can a block wait for another, and a run checks the order its blocks start in (run.ts
   * `checkBlockOrder`). */
  waitsOnAtomics: boolean;
  /** Number of `__shared__` declarations (each gets an id). */
  sharedDecls: { name: string; elem: string; length: number }[];
}
