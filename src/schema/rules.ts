/**
 * Structural rules of an exercise: which technique the lesson asks for. The grader
 * checks them by walking the submission's IR (intrinsic names, `__shared__` arrays)
 * and from the run's operation counts (`src/sim/types.ts` `OpCounts`).
 */
import { z } from 'zod';

/** At least one of `anyOf` must be called somewhere in the learner's code. */
const requireRule = z.object({
  /** Intrinsic names as in DSL.md §5, e.g. `["__shfl_down_sync", "__shfl_xor_sync"]`. */
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

/** A limit on an operation count per warp, averaged over the warps of the launch
 * (counts of the whole run divided by the number of warps). */
const perWarpLimit = z.object({
  /** Most operations per warp. Shuffles count once per warp rendezvous, atomics once per lane. */
  perWarp: z.number().int().min(0),
  /** Shown when the rule fails (a default names the rule). */
  message: z.string().min(1).optional(),
}).strict();

export const rules = z.object({
  /** Intrinsics the solution must use (each entry: one of a list). */
  require: z.array(requireRule).default([]),
  /** Intrinsics the solution must not use. */
  forbid: z.array(forbidRule).default([]),
  /** The solution must not declare `__shared__` arrays. */
  noShared: z.object({ message: z.string().min(1).optional() }).strict().optional(),
  /** Most `__shfl*_sync` rendezvous per warp. */
  maxShuffles: perWarpLimit.optional(),
  /** Most atomic operations per warp (counted per lane). */
  maxAtomics: perWarpLimit.optional(),
}).strict().default({});
export type Rules = z.infer<typeof rules>;
