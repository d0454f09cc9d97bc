/**
 * The two tiers of the simulator (src/sim/core/tier.ts) give identical runs. The `precise`
 * tier takes only the general per-lane paths; the `fast` tier's specialised loops and fast
 * paths must change nothing a learner or the grader sees. Held here on:
 *  - every course exercise: the gradings of its reference, its starter and each of its wrong
 *    solutions (every test, the default and the adversarial schedules, the diagnostics, the
 *    counts and the result tables), and a traced run of its reference under an adversarial
 *    schedule, with last writes;
 *  - 1,200 generated programs (tests/fuzz/programs.ts), those that compile each run under the default or an
 *    adversarial schedule, in 1-D and 3-D blocks with partial warps.
 * The hardware and bug-report tests also pass under each tier on their own: `npm test` runs
 * tests/hardware and tests/unit/sim a second time with `WARP_SIM_TIER=precise`.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { exerciseIds, loadExercise } from '../../../src/grader/content/read';
import { concreteTests, gradeSubmission } from '../../../src/grader';
import { assemble } from '../../../src/grader/source';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';
import type { Tier } from '../../../src/sim/core/tier';
import { ARGS, mutated, program } from '../../fuzz/programs';
import { submissionsOf } from './helpers';

const ROOT = join(import.meta.dirname, '../../../content');
const saved = process.env.WARP_SIM_TIER;
afterEach(() => {
  if (saved === undefined) delete process.env.WARP_SIM_TIER;
  else process.env.WARP_SIM_TIER = saved;
});

/** `f()` under `tier` (the grader's runs take the tier from the environment). */
function under<T>(tier: Tier, f: () => T): T {
  const before = process.env.WARP_SIM_TIER;
  process.env.WARP_SIM_TIER = tier;
  try {
    return f();
  } finally {
    if (before === undefined) delete process.env.WARP_SIM_TIER;
    else process.env.WARP_SIM_TIER = before;
  }
}

/** JSON with bigints spelt out, so that reports compare as text. */
function text(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
}

/** Fails with the first place where the two tiers' texts part, and 120 characters around it. */
function same(fast: string, precise: string, what: string): void {
  if (fast === precise) return;
  let i = 0;
  while (i < fast.length && fast[i] === precise[i]) i++;
  const around = (t: string): string => t.slice(Math.max(0, i - 60), i + 60);
  expect.fail(`${what}: the tiers differ at character ${i}\n  fast:    …${around(fast)}…\n  precise: …${around(precise)}…`);
}

describe('fast and precise tiers', () => {
  for (const id of exerciseIds(ROOT)) {
    it(`grade ${id} identically`, () => {
      const ex = loadExercise(ROOT, id);
      if ('error' in ex) throw new Error(String(ex.error));
      const subs = submissionsOf(ROOT, id, ex.reference);
      subs.forEach((sub, k) => {
        const fast = text(under('fast', () => gradeSubmission(ex.spec, ex.reference, sub)));
        const precise = text(under('precise', () => gradeSubmission(ex.spec, ex.reference, sub)));
        same(fast, precise, `submission ${k} (0: the reference, 1: the starter, then the wrong ones)`);
      });
      const prog = compile(assemble(ex.spec, ex.reference).source).program!;
      const t = concreteTests(ex.spec)[0]!;
      const launch = { grid: t.launch.grid, block: t.launch.block };
      const opts = { schedule: { kind: 'adversarial' as const, seed: 5 }, trace: true, lastWrites: true };
      const a = runProgram(prog, launch, structuredClone(t.args), { ...opts, tier: 'fast' });
      const b = runProgram(prog, launch, structuredClone(t.args), { ...opts, tier: 'precise' });
      same(text(a), text(b), 'the traced adversarial run of the reference');
    });
  }

  it('run 1,200 generated programs identically (those that compile, in two block shapes)', () => {
    let compared = 0;
    for (const [arb, seed] of [[program, 11], [mutated, 12]] as const) {
      for (const [src, k] of fc.sample(fc.tuple(arb, fc.nat(1000)), { numRuns: 600, seed })) {
        const c = compile(src);
        if (!c.program) continue;
        for (const block of [[40, 1, 1], [8, 4, 2]] as [number, number, number][]) {
          const opts = { budget: 30_000, schedule: k % 2 ? { kind: 'adversarial' as const, seed: k } : { kind: 'default' as const }, trace: k % 3 === 0, lastWrites: k % 5 === 0 };
          const run = (tier: Tier): string => {
            try {
              return text(runProgram(c.program!, { grid: [2, 1, 1], block }, ARGS(), { ...opts, tier }));
            } catch (e) {
              return `threw ${(e as Error).message}`;
            }
          };
          same(run('fast'), run('precise'), src);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(250);
  });
});
