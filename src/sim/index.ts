/** The warp simulator: run a checked Warp TS program on a simulated NVIDIA GPU. */
export { runProgram, LaunchError, launchTooLarge } from './run';
export type * from './types';
export { DEFAULT_BUDGET } from './types';
export { shuffleSource, isValidWidth } from './intrinsics/shuffle';
