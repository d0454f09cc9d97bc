/**
 * Writes `oracle/int64-export/<case>.cu`: the Warp TS exporter's translation (src/cuda) of
 * each kernel of `tests/hardware/kernels/int64/`, with the `main()` of `warp-school cuda
 * --harness` for the case's launch and arguments (tests/hardware/int64-cases.ts). Built and
 * run by `oracle/int64-run.sh`; each prints the JSON of `warp-school run --json`, which
 * `tests/hardware/int64.test.ts` compares with the simulator's. The files are this script's
 * output, not edited by hand: tests/hardware/int64-export-sync.test.ts holds them to
 * {@link int64Exports}.
 *
 * Usage: npx tsx oracle/int64-export.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from '../src/lang';
import { toCuda } from '../src/cuda';
import { CASES } from '../tests/hardware/int64-cases';

/** The folder the programs are written to. */
export const EXPORT_DIR = new URL('./int64-export/', import.meta.url);

/** Each case's program, by file name (`<case>.cu`), as the exporter writes it now. */
export function int64Exports(): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of CASES) {
    const source = readFileSync(new URL(`../tests/hardware/kernels/int64/${c.kernel}`, import.meta.url), 'utf8');
    const { program, diagnostics } = compile(source);
    if (!program) throw new Error(`${c.kernel}: ${diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('; ')}`);
    out.set(`${c.case}.cu`, toCuda(program, { launch: c.launch, args: c.args() }));
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(EXPORT_DIR, { recursive: true });
  const programs = int64Exports();
  for (const [file, text] of programs) writeFileSync(new URL(file, EXPORT_DIR), text);
  console.log(`${programs.size} programs in oracle/int64-export/`);
}
