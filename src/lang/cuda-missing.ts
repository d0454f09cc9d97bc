/**
 * CUDA device functions that Warp TS does not have, each with what to write instead (names
 * from the Programming Guide: §10.5 Memory Fence Functions, §10.6 Synchronization Functions,
 * §10.14 Atomic Functions, §17 Mathematical Functions). A call of one is
 * `E-UNKNOWN-FUNCTION` with this hint, rather than a "did you mean" guess at a name that
 * looks alike (`atomicInc` is not `atomicAnd`).
 */

/** CUDA name → how to do without it in Warp TS. */
export const CUDA_MISSING: Readonly<Record<string, string>> = {
  atomicInc: 'Warp TS has no `atomicInc`: use `atomicAdd(a, i, 1)` (and compare with the bound yourself), or an `atomicCAS` loop for the wrap-around.',
  atomicDec: 'Warp TS has no `atomicDec`: use `atomicSub(a, i, 1)`, or an `atomicCAS` loop for the wrap-around.',
  __threadfence_block: 'Warp TS has only the device-wide `__threadfence()`, which also orders memory within the block.',
  __threadfence_system: 'Warp TS has only the device-wide `__threadfence()`.',
  __syncthreads_count: 'Warp TS has no `__syncthreads_count`: count with `__popc(__ballot_sync(...))` per warp and add the warps\' counts in shared memory around a `__syncthreads()`.',
  __syncthreads_and: 'Warp TS has no `__syncthreads_and`: combine `__all_sync` per warp through shared memory around a `__syncthreads()`.',
  __syncthreads_or: 'Warp TS has no `__syncthreads_or`: combine `__any_sync` per warp through shared memory around a `__syncthreads()`.',
  atomicAdd_block: 'Warp TS atomics have one scope: use `atomicAdd`.',
  atomicAdd_system: 'Warp TS atomics have one scope: use `atomicAdd`.',
  __ldg: 'Read the element directly: `a[i]`.',
  __expf: 'Warp TS has the standard `expf` (within 2 ulp on a GPU), not the fast `__expf`.',
  __logf: 'Warp TS has the standard `logf`, not the fast `__logf`.',
  __fdividef: 'Divide with `/`.',
};

/** The hint for CUDA function `name` that Warp TS lacks, or `null`. */
export function cudaMissingHint(name: string): string | null {
  return Object.prototype.hasOwnProperty.call(CUDA_MISSING, name) ? CUDA_MISSING[name]! : null;
}
