#!/usr/bin/env node
// Runs the TypeScript command line directly (no build step): tsx registers a loader.
import { register } from 'tsx/esm/api';

register();
try {
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  // An engine bug, not a learner mistake: one line, and a distinct exit status.
  process.stderr.write(`warp-school: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
  if (process.env.WARP_SCHOOL_DEBUG) console.error(e);
  process.exitCode = 70;
}
