/**
 * Writes `tests/content/h200/readings.jsonl` from a device run of make-cuda.ts's `run.sh`
 * (the folder its `$OUT` was): a first line naming the device, the driver, the compiler,
 * the flags and the date, then every line of `results.jsonl`. Stops, printing the build
 * log, when a program failed to build or run.
 *
 * Usage: npx tsx tests/content/h200/merge-readings.ts RUN_DIR [DATE]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, taken = new Date().toISOString().slice(0, 10)] = process.argv.slice(2);
if (!dir) throw new Error('usage: merge-readings.ts RUN_DIR [DATE]');
const build = readFileSync(join(dir, 'build.txt'), 'utf8');
if (/BUILD FAIL|RUN FAIL/.test(build)) {
  process.stderr.write(build);
  throw new Error('a program failed (build.txt above): fix its cuda.cu and take the readings again');
}
const tool = readFileSync(join(dir, 'toolchain.txt'), 'utf8').trim().split('\n');
const nvcc = /release ([\d.]+), (V[\d.]+)/.exec(tool.join(' '));
const [device, driver] = (tool.at(-1) ?? '').split(',').map((s) => s.trim());
const meta = {
  device, driver, nvcc: nvcc ? `${nvcc[1]} (${nvcc[2]})` : tool[0], flags: '-O3 -arch=sm_90 -fmad=false', taken,
  programs: 'tests/content/h200/make-cuda.ts',
};
const results = readFileSync(join(dir, 'results.jsonl'), 'utf8').trim();
writeFileSync('tests/content/h200/readings.jsonl', `${JSON.stringify(meta)}\n${results}\n`);
console.log(`${results.split('\n').length} lines written`);
