/**
 * Grammar fuzzer (generator: tests/fuzz/programs.ts): random small Warp TS programs of
 * every statement shape, and token mutations of them, go through compile → CUDA export
 * (with a harness for some) → run (traced for some, under default and adversarial
 * schedules, 1-D to 3-D blocks with partial warps) → grade (tests/fuzz/stages.ts). A
 * learner's mistake must come back as a located diagnostic; an exception from any stage
 * is an internal error, and fails.
 *
 * `FUZZ_RUNS=20000 npx vitest run tests/unit/sim/fuzz-programs.test.ts` runs more
 * programs (default 150); `FUZZ_SEED` picks the seed. The long run is a script:
 * `npx tsx tests/fuzz/run.ts --programs 50000` (counts internal errors instead of stopping).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutated, program } from '../../fuzz/programs';
import { newStats, throughEveryStage } from '../../fuzz/stages';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

/** How many programs got how far (printed with `FUZZ_STATS=1`). */
const stats = newStats();

/** compile → export → run → grade; fails on any internal error. */
function exercise(src: string, seed: number): void {
  expect(throughEveryStage(src, seed, stats), src).toEqual([]);
}

describe('random programs of every statement shape', () => {
  it(`compile, export, run and grade without an internal error (${RUNS} programs)`, () => {
    fc.assert(fc.property(program, fc.nat(1000), (src, seed) => exercise(src, seed)), { numRuns: RUNS, seed: SEED });
    if (process.env.FUZZ_STATS) console.log(JSON.stringify({ ...stats, codes: Object.fromEntries([...stats.codes].sort((a, b) => b[1] - a[1])) }));
  }, Math.max(60_000, RUNS * 100));

  it(`survive token mutations without an internal error (${RUNS} programs)`, () => {
    fc.assert(fc.property(mutated, fc.nat(1000), (src, seed) => exercise(src, seed)), { numRuns: RUNS, seed: SEED + 1 });
  }, Math.max(60_000, RUNS * 100));
});
