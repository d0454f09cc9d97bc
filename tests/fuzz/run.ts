/**
 * The long fuzz run, as a script: `npx tsx tests/fuzz/run.ts [--programs N] [--seed S]`
 * generates N programs (default 50,000; half plain, half token-mutated, from
 * tests/fuzz/programs.ts), sends each through compile, CUDA export, simulation and
 * grading (tests/fuzz/stages.ts), and counts internal errors instead of stopping at the
 * first. Prints one JSON summary (counts, the distinct problems with an example program
 * each, the most frequent diagnostic codes, seconds) and exits 1 when any internal error
 * was found.
 */
import fc from 'fast-check';
import { mutated, program } from './programs';
import { newStats, throughEveryStage } from './stages';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} takes a whole number`);
  return v;
}

const total = option('programs', 50_000);
const seed = option('seed', 20261201);
const stats = newStats();
const problems = new Map<string, { count: number; example: string }>();
const started = Date.now();
const half = Math.ceil(total / 2);
for (const [arbitrary, n, s] of [[program, half, seed], [mutated, total - half, seed + 1]] as const) {
  const samples = fc.sample(fc.tuple(arbitrary, fc.nat(1000)), { numRuns: n, seed: s });
  for (const [src, k] of samples) {
    for (const p of throughEveryStage(src, k, stats)) {
      const key = p.replace(/\d+/g, 'N');
      const seen = problems.get(key);
      if (seen) seen.count++;
      else problems.set(key, { count: 1, example: src });
    }
    if (stats.programs % 5000 === 0) process.stderr.write(`${stats.programs} programs, ${[...problems.values()].reduce((a, b) => a + b.count, 0)} internal errors\n`);
  }
}
const internalErrors = [...problems.values()].reduce((a, b) => a + b.count, 0);
process.stdout.write(JSON.stringify({
  programs: stats.programs, compiled: stats.compiled, ran: stats.ran, graded: stats.graded,
  internalErrors,
  problems: [...problems].map(([problem, { count, example }]) => ({ problem, count, example })),
  topCodes: Object.fromEntries([...stats.codes].sort((a, b) => b[1] - a[1]).slice(0, 20)),
  seconds: Math.round((Date.now() - started) / 100) / 10,
}, null, 2) + '\n');
process.exitCode = internalErrors > 0 ? 1 : 0;
