/**
 * Joins differential readings (oracle/diff/run.sh's results-O3.txt and results-G.txt, one
 * folder per family) into the fixture of tests/hardware/diff.test.ts.
 *
 * The first line is the header `{device, toolchain, date, builds, command}` (device and
 * toolchain from run.sh's toolchain.txt); then one JSON line per kernel,
 * `{id, family, seed, sha, o3, g}`: the program is `generate(seed, family)` (gen.ts is
 * deterministic), `sha` the first 16 hex digits of the SHA-256 of its JSON, which the test
 * checks so that a changed generator cannot silently pair new programs with old words, and
 * `o3` and `g` the `out` words of the -O3 and -G builds as base64 of little-endian uint32
 * (`g` is `"=o3"` when both builds wrote the same words; either is null when its build did
 * not finish).
 *
 * Usage: npx tsx oracle/diff/collect.ts FIXTURE.jsonl DATE FAMILY=RESULTS...
 * (e.g. `a=out/a b=out/b`: each folder holds one family's readings and run.sh's
 * toolchain.txt; the header names the first folder's device and toolchain.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generate, programSha, type Family } from './gen';

const [fixture, date, ...pairs] = process.argv.slice(2);
const folders = pairs.map((p) => {
  const m = /^([abc])=(.+)$/.exec(p);
  if (!m) throw new Error(`not FAMILY=FOLDER: ${p}`);
  return [m[1] as Family, m[2]!] as const;
});
if (!fixture || !date || folders.length === 0) throw new Error('usage: collect.ts FIXTURE.jsonl DATE FAMILY=RESULTS...');

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
const [nvcc, , gpu] = readFileSync(`${folders[0]![1]}/toolchain.txt`, 'utf8').trim().split('\n');
const rows: string[] = [JSON.stringify({
  device: gpu?.trim(), toolchain: nvcc?.trim(), date,
  builds: ['nvcc -O3 -arch=sm_90 -fmad=false', 'nvcc -G -arch=sm_90 -fmad=false'],
  command: 'oracle/diff/run.sh (see oracle/README.md)',
})];
for (const [family, dir] of folders) {
  const o3 = outs(`${dir}/results-O3.txt`);
  const g = outs(`${dir}/results-G.txt`);
  for (const [id, words] of o3) {
    const seed = Number(/_(\d+)$/.exec(id)![1]);
    const p = generate(seed, family);
    if (p.id !== id) throw new Error(`${id}: the generator gives ${p.id} for seed ${seed}`);
    const other = g.get(id);
    const same = other && other.length === words.length && other.every((w, i) => w === words[i]);
    rows.push(JSON.stringify({ id, family, seed, sha: programSha(p), o3: b64(words), g: same ? '=o3' : other ? b64(other) : null }));
  }
  for (const id of g.keys()) if (!o3.has(id)) throw new Error(`${id}: read in the -G build only`);
}
writeFileSync(fixture, rows.join('\n') + '\n');
console.log(`${rows.length - 1} kernels written to ${fixture}`);
