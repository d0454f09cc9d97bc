#!/usr/bin/env node
// Starts the command line from its JavaScript bundle (build/cli/, made by bin/build-cli.mjs
// at `npm ci`); when a source file changed since, the bundle is made again first.
import { existsSync } from 'node:fs';
import { buildCli, isStale } from './build-cli.mjs';

// `warp-school run ... | head`: a reader that stops early is not an error.
process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); else throw e; });

/** Bundles again when a source changed. Without esbuild (an install without development
 * packages) an existing bundle still runs, with a warning; a source that does not build is
 * an error. */
async function freshen() {
  if (!isStale()) return;
  try {
    await buildCli();
  } catch (e) {
    const noEsbuild = e?.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes("'esbuild'");
    if (!noEsbuild || !existsSync(new URL('../build/cli/warp-school.mjs', import.meta.url))) throw e;
    process.stderr.write(`warp-school: warning: could not bundle the changed sources (${e instanceof Error ? e.message : String(e)}); running the previous bundle\n`);
  }
}

try {
  await freshen();
  const { main } = await import('../build/cli/warp-school.mjs');
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  // An engine bug, not a learner mistake: one line, and a distinct exit status.
  process.stderr.write(`warp-school: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
  if (process.env.WARP_SCHOOL_DEBUG) console.error(e);
  process.exitCode = 70;
}
