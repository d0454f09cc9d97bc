/**
 * Writes the CUDA of the generated kernels (oracle/diff/gen.ts) for a differential reading:
 * seeds FROM..TO, each kernel that the simulator runs without an error under the default
 * schedule, as `warp-school cuda --harness` exports it, in CHUNKS translation units
 * (`OUT/diff-K.cu`: each export in its own namespace, its `main` renamed; the unit's `main`
 * takes the first case to run as its argument and prints `{"case": ID}` before each
 * harness's JSON line, so a run that hangs can be resumed after the case it hung in), and
 * the programs themselves as `OUT/programs.jsonl`.
 *
 * Usage: npx tsx oracle/diff/export.ts OUT FROM TO CHUNKS [FAMILY]   (FAMILY: a (default), b or c, see gen.ts)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { compile } from '../../src/lang';
import { toCuda } from '../../src/cuda';
import { runProgram } from '../../src/sim';
import type { ArgValue, LaunchConfig } from '../../src/sim/types';
import { generate, SLOTS, type DiffProgram } from './gen';

const [out, fromArg, toArg, chunksArg, familyArg = 'a'] = process.argv.slice(2);
if (familyArg !== 'a' && familyArg !== 'b' && familyArg !== 'c') throw new Error('FAMILY is a, b or c');
if (!out || !fromArg || !toArg || !chunksArg) throw new Error('usage: export.ts OUT FROM TO CHUNKS');
mkdirSync(out, { recursive: true });

/** The launch and arguments of a generated program (`out` filled with 0xdeadbeef). */
function launchOf(p: DiffProgram): { launch: LaunchConfig; args: Record<string, ArgValue> } {
  return {
    launch: { grid: [p.grid, 1, 1], block: [p.block, 1, 1] },
    args: {
      out: { kind: 'array', type: 'uint', data: new Array<number>(p.grid * p.block * SLOTS).fill(0xdeadbeef) },
      x: { kind: 'array', type: 'int', data: p.x },
      y: { kind: 'array', type: 'float', data: p.y },
    },
  };
}

const kept: DiffProgram[] = [];
let dropped = 0;
for (let seed = Number(fromArg); seed <= Number(toArg); seed++) {
  const p = generate(seed, familyArg);
  const c = compile(p.source);
  if (!c.program) throw new Error(`${p.id} does not compile: ${c.diagnostics.map((d) => d.message).join('; ')}`);
  const { launch, args } = launchOf(p);
  if (!runProgram(c.program, launch, args).ok) { dropped++; continue; }
  kept.push(p);
}
const chunks = Number(chunksArg);
for (let k = 0; k < chunks; k++) {
  const mine = kept.filter((_, i) => i % chunks === k);
  const includes = new Set<string>();
  const units: string[] = [];
  const calls: string[] = [];
  mine.forEach((p, i) => {
    const { launch, args } = launchOf(p);
    const text = toCuda(compile(p.source).program!, { launch, args });
    const lines = text.split('\n');
    for (const l of lines) if (l.startsWith('#include')) includes.add(l);
    const body = lines.filter((l) => !l.startsWith('#include')).join('\n').replace(/^int main\(\) \{$/m, 'int ws_main() {');
    units.push(`namespace case${i} {\n${body}\n}  // namespace case${i}`);
    calls.push(`  if (from <= ${i}) { printf("{\\"case\\": \\"${p.id}\\", \\"index\\": ${i}}\\n"); fflush(stdout); case${i}::ws_main(); fflush(stdout); }`);
  });
  writeFileSync(`${out}/diff-${k}.cu`, [...includes, '', ...units, '',
    'int main(int argc, char** argv) {', '  const int from = argc > 1 ? atoi(argv[1]) : 0;', ...calls, '  return 0;', '}', ''].join('\n'));
}
writeFileSync(`${out}/programs.jsonl`, kept.map((p) => JSON.stringify(p)).join('\n') + '\n');
console.log(`${kept.length} kernels in ${chunks} units (${dropped} left out: the simulator reports an error)`);
