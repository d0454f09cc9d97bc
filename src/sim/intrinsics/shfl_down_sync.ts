/**
 * `__shfl_down_sync(mask, var, delta, width = 32)` —
 * CUDA C++ Programming Guide §10.22 "Warp Shuffle Functions"; PTX ISA §9.7.9.6 `shfl.sync.down`.
 * Semantics in `shuffle.ts`.
 */
import { shuffle } from './shuffle';

export const shfl_down_sync = shuffle('__shfl_down_sync', 'down');
