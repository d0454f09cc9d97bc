/**
 * Limits of a playground run, apart from the engine so that the page's editor chunk can
 * read them without bundling the simulator.
 */

/** Lane-steps a playground run may take: the command line's default (`DEFAULT_BUDGET`),
 * so that a launch the command line runs, such as the block reduction over 2^20 floats
 * of `bench/kernels.ts` (about 48 M lane-steps), runs in the playground too. The run is in
 * the worker, so the page stays responsive; the playground's Stop button ends it. */
export const PLAYGROUND_BUDGET = 200_000_000;

/** Wall-clock limit of one playground run, in milliseconds: well above the time
 * {@link PLAYGROUND_BUDGET} takes (3–4 s at the 60 M lane-steps/s `npm run bench`
 * measures for that reduction), so a runaway loop ends with the budget's diagnostic
 * rather than with the timeout. */
export const PLAYGROUND_TIMEOUT_MS = 60_000;
