/**
 * `__shfl_sync(mask, var, srcLane, width = 32)` —
 * CUDA C++ Programming Guide §10.22 "Warp Shuffle Functions"; PTX ISA §9.7.9.6 `shfl.sync.idx`.
 * Semantics in `shuffle.ts`.
 */
import { shuffle } from './shuffle';

export const shfl_sync = shuffle('__shfl_sync', 'idx');
