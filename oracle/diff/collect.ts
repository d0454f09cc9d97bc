/**
 * Joins a differential reading (oracle/diff/run.sh's results-O3.txt and results-G.txt) with
 * the programs that export.ts wrote, into the fixture of tests/hardware/diff.test.ts: one
 * JSON line per kernel, `{id, seed, source, grid, block, x, y, o3, g}`, where `o3` and `g`
 * are the `out` words of the -O3 and -G builds as base64 of little-endian uint32 (`g` is
 * `"=o3"` when both builds wrote the same words, null when a build did not finish).
 *
 * Usage: npx tsx oracle/diff/collect.ts PROGRAMS.jsonl RESULTS_DIR FIXTURE.jsonl
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { DiffProgram } from './gen';

const [programsFile, dir, fixture] = process.argv.slice(2);
if (!programsFile || !dir || !fixture) throw new Error('usage: collect.ts PROGRAMS.jsonl RESULTS_DIR FIXTURE.jsonl');

/** `out` words by case id, from one build's results. */
function outs(file: string): Map<string, number[]> {
  const m = new Map<string, number[]>();
  let current: string | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const j = JSON.parse(line) as { case?: string; ok?: boolean; args?: { out?: number[] } };
    if (j.case) { current = j.case; continue; }
    if (current && j.ok && j.args?.out) m.set(current, j.args.out);
    current = null;
  }
  return m;
}

const b64 = (words: number[]): string => Buffer.from(new Uint32Array(words).buffer).toString('base64');
const o3 = outs(`${dir}/results-O3.txt`);
const g = outs(`${dir}/results-G.txt`);
const rows: string[] = [];
for (const line of readFileSync(programsFile, 'utf8').split('\n')) {
  if (!line) continue;
  const p = JSON.parse(line) as DiffProgram;
  const a = o3.get(p.id), b = g.get(p.id);
  const same = a && b && a.length === b.length && a.every((w, i) => w === b[i]);
  rows.push(JSON.stringify({ ...p, o3: a ? b64(a) : null, g: same ? '=o3' : b ? b64(b) : null }));
}
writeFileSync(fixture, rows.join('\n') + '\n');
console.log(`${rows.length} kernels; -O3 read for ${o3.size}, -G for ${g.size}`);
