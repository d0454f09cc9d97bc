import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assemble } from '../../src/grader/source';
import { concreteTests, copyArgs } from '../../src/grader/tests';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';
import { exerciseSpec } from '../../src/schema';

/*
 * The expected values here are hardware readings: each exercise's `cuda.cu`, built with
 * nvcc and run on an NVIDIA H200 with the same inputs the grader builds from the spec
 * (tests/content/h200/README.md). The simulator runs `solution.ts` and must agree bit for
 * bit, which also shows that `cuda.cu` and `solution.ts` are the same program.
 */
const lines = readFileSync('tests/content/h200/readings.jsonl', 'utf8').trim().split('\n');
const readings = new Map<string, number[]>();
for (const line of lines.slice(1)) {
  const r = JSON.parse(line) as { ex: string; test: number; param: string; words: number[] };
  readings.set(`${r.ex}#${r.test}#${r.param}`, r.words);
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const word = (v: number | null, type: string): number | null => {
  if (v === null) return null;
  if (type === 'float[]') { f32[0] = v; return u32[0]!; }
  return v >>> 0;
};

/** Exercises written after the device readings were taken (no H200 reading yet). */
const NOT_YET_READ = new Set<string>([]);
/** The lessons whose exercises carry a `cuda.cu` (tests/content/h200/make-cuda.ts). */
const LESSONS = ['01-warps', '03-shuffles', '08-warp-reduce'];

describe('the simulator against an H200 running each exercise\'s cuda.cu', () => {
  it('has readings for every exercise of lessons 1, 3 and 8 except those listed as not yet read', () => {
    for (const lesson of LESSONS) {
      for (const ex of readdirSync(join('content', lesson, 'exercises'))) {
        const id = `${lesson}/${ex}`;
        const read = [...readings.keys()].some((k) => k.startsWith(`${id}#`));
        expect(read, NOT_YET_READ.has(id) ? `${id} has readings now: take it off NOT_YET_READ` : `${id} has no reading: take the readings again`).toBe(!NOT_YET_READ.has(id));
      }
    }
  });
  for (const lesson of LESSONS) {
    const dir = join('content', lesson, 'exercises');
    for (const ex of readdirSync(dir).sort().filter((e) => !NOT_YET_READ.has(`${lesson}/${e}`))) {
      it(`gives the H200's bits for every test of ${lesson}/${ex}`, () => {
        const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, ex, 'exercise.json'), 'utf8')));
        const src = assemble(spec, readFileSync(join(dir, ex, 'solution.ts'), 'utf8'));
        const program = compile(src.source).program!;
        concreteTests(spec).forEach((t, ti) => {
          const run = runProgram(program, { grid: t.launch.grid, block: t.launch.block }, copyArgs(t.args), src.entry ? { entry: src.entry } : {});
          for (const p of spec.params.filter((q) => q.role === 'output')) {
            const hw = readings.get(`${lesson}/${ex}#${ti}#${p.name}`);
            expect(hw, `no reading for test ${ti} (${t.name}), \`${p.name}\`: take the readings again`).toBeDefined();
            expect((run.args[p.name] ?? []).map((v) => word(v, p.type)), `test ${ti} (${t.name}), \`${p.name}\``).toEqual(hw);
          }
        });
      });
    }
  }
});
