import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assemble } from '../../src/grader/source';
import { concreteTests, copyArgs } from '../../src/grader/tests';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';
import { exerciseSpec, outputChecks, type ExerciseSpec } from '../../src/schema';
import { ulpDistance } from '../../src/grader/compare';
import { word } from './h200/words';

/*
 * The expected values here are hardware readings: each exercise's `cuda.cu`, built with
 * nvcc and run on an NVIDIA H200 with the same inputs the grader builds from the spec
 * (tests/content/h200/README.md). The simulator runs `solution.ts` and must agree bit for
 * bit, which also shows that `cuda.cu` and `solution.ts` are the same program. A reading
 * records the SHA-256 of the `cuda.cu` it was built from: a `cuda.cu` changed since is
 * stale until it is read again.
 */
const lines = readFileSync('tests/content/h200/readings.jsonl', 'utf8').trim().split('\n');
const readings = new Map<string, (number | string)[]>();
const hashes = new Map<string, string>();
for (const line of lines.slice(1)) {
  const r = JSON.parse(line) as { ex: string; test?: number; param?: string; words?: (number | string)[]; cuda?: string };
  if (r.cuda !== undefined) hashes.set(r.ex, r.cuda);
  else if (r.words) readings.set(`${r.ex}#${r.test}#${r.param}`, r.words);
}

/** Exercises written after the device readings were taken (no H200 reading yet). */
const NOT_YET_READ = new Set<string>([
  '02-its-and-masks/01-neighbour-exchange', '02-its-and-masks/02-syncwarp-reduction', '02-its-and-masks/03-two-halves',
  '04-votes/01-census', '04-votes/02-first-flagged', '05-compaction-and-loops/01-compact-two-rounds', '05-compaction-and-loops/02-until-all-done',
  '06-activemask/01-after-the-branch', '06-activemask/02-branch-mean', '06-activemask/03-bit-pack',
  '07-divergent-masks/01-next-in-branch', '07-divergent-masks/02-rotate-survivors', '07-divergent-masks/03-rounds', '07-divergent-masks/04-partial-warp-sum',
  '08-match-and-atomics/01-same-key', '08-match-and-atomics/02-uniform-bits', '08-match-and-atomics/03-aggregated-count', '08-match-and-atomics/04-histogram',
  '11-block-reduce/01-shared-tree', '11-block-reduce/02-any-block-size', '11-block-reduce/03-any-block-shape', '11-block-reduce/04-grid-sum', '11-block-reduce/05-syncwarp-tail',
  '12-scans/01-inclusive-scan', '12-scans/02-exclusive-and-total', '12-scans/03-segmented-scan', '12-scans/04-block-scan',
  '16-capstone/01-warp-histogram', '16-capstone/02-bitonic-sort', '16-capstone/03-segmented-sum', '16-capstone/04-top-k',
  '15-wide-values/01-wide-warp-sums', '15-wide-values/02-packed-argmax', '15-wide-values/03-grid-stride-sums',
  '14-cooperative-groups/01-tile-row-sums', '14-cooperative-groups/02-tile-compaction', '14-cooperative-groups/03-coalesced-counts',
  '14-cooperative-groups/04-labeled-histogram', '14-cooperative-groups/05-tile-argmax', '14-cooperative-groups/06-running-max',
  '14-cooperative-groups/07-block-exclusive-scan',
  '10-reduce-intrinsics/01-signed-bounds', '10-reduce-intrinsics/02-float-bounds', '10-reduce-intrinsics/03-common-flags',
  '13-ml-reductions/01-row-softmax', '13-ml-reductions/02-online-softmax-merge', '13-ml-reductions/03-gemv', '13-ml-reductions/04-csr-spmv',
]);
/** Exercises read before readings recorded the `cuda.cu` they were built from. */
const READ_WITHOUT_HASH = new Set<string>([
  '01-warps/01-lane-and-warp', '01-warps/02-first-and-last', '01-warps/03-warp-start',
  '03-shuffles/01-broadcast', '03-shuffles/02-rotate-groups', '03-shuffles/03-shift-up',
  '09-warp-reduce/01-warp-sum', '09-warp-reduce/02-warp-max-all', '09-warp-reduce/03-float-sum-all',
]);

