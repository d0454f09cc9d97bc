/**
 * `__shfl_xor_sync(mask, var, laneMask, width = 32)` —
 * CUDA C++ Programming Guide §10.22 "Warp Shuffle Functions"; PTX ISA §9.7.9.6 `shfl.sync.bfly`.
 * Semantics in `shuffle.ts`.
 */
import { shuffle } from './shuffle';

export const shfl_xor_sync = shuffle('__shfl_xor_sync', 'bfly');
