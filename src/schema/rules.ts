/**
 * Structural rules of an exercise: which technique the lesson asks for. The grader
 * checks them by walking the submission's IR (intrinsic names, `__shared__` arrays)
 * and from the run's operation counts (`src/sim/types.ts` `OpCounts`).
 */
import { z } from 'zod';

/** At least one of `anyOf` must be called somewhere in the learner's code. */
const requireRule = z.object({
  /** Intrinsic names as in docs/language.md §5, e.g. `["__shfl_down_sync", "__shfl_xor_sync"]`. */
  anyOf: z.array(z.string().min(1)).min(1),
  /** Shown when the rule fails (a default names the rule). */
  message: z.string().min(1).optional(),
}).strict();

/** None of `names` may be called in the learner's code. */
const forbidRule = z.object({
  names: z.array(z.string().min(1)).min(1),
  /** Shown when the rule fails (a default names the rule). */
  message: z.string().min(1).optional(),
}).strict();

/** A limit on an operation count, per warp or per block, averaged over the warps (or
 * blocks) of the launch: counts of the whole run divided by the number of warps (blocks),
 * the largest over the runs. Give exactly one of `perWarp` and `perBlock`. */
const opLimit = z.object({
  /** Most operations per warp. Shuffles count once per warp rendezvous, atomics once per lane. */
  perWarp: z.number().int().min(0).optional(),
  /** Most operations per block (for "one atomic per block"). */
  perBlock: z.number().int().min(0).optional(),
  /** Shown when the rule fails (a default names the rule). */
  message: z.string().min(1).optional(),
}).strict().refine((l) => (l.perWarp === undefined) !== (l.perBlock === undefined), { message: 'give exactly one of `perWarp` and `perBlock`' });
export type OpLimit = z.infer<typeof opLimit>;

/** The limit of `l` and what it is counted per. */
export function limitOf(l: OpLimit): { max: number; per: 'warp' | 'block' } {
  return l.perBlock !== undefined ? { max: l.perBlock, per: 'block' } : { max: l.perWarp!, per: 'warp' };
}

export const rules = z.object({
  /** Intrinsics the solution must use (each entry: one of a list). */
  require: z.array(requireRule).default([]),
  /** Intrinsics the solution must not use. */
  forbid: z.array(forbidRule).default([]),
  /** The solution must not declare `__shared__` arrays. */
  noShared: z.object({ message: z.string().min(1).optional() }).strict().optional(),
  /** Most `__shfl*_sync` rendezvous per warp (or block). */
  maxShuffles: opLimit.optional(),
  /** Most atomic operations per warp or block (counted per lane). */
  maxAtomics: opLimit.optional(),
}).strict().default({});
export type Rules = z.infer<typeof rules>;
