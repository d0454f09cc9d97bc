/**
 * State shared by the emitters of one CUDA export: the device helpers the program
 * needs (emitted once, before the first function) and the names of the program's
 * functions.
 */

/** Device helpers that some intrinsics need, by name (see intrinsics.ts). */
export type Helper = 'lanemask_lt' | 'lanemask_le' | 'lanemask_eq' | 'lanemask_ge' | 'lanemask_gt' | 'match_all_sync';

/** The cooperative-groups headers an export needs: `core` is `<cooperative_groups.h>`,
 * `reduce` and `scan` its `reduce.h` and `scan.h`. */
export type CgHeader = 'core' | 'reduce' | 'scan';

/** One export in progress. */
export interface EmitContext {
  /** Helpers used so far. */
  helpers: Set<Helper>;
  /** Cooperative-groups headers used so far (src/cuda/cg.ts). */
  cg: Set<CgHeader>;
}

/** A fresh context. */
export function newEmitContext(): EmitContext {
  return { helpers: new Set(), cg: new Set() };
}