const exercises = readdirSync('content').filter((l) => /^\d+-/.test(l) && existsSync(join('content', l, 'exercises'))).sort()
  .flatMap((l) => readdirSync(join('content', l, 'exercises')).sort().map((e) => ({ id: `${l}/${e}`, dir: join('content', l, 'exercises', e) })))
  .filter((e) => existsSync(join(e.dir, 'cuda.cu')));

/** The ULP tolerance the exercise grades output `param` with, or null for an exact comparison. */
function ulpsOf(spec: ExerciseSpec, param: string): number | null {
  const c = outputChecks(spec).find((k) => k.param === param)?.compare;
  return c && c !== 'exact' ? c.ulps : null;
}

/** ULPs between two binary32 values given as their 32-bit words; 0 for two NaNs, Infinity for a NaN and a number. */
function floatWordsApart(a: number, b: number): number {
  const f = new Float32Array(new Uint32Array([a >>> 0, b >>> 0]).buffer);
  if (Number.isNaN(f[0]) || Number.isNaN(f[1])) return Number.isNaN(f[0]) && Number.isNaN(f[1]) ? 0 : Infinity;
  return ulpDistance(f[0]!, f[1]!, 'float');
}

describe('the simulator against an H200 running each exercise\'s cuda.cu', () => {
  it('has readings for every exercise with a cuda.cu except those listed as not yet read', () => {
    for (const { id } of exercises) {
      const read = [...readings.keys()].some((k) => k.startsWith(`${id}#`));
      expect(read, NOT_YET_READ.has(id) ? `${id} has readings now: take it off NOT_YET_READ` : `${id} has no reading: take the readings again (tests/content/h200/README.md)`).toBe(!NOT_YET_READ.has(id));
    }
  });

  it('read each cuda.cu as it is now (the SHA-256 the reading recorded)', () => {
    for (const { id, dir } of exercises.filter((e) => !NOT_YET_READ.has(e.id))) {
      const recorded = hashes.get(id);
      if (READ_WITHOUT_HASH.has(id)) {
        expect(recorded, `${id} has a recorded hash now: take it off READ_WITHOUT_HASH`).toBeUndefined();
        continue;
      }
      const now = createHash('sha256').update(readFileSync(join(dir, 'cuda.cu'), 'utf8')).digest('hex');
      expect(recorded, `${id}: its cuda.cu changed since it was read on the H200: take the readings again`).toBe(now);
    }
  });

  for (const { id, dir } of exercises.filter((e) => !NOT_YET_READ.has(e.id))) {
    it(`gives the H200's bits for every test of ${id}`, () => {
      const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
      const src = assemble(spec, readFileSync(join(dir, 'solution.ts'), 'utf8'));
      const program = compile(src.source).program!;
      concreteTests(spec).forEach((t, ti) => {
        const run = runProgram(program, { grid: t.launch.grid, block: t.launch.block }, copyArgs(t.args), src.entry ? { entry: src.entry } : {});
        for (const p of spec.params.filter((q) => q.role === 'output')) {
          const hw = readings.get(`${id}#${ti}#${p.name}`);
          expect(hw, `no reading for test ${ti} (${t.name}), \`${p.name}\`: take the readings again`).toBeDefined();
          const elem = p.type.replace('[]', '');
          const wide = elem === 'double' || elem === 'long' || elem === 'ulong';
          const sim = (run.args[p.name] ?? []).map((v) => (v === null ? null : wide ? word(v, elem) : Number(word(v, elem))));
          const tolerance = ulpsOf(spec, p.name);
          if (tolerance !== null && elem === 'float') {
            // The exercise grades this output within `tolerance` ULPs (its float results
            // depend on expf, which the GPU rounds within 2 ULPs and the simulator
            // correctly): the hardware must agree to the same tolerance, element by element.
            const far = sim.map((w, i) => [i, w === null ? Infinity : floatWordsApart(w as number, hw![i] as number)] as const).filter(([, d]) => d > tolerance);
            expect(far, `test ${ti} (${t.name}), \`${p.name}\`: elements more than ${tolerance} ULPs from the H200's`).toEqual([]);
          } else {
            expect(sim, `test ${ti} (${t.name}), \`${p.name}\``).toEqual(hw);
          }
        }
      });
    });
  }
});
