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
const NOT_YET_READ = new Set<string>([]);
/** Exercises read before readings recorded the `cuda.cu` they were built from. */
const READ_WITHOUT_HASH = new Set<string>([]);

/**
 * Tests of an exercise whose inputs changed after its readings were taken, and that no GPU
 * has read since (by exercise id: the test indices). Empty: 05-compaction-and-loops/02's
 * random tests, whose values were drawn from 1..300 when the H200 read them and from 1..26
 * since 2026-12-04, were read again on 2026-12-06 (README.md says on which card); their old
 * readings are still checked, with the inputs they were taken with (`superseded.json`, below).
 */
const TESTS_NOT_YET_READ = new Map<string, number[]>([]);

/** Readings of inputs a spec no longer generates: `generators` are the spec's random
 * generators at the time (the launches, seeds and fixed tests being the same). */
const superseded = (JSON.parse(readFileSync('tests/content/h200/superseded.json', 'utf8')) as {
  entries: { ex: string; generators: ExerciseSpec['tests']['random']['generators']; readings: { test: number; param: string; words: (number | string)[] }[] }[];
}).entries;

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

  /** Runs `solution.ts` on every test of `spec` and compares each output with `reading(test, param)`
   * (undefined: the test has not been read, which only `unread` tests may be). */
  function agrees(id: string, dir: string, spec: ExerciseSpec, reading: (test: number, param: string) => (number | string)[] | undefined, unread: number[]): void {
    const src = assemble(spec, readFileSync(join(dir, 'solution.ts'), 'utf8'));
    const program = compile(src.source).program!;
    concreteTests(spec).forEach((t, ti) => {
      if (unread.includes(ti)) {
        for (const p of spec.params.filter((q) => q.role === 'output')) {
          expect(reading(ti, p.name), `${id} test ${ti} has a reading now: take it off TESTS_NOT_YET_READ`).toBeUndefined();
        }
        return;
      }
      const run = runProgram(program, { grid: t.launch.grid, block: t.launch.block }, copyArgs(t.args), src.entry ? { entry: src.entry } : {});
      for (const p of spec.params.filter((q) => q.role === 'output')) {
          const hw = reading(ti, p.name);
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
  }

  const specOf = (dir: string): ExerciseSpec => exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));

  for (const { id, dir } of exercises.filter((e) => !NOT_YET_READ.has(e.id))) {
    it(`gives the H200's bits for every test of ${id}`, () => {
      agrees(id, dir, specOf(dir), (ti, param) => readings.get(`${id}#${ti}#${param}`), TESTS_NOT_YET_READ.get(id) ?? []);
    });
  }

  for (const s of superseded) {
    it(`gives the H200's bits for the superseded inputs of ${s.ex} (tests ${s.readings.map((r) => r.test).filter((t, i, a) => a.indexOf(t) === i).join(', ')})`, () => {
      const e = exercises.find((x) => x.id === s.ex);
      expect(e, `${s.ex}: no such exercise`).toBeDefined();
      const now = specOf(e!.dir);
      const then: ExerciseSpec = { ...now, tests: { ...now.tests, random: { ...now.tests.random, generators: s.generators } } };
      const read = new Set(s.readings.map((r) => r.test));
      const unread = concreteTests(then).map((_, ti) => ti).filter((ti) => !read.has(ti));
      agrees(s.ex, e!.dir, then, (ti, param) => s.readings.find((r) => r.test === ti && r.param === param)?.words, unread);
    });
  }
});
