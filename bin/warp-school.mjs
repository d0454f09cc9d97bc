#!/usr/bin/env node
// Starts the command line from its JavaScript bundle (build/cli/, made by bin/build-cli.mjs
// at `npm ci`); when a source file changed since, the bundle is made again first.
import { buildCli, isStale } from './build-cli.mjs';

// `warp-school run ... | head`: a reader that stops early is not an error.
process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); else throw e; });

try {
  if (isStale()) await buildCli();
  const { main } = await import('../build/cli/warp-school.mjs');
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  // An engine bug, not a learner mistake: one line, and a distinct exit status.
  process.stderr.write(`warp-school: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
  if (process.env.WARP_SCHOOL_DEBUG) console.error(e);
  process.exitCode = 70;
}
