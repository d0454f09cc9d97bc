/**
 * Launch configuration in exercise specs: `<<<grid, block>>>` written as numbers or
 * 1–3 element arrays, normalised to `[x, y, z]`.
 */
import { z } from 'zod';

/** `32`, `[16, 6]` or `[16, 6, 1]` → `[x, y, z]`; each component ≥ 1. */
export const dim3 = z
  .union([
    z.number().int().min(1),
    z.array(z.number().int().min(1)).min(1).max(3),
  ])
  .transform((v): [number, number, number] => {
    const a = typeof v === 'number' ? [v] : v;
    return [a[0] ?? 1, a[1] ?? 1, a[2] ?? 1];
  });

/**
 * `{ grid, block }` as CUDA's `<<<grid, block>>>`. `grid` defaults to one block.
 * A block holds at most 1024 threads (Programming Guide, "Thread Hierarchy").
 */
export const launch = z
  .object({
    grid: dim3.default(1),
    block: dim3,
  })
  .strict()
  .refine((l) => l.block[0] * l.block[1] * l.block[2] <= 1024, {
    message: 'a block holds at most 1024 threads',
    path: ['block'],
  });
export type LaunchSpec = z.infer<typeof launch>;

/** Threads in one block of `l`. */
export function threadsPerBlock(l: LaunchSpec): number {
  return l.block[0] * l.block[1] * l.block[2];
}

/** Blocks in the grid of `l`. */
export function blockCount(l: LaunchSpec): number {
  return l.grid[0] * l.grid[1] * l.grid[2];
}

/** Warps in one block (the last one may be partial: Programming Guide §7.1). */
export function warpsPerBlock(l: LaunchSpec): number {
  return Math.ceil(threadsPerBlock(l) / 32);
}
