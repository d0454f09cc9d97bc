// `npm run bench`: bundles a benchmark (bench/<name>.bench.ts, default `sim`) with esbuild, as
// bin/build-cli.mjs bundles the command line and Vite bundles the page's worker, and runs the
// bundle with this Node. The simulator is then measured as it ships: one module scope, in
// which calls between its files are plain calls (under a per-file TypeScript loader such as
// tsx the same code runs about a tenth slower, its imports being module bindings).
//   node bench/run.mjs [name] [args...]
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [name = 'sim', ...rest] = process.argv.slice(2);
const outDir = join(ROOT, 'build/bench');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${name}.bench.mjs`);
await build({
  absWorkingDir: ROOT, entryPoints: [`bench/${name}.bench.ts`], outfile, bundle: true,
  platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning',
});
const r = spawnSync(process.execPath, [outfile, ...rest], { stdio: 'inherit', env: { ...process.env, WARP_BENCH_ROOT: ROOT } });
process.exitCode = r.status ?? 1;
