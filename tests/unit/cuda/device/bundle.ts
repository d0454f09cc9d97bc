/**
 * Builds the bundle that checks the CUDA export on a GPU: for every test of every
 * exercise's reference solution and for every hardware case of tests/hardware/table.ts,
 * the exported harness (`NAME.cu`) and the simulator's `warp-school run --json` output
 * under the default schedule (`NAME.expected.json`). `run.sh` compiles and runs the
 * harnesses there and `compare.py` compares.
 *
 * Usage: npx tsx tests/unit/cuda/device/bundle.ts OUT_DIR [NAME_PREFIX]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '../../../../src/lang';
import { runProgram } from '../../../../src/sim';
import type { ArgValue, LaunchConfig, RunResult } from '../../../../src/sim/types';
import { toCuda } from '../../../../src/cuda';
import { assemble } from '../../../../src/grader/source';
import { concreteTests } from '../../../../src/grader';
import { exerciseSpec } from '../../../../src/schema';
import { floatJson, int64Json } from '../../../../src/sim/core/values';
import { ALL } from '../../../hardware/table';
import { readingOf, kernelSource, DEADBEEF } from '../../../hardware/harness';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const out = process.argv[2];
if (!out) throw new Error('usage: bundle.ts OUT_DIR [NAME_PREFIX]');
/** Only cases whose name starts with this (e.g. `own--`), when given. */
const only = process.argv[3] ?? '';
mkdirSync(join(out, 'cases'), { recursive: true });

function json(r: RunResult): unknown {
  const args: Record<string, unknown[]> = {};
  for (const [k, v] of Object.entries(r.args)) args[k] = v.map((x) => (x === null ? null : typeof x === 'bigint' ? int64Json(x) : floatJson(x)));
  return { ok: r.ok, args, printf: r.printf, diagnostics: r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.kind}: ${d.message}`) };
}

let n = 0;
function emit(name: string, source: string, launch: LaunchConfig, args: Record<string, ArgValue>, entry?: string): void {
  if (!name.startsWith(only)) return;
  const c = compile(source);
  if (!c.program) throw new Error(`${name}: does not compile`);
  const copy = (): Record<string, ArgValue> => Object.fromEntries(Object.entries(args).map(([k, v]) => [k, v.kind === 'array' ? { ...v, data: Array.from(v.data) } : { ...v }]));
  const result = runProgram(c.program, launch, copy(), entry ? { entry } : {});
  writeFileSync(join(out!, 'cases', `${name}.cu`), toCuda(c.program, { launch, args: copy(), ...(entry ? { entry } : {}) }));
  writeFileSync(join(out!, 'cases', `${name}.expected.json`), JSON.stringify(json(result)));
  n++;
}

const content = join(root, 'content');
for (const lesson of readdirSync(content).filter((d) => /^\d+-/.test(d)).sort()) {
  const exDir = join(content, lesson, 'exercises');
  if (!existsSync(exDir)) continue;
  for (const ex of readdirSync(exDir).sort()) {
    const folder = join(exDir, ex);
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(folder, 'exercise.json'), 'utf8')));
    const ref = assemble(spec, readFileSync(join(folder, 'solution.ts'), 'utf8'));
    concreteTests(spec).forEach((t, i) => {
      emit(`ex--${lesson}--${ex}--${i}`, ref.source, { grid: t.launch.grid, block: t.launch.block }, t.args, ref.entry);
    });
  }
}
for (const row of ALL) {
  const reading = readingOf(row);
  const args: Record<string, ArgValue> = {
    out: { kind: 'array', type: 'uint', data: new Array<number>(reading.out.length).fill(row.fill ?? DEADBEEF) },
    ...row.args,
  };
  emit(`hw--${row.fixture}--${row.case}`, kernelSource(row.kernel), row.launch, args);
}
const here = fileURLToPath(new URL('.', import.meta.url));
// Kernels of our own (./kernels) for what no exercise uses: printf, %lanemask_*, shared
// atomics, local arrays, switch, do-while, doubles, C++ keywords as names.
const launchOf = (g: number, b: number): LaunchConfig => ({ grid: [g, 1, 1], block: [b, 1, 1] });
const ints = (n: number, f: (i: number) => number): ArgValue => ({ kind: 'array', type: 'int', data: Array.from({ length: n }, (_, i) => f(i)) });
const own: [string, LaunchConfig, Record<string, ArgValue>][] = [
  ['printf_lanes', launchOf(2, 32), { scale: { kind: 'scalar', type: 'float', value: 0.375 } }],
  ['lanemasks', launchOf(2, 64), { out: { kind: 'array', type: 'uint', data: new Array<number>(640).fill(0) } }],
  ['memory_mix', launchOf(3, 96), {
    values: ints(288, (i) => ((i * 2654435761) >>> 0) % 1000 - 500), hist: ints(8, () => 0),
    stats: ints(5, (i) => [2147483647, -2147483648, 0, -1, 0][i]!),
    mixed: { kind: 'array', type: 'double', data: new Array<number>(288).fill(0) }, signed: ints(288, () => 0),
  }],
  ['match_all_nopred', launchOf(1, 64), { out: { kind: 'array', type: 'uint', data: new Array<number>(64).fill(7) } }],
  ['names_and_corners', launchOf(2, 48), {
    out: { kind: 'array', type: 'float', data: new Array<number>(96).fill(0) },
    bits: { kind: 'array', type: 'uint', data: new Array<number>(96).fill(0) }, ints: ints(96, () => 0),
  }],
];
for (const [name, launch, args] of own) emit(`own--${name}`, readFileSync(join(here, 'kernels', `${name}.ts`), 'utf8'), launch, args);
for (const f of ['run.sh', 'compare.py']) copyFileSync(join(here, f), join(out, f));
process.stdout.write(`bundle: ${n} cases in ${out}\n`);
