/**
 * The simulator against the second batch of probe readings (`fixtures/probes2.jsonl`): the
 * programs of `oracle/probes2/`, one `__syncthreads()` reached at different places, each run
 * on an NVIDIA H100 80GB HBM3 (sm_90) in an `-O3` and a `-G` build. Both builds completed
 * every program (exit 0) and exchanged the values below: the hardware counts arrivals per
 * thread and pairs the threads wherever they wait. compute-sanitizer's synccheck reported
 * the function called from both arms ("Barrier error detected. Divergent thread(s) in
 * block") and nothing for the barrier reached in different passes of a loop
 * (`oracle/probes2/sanitizer-2026-12-06.txt`).
 *
 * The two verdicts, kept apart: the simulator's words must equal the GPU's (what the
 * hardware does), and it must report `E-BARRIER-SITES` for every thread (the program is
 * invalid: Programming Guide §10.6), under the default schedule and adversarial ones, on
 * both tiers (this folder runs twice: `npm run test:precise`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';
import type { Schedule } from '../../src/sim/types';

interface Run { program: string; build: 'O3' | 'G'; rc: number; reading: { case: string; grid: number; block: number[]; slots: number; in: number[]; out: number[] } }

const lines = readFileSync(fileURLToPath(new URL('./fixtures/probes2.jsonl', import.meta.url)), 'utf8').split('\n').filter((l) => l.trim());
const header = JSON.parse(lines[0]!) as Record<string, unknown>;
const runs = lines.slice(1).map((l) => JSON.parse(l) as Run);

/** Each program's Warp TS twin (`kernels/probes2/`); the `__noinline__` variant's twin is the
 * inlined one's (Warp TS has no inlining attribute; the GPU gave the same words). */
const TWINS: Record<string, string> = {
  barrier_fn_both_arms: 'barrier_fn_both_arms',
  barrier_fn_both_arms_noinline: 'barrier_fn_both_arms',
  barrier_cross_iteration: 'barrier_cross_iteration',
  barrier_cross_iteration_halves: 'barrier_cross_iteration_halves',
};
const SCHEDULES: Schedule[] = [{ kind: 'default' }, { kind: 'adversarial', seed: 1 }, { kind: 'adversarial', seed: 5 }, { kind: 'adversarial', seed: 12 }];

describe('the H100 readings of one barrier at different places (oracle/probes2)', () => {
  it('come from an H100 in both builds, and every program completed in both', () => {
    expect(header).toMatchObject({ device: 'NVIDIA H100 80GB HBM3', flags: { O3: '-O3 -arch=sm_90 -fmad=false', G: '-G -arch=sm_90 -fmad=false' } });
    expect(runs.map((r) => `${r.program}/${r.build}`).sort()).toEqual(Object.keys(TWINS).flatMap((p) => [`${p}/G`, `${p}/O3`]).sort());
    for (const r of runs) expect({ program: r.program, build: r.build, rc: r.rc }).toEqual({ program: r.program, build: r.build, rc: 0 });
    // The builds agree word for word.
    for (const p of Object.keys(TWINS)) {
      const [a, b] = runs.filter((r) => r.program === p);
      expect(a!.reading.out, p).toEqual(b!.reading.out);
    }
  });

  for (const r of runs.filter((x) => x.build === 'O3')) {
    it(`${r.program}: the GPU's words, and E-BARRIER-SITES for every thread, under every schedule`, () => {
      const src = readFileSync(fileURLToPath(new URL(`./kernels/probes2/${TWINS[r.program]}.ts`, import.meta.url)), 'utf8');
      const c = compile(src);
      expect(c.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const threads = r.reading.block[0]!;
      for (const schedule of SCHEDULES) {
        const res = runProgram(c.program!, { grid: [r.reading.grid, 1, 1], block: [threads, 1, 1] }, {
          inp: { kind: 'array', type: 'uint', data: Uint32Array.from(r.reading.in) },
          out: { kind: 'array', type: 'uint', data: new Uint32Array(threads * r.reading.slots).fill(0xdeadbeef) },
        }, { schedule });
        const where = `${r.program}, ${JSON.stringify(schedule)}`;
        expect((res.args.out as number[]).map((x) => x >>> 0), where).toEqual(r.reading.out);
        const errs = res.diagnostics.filter((d) => d.severity === 'error');
        expect([...new Set(errs.map((d) => d.code))], where).toEqual(['E-BARRIER-SITES']);
        const named = new Set(errs.flatMap((d) => (d.threads ?? []).map((t) => t.thread[0])));
        // The report lists up to 64 threads; these launches have at most 64.
        expect(named.size, where).toBe(threads);
      }
    });
  }
});
