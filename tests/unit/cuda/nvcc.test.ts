/**
 * Proof that the CUDA export builds: every exercise's reference solution (with its test
 * kernel, for `kind: "function"` exercises) and a `main()` harness for its first test,
 * translated and compiled with `nvcc -arch=sm_90 -fmad=false` (compile only: this machine
 * has no GPU). The exports go into one translation unit, each in its own namespace, so
 * nvcc starts once. Runs on a GPU are in tests/unit/cuda/device/ (see its README).
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '../../../src/lang';
import { toCuda } from '../../../src/cuda';
import { concreteTests } from '../../../src/grader';
import { assemble } from '../../../src/grader/source';
import { exerciseIds, loadExercise } from '../../../src/grader/batch/content';

const NVCC = '/usr/local/bin/nvcc';

/** Every Warp TS file that compiles: exercise solutions, starters and known-wrong
 * solutions (each with the exercise's test kernel where it has one), the hardware
 * kernels and the device kernels, as `[name, source]`. */
function everyProgram(): [string, string][] {
  const out: [string, string][] = [];
  for (const id of exerciseIds(content)) {
    const ex = loadExercise(content, id);
    if ('error' in ex) throw new Error(ex.error);
    const folder = join(content, id.replace('/', '/exercises/'));
    const wrong = existsSync(join(folder, 'wrong')) ? readdirSync(join(folder, 'wrong')).filter((f) => f.endsWith('.ts')).map((f) => `wrong/${f}`) : [];
    const files = ['solution.ts', 'starter.ts', ...wrong].filter((f) => existsSync(join(folder, f)));
    for (const f of files) out.push([`${id}/${f}`, assemble(ex.spec, readFileSync(join(folder, f), 'utf8')).source]);
  }
  for (const dir of ['tests/hardware/kernels', 'tests/hardware/kernels/own', 'tests/hardware/kernels/cg', 'tests/unit/cuda/device/kernels']) {
    for (const f of readdirSync(join(process.cwd(), dir)).filter((n) => n.endsWith('.ts')).sort()) out.push([`${dir}/${f}`, readFileSync(join(process.cwd(), dir, f), 'utf8')]);
  }
  return out.filter(([, src]) => compile(src).program !== null);
}

function nvccLog(name: string, text: string): { log: string; object: string } {
  const dir = mkdtempSync(join(tmpdir(), 'warp-school-nvcc-'));
  const file = join(dir, `${name}.cu`);
  writeFileSync(file, text);
  const object = join(dir, `${name}.o`);
  try {
    execFileSync(NVCC, ['-arch=sm_90', '-fmad=false', '-c', '-o', object, file], { stdio: 'pipe', timeout: 600_000 });
    return { log: '', object };
  } catch (e) {
    return { log: String((e as { stderr?: Buffer }).stderr ?? e), object };
  }
}
const content = join(process.cwd(), 'content');

/** Wraps each export in a namespace, with the `#include` lines hoisted to the top. */
export function oneUnit(units: { name: string; text: string }[]): string {
  const includes = new Set<string>();
  const bodies = units.map((u) => {
    const lines = u.text.split('\n');
    for (const l of lines) if (l.startsWith('#include')) includes.add(l);
    return `namespace ${u.name} {\n${lines.filter((l) => !l.startsWith('#include')).join('\n')}\n}  // namespace ${u.name}`;
  });
  return [...includes, '', ...bodies, ''].join('\n');
}

const skipReason = existsSync(NVCC) ? '' : ` (skipped: no nvcc at ${NVCC} on this machine)`;

describe.skipIf(!existsSync(NVCC))(`CUDA export of every exercise (nvcc -arch=sm_90 -fmad=false)${skipReason}`, () => {
  it('compiles every reference solution with a harness for its first test', () => {
    const ids = exerciseIds(content);
    expect(ids.length).toBeGreaterThan(0);
    const units = ids.map((id, i) => {
      const ex = loadExercise(content, id);
      if ('error' in ex) throw new Error(ex.error);
      const src = assemble(ex.spec, ex.reference);
      const { program, diagnostics } = compile(src.source);
      if (!program) throw new Error(`${id}: ${diagnostics[0]?.message}`);
      const t = concreteTests(ex.spec)[0]!;
      return { name: `ex${i}`, text: toCuda(program, { launch: { grid: t.launch.grid, block: t.launch.block }, args: t.args, ...(src.entry ? { entry: src.entry } : {}) }) };
    });
    const { log, object } = nvccLog('exercises', oneUnit(units));
    expect(log).toBe('');
    expect(existsSync(object)).toBe(true);
  }, 600_000);

  it('compiles every Warp TS file of the course and of the hardware tests that compiles', () => {
    const programs = everyProgram();
    expect(programs.length).toBeGreaterThan(150);
    const units = programs.map(([name, src], i) => {
      try {
        return { name: `p${i}`, text: toCuda(compile(src).program!) };
      } catch (e) {
        throw new Error(`${name}: ${(e as Error).message}`, { cause: e });
      }
    });
    const { log } = nvccLog('everything', oneUnit(units));
    expect(log).toBe('');
  }, 600_000);
});
