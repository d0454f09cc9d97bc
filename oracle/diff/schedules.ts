/**
 * Runs the generated kernels that export.ts keeps (seeds FROM..TO of FAMILY) under the
 * default schedule and SEEDS adversarial ones, and prints how many gave an error under any
 * of them and how often each diagnostic code came (a kernel meant to be valid CUDA should
 * give no error under any schedule).
 *
 * Usage: npx tsx oracle/diff/schedules.ts FAMILY FROM TO [SEEDS=6]
 */
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';
import { generate, SLOTS, type Family } from './gen';

const [family, fromArg, toArg, seedsArg = '6'] = process.argv.slice(2);
if (!family || !/^[abc]$/.test(family) || !fromArg || !toArg) throw new Error('usage: schedules.ts FAMILY FROM TO [SEEDS]');
const codes = new Map<string, number>();
let kept = 0, withError = 0;
for (let seed = Number(fromArg); seed <= Number(toArg); seed++) {
  const p = generate(seed, family as Family);
  const program = compile(p.source).program;
  if (!program) throw new Error(`${p.id} does not compile`);
  const args = () => ({
    out: { kind: 'array' as const, type: 'uint' as const, data: new Array<number>(p.grid * p.block * SLOTS).fill(0xdeadbeef) },
    x: { kind: 'array' as const, type: 'int' as const, data: p.x },
    y: { kind: 'array' as const, type: 'float' as const, data: p.y },
  });
  const launch = { grid: [p.grid, 1, 1] as [number, number, number], block: [p.block, 1, 1] as [number, number, number] };
  if (!runProgram(program, launch, args()).ok) continue; // export.ts leaves it out
  kept++;
  let bad = false;
  for (let s = 0; s <= Number(seedsArg); s++) {
    const r = runProgram(program, launch, args(), { schedule: s === 0 ? { kind: 'default' } : { kind: 'adversarial', seed: s } });
    for (const d of r.diagnostics) {
      const key = `${s === 0 ? 'default' : 'adversarial'} ${d.code}`;
      codes.set(key, (codes.get(key) ?? 0) + 1);
      if (d.severity === 'error') bad = true;
    }
  }
  if (bad) withError++;
}
console.log(`${kept} kernels kept; ${withError} gave an error under some schedule`);
for (const [k, n] of [...codes].sort()) console.log(`  ${k}: ${n}`);
