/** A program lowered to instructions (see `instr.ts`), ready to run. */
import type { FunctionDecl, Program } from '../../lang/ir';
import type { Instr } from './instr';

/** Register kinds: `i` 32-bit pattern, `d` binary64, `a` array reference. */
export type SlotKind = 'i' | 'd' | 'a';

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
  /** Constant registers: filled in every lane when a warp is created. */
  constInits: { slot: number; raw: number }[];
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
  /** Number of `__shared__` declarations (each gets an id). */
  sharedDecls: { name: string; elem: string; length: number }[];
}
