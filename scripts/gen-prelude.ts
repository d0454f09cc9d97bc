/**
 * Writes the generated part of the prelude (src/lang/prelude/warp.d.ts): the declarations
 * of the intrinsics whose descriptor says `derive: true` (src/lang/intrinsics/declared.ts).
 * `npx tsx scripts/gen-prelude.ts` rewrites the file; with `--check` it only exits with
 * status 1 when the file differs from what it would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withGeneratedPrelude } from '../src/lang/intrinsics/declared';

const file = new URL('../src/lang/prelude/warp.d.ts', import.meta.url);
const now = readFileSync(file, 'utf8');
const next = withGeneratedPrelude(now);
if (process.argv.includes('--check')) {
  if (next !== now) {
    process.stderr.write(
      'src/lang/prelude/warp.d.ts: its generated part is out of date; run `npx tsx scripts/gen-prelude.ts`\n',
    );
    process.exit(1);
  }
} else if (next !== now) {
  writeFileSync(file, next);
  process.stdout.write('src/lang/prelude/warp.d.ts: generated part rewritten\n');
}
