// Bundles the command line (src/cli/main.ts) and the batch-grading worker thread
// (src/grader/batch/worker.ts) into plain JavaScript under build/cli/, so that
// `warp-school` starts without a TypeScript loader. Run by `npm ci` / `npm install`
// (the `prepare` script), by `npm run build:cli`, and by bin/warp-school.mjs when a
// source file changed since the last bundle.
//
// build/cli/manifest.json lists every input file with its size and modification time;
// `isStale()` compares them with the files on disk (a few milliseconds).
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = join(ROOT, 'build/cli');
const MANIFEST = join(OUT_DIR, 'manifest.json');

/** The bundles: output file name → entry point (relative to the project root). */
const ENTRIES = {
  'warp-school.mjs': 'src/cli/main.ts',
  'grade-worker.mjs': 'src/grader/batch/worker.ts',
};

/** Files besides the bundled sources whose change makes a new bundle (the build itself). */
const EXTRA_INPUTS = ['bin/build-cli.mjs', 'package.json'];

/** Whether the bundle is missing or older than one of its inputs. */
export function isStale() {
  let manifest;
  try { manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')); } catch { return true; }
  if (!manifest || typeof manifest.inputs !== 'object') return true;
  for (const [file, [size, mtime]] of Object.entries(manifest.inputs)) {
    let st;
    try { st = statSync(join(ROOT, file)); } catch { return true; }
    if (st.size !== size || st.mtimeMs !== mtime) return true;
  }
  for (const out of Object.keys(ENTRIES)) {
    try { statSync(join(OUT_DIR, out)); } catch { return true; }
  }
  return false;
}

/** Builds every bundle (esbuild, ESM for Node 20). Each output is written to a temporary
 * file and renamed into place, so processes that build at the same moment never see a
 * half-written bundle. The manifest is written only when no input changed during the build. */
export async function buildCli() {
  const { build } = await import('esbuild');
  mkdirSync(OUT_DIR, { recursive: true });
  const started = Date.now();
  const inputs = new Set(EXTRA_INPUTS);
  const tmp = `.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  for (const [out, entry] of Object.entries(ENTRIES)) {
    const r = await build({
      absWorkingDir: ROOT,
      entryPoints: [entry],
      outfile: join(OUT_DIR, out + tmp),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Packages that load their own files at run time stay outside the bundle.
      external: ['js-yaml', 'esbuild', 'typescript'],
      // CommonJS packages inside an ES module bundle call `require` for Node's own modules.
      banner: { js: "import { createRequire as __wsCreateRequire } from 'node:module'; const require = __wsCreateRequire(import.meta.url);" },
      metafile: true,
      legalComments: 'none',
      logLevel: 'error',
    });
    // Sources by file; a package by its package.json (a new version changes it).
    for (const file of Object.keys(r.metafile.inputs)) {
      if (!file.startsWith('node_modules/')) inputs.add(file);
      else inputs.add(`${file.split('/').slice(0, file.startsWith('node_modules/@') ? 3 : 2).join('/')}/package.json`);
    }
    renameSync(join(OUT_DIR, out + tmp), join(OUT_DIR, out));
  }
  const manifest = { inputs: {} };
  let changed = false;
  for (const file of [...inputs].sort()) {
    let st;
    try { st = statSync(join(ROOT, file)); } catch { continue; }
    if (st.mtimeMs >= started - 5) changed = true;
    manifest.inputs[relative(ROOT, join(ROOT, file))] = [st.size, st.mtimeMs];
  }
  if (!changed) {
    writeFileSync(MANIFEST + tmp, JSON.stringify(manifest));
    renameSync(MANIFEST + tmp, MANIFEST);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCli();
}
