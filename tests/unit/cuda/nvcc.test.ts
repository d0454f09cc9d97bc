/**
 * Proof that the CUDA export builds: every exercise's reference solution (with its test
 * kernel, for `kind: "function"` exercises) and a `main()` harness for its first test,
 * translated and compiled with `nvcc -arch=sm_90 -fmad=false` (compile only: this machine
 * has no GPU). The exports go into one translation unit, each in its own namespace, so
 * nvcc starts once. Runs on a GPU are in tests/unit/cuda/device/ (see its README).
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '../../../src/lang';
import { toCuda } from '../../../src/cuda';
import { concreteTests } from '../../../src/grader';
import { assemble } from '../../../src/grader/source';
import { exerciseIds, loadExercise } from '../../../src/grader/batch/content';

const NVCC = '/usr/local/bin/nvcc';
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
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-nvcc-'));
    const file = join(dir, 'exercises.cu');
    writeFileSync(file, oneUnit(units));
    let log = '';
    try {
      execFileSync(NVCC, ['-arch=sm_90', '-fmad=false', '-c', '-o', join(dir, 'exercises.o'), file], { stdio: 'pipe', timeout: 600_000 });
    } catch (e) {
      log = String((e as { stderr?: Buffer }).stderr ?? e);
    }
    expect(log).toBe('');
    expect(existsSync(join(dir, 'exercises.o'))).toBe(true);
  }, 600_000);
});
