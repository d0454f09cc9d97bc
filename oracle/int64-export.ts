/**
 * Writes `oracle/int64-export/<case>.cu`: the Warp TS exporter's translation (src/cuda) of
 * each kernel of `tests/hardware/kernels/int64/`, with the `main()` of `warp-school cuda
 * --harness` for the case's launch and arguments (tests/hardware/int64-cases.ts). Built and
 * run by `oracle/int64-run.sh`; each prints the JSON of `warp-school run --json`, which
 * `tests/hardware/int64.test.ts` compares with the simulator's.
 *
 * Usage: npx tsx oracle/int64-export.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { compile } from '../src/lang';
import { toCuda } from '../src/cuda';
import { CASES } from '../tests/hardware/int64-cases';

const dir = new URL('./int64-export/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const c of CASES) {
  const source = readFileSync(new URL(`../tests/hardware/kernels/int64/${c.kernel}`, import.meta.url), 'utf8');
  const { program, diagnostics } = compile(source);
  if (!program) throw new Error(`${c.kernel}: ${diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('; ')}`);
  writeFileSync(new URL(`${c.case}.cu`, dir), toCuda(program, { launch: c.launch, args: c.args() }));
}
console.log(`${CASES.length} programs in oracle/int64-export/`);
