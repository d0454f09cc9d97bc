/**
 * State shared by the emitters of one CUDA export: the device helpers the program
 * needs (emitted once, before the first function) and the names of the program's
 * functions.
 */

/** Device helpers that some intrinsics need, by name (see intrinsics.ts). */
export type Helper = 'lanemask_lt' | 'lanemask_le' | 'lanemask_eq' | 'lanemask_ge' | 'lanemask_gt';

/** One export in progress. */
export interface EmitContext {
  /** Helpers used so far. */
  helpers: Set<Helper>;
  /** Names of the program's kernels (`__global__` functions). */
  kernels: Set<string>;
  /** Kernels that device code also calls as functions (CUDA cannot call a `__global__`
   * function without a launch: each gets a `__device__` twin). */
  calledKernels: Set<string>;
}

/** A fresh context for a program whose kernels are `kernels`. */
export function newEmitContext(kernels: Iterable<string> = []): EmitContext {
  return { helpers: new Set(), kernels: new Set(kernels), calledKernels: new Set() };
}
