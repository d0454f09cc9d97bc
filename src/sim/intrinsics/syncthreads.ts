/**
 * `__syncthreads()` — Programming Guide §10.6 "Synchronization Functions" (G13 §5.4.4.1):
 * waits until every non-exited thread of the block has reached a `__syncthreads()` (since
 * Volta counted per thread, so different call sites pair: Programming Guide §20.6.2), and
 * orders all shared and global memory accesses before it with those after it. A thread
 * that can never arrive makes the block hang: reported as a deadlock. The scheduler
 * (`core/scheduler.ts`) implements the barrier; this file only names the instruction.
 */
export const SYNCTHREADS = '__syncthreads';
