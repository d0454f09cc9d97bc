/**
 * The CUDA export (`warp-school cuda --harness`) of every cooperative-groups hardware
 * kernel (tests/hardware/kernels/cg/), with each case's launch and arguments from
 * tests/hardware/table.ts, as one translation unit: each export in its own namespace, its
 * `main` renamed, and a `main` that runs them in turn, printing `{"case": NAME}` before each
 * harness's JSON line. Built and run next to oracle/cg.cu (oracle/cg.sh), its `out` arrays
 * must equal the readings word for word (tests/hardware/cg-export.test.ts). With `cg2`, the
 * same for the second set (rows `CG2` of tests/hardware/table-cg2.ts, next to
 * oracle/cg2.cu).
 *
 * Usage: npx tsx oracle/cg-exports.ts OUT.cu [cg2]
 */
import { writeFileSync } from 'node:fs';
import { compile } from '../src/lang';
import { toCuda } from '../src/cuda';
import type { ArgValue } from '../src/sim/types';
import { CG, type HardwareCase } from '../tests/hardware/table';
import { CG2 } from '../tests/hardware/table-cg2';
import { DEADBEEF, kernelSource } from '../tests/hardware/harness';

/** Words per thread of each case (oracle/cg.cu's `slots`). */
const SLOTS: Record<string, number> = {
  cg_tile_ranks: 27, cg_tile_ranks_48: 27, cg_tile_shfl: 26, cg_tile_votes: 32, cg_coalesced_odd: 35, cg_coalesced_lt5: 35,
  cg_coalesced_after_return: 35, cg_coalesced_full: 35, cg_partitions: 25, cg_reduce_int: 24, cg_reduce_uint: 24,
  cg_reduce_float: 24, cg_scan_tile: 40, cg_struct_argmax: 12, cg_struct_welford: 6, cg_group_params: 5, cg_block_index: 14,
};

const file = process.argv[2];
const set = process.argv[3] ?? 'cg';
if (!file || (set !== 'cg' && set !== 'cg2')) throw new Error('usage: cg-exports.ts OUT.cu [cg2]');
const rows: (HardwareCase & { slots?: number })[] = set === 'cg2' ? CG2 : CG;
const includes = new Set<string>();
const units: string[] = [];
const calls: string[] = [];
rows.forEach((row, i) => {
  const c = compile(kernelSource(row.kernel));
  if (!c.program) throw new Error(`${row.kernel} does not compile`);
  const slots = row.slots ?? SLOTS[row.case];
  if (!slots) throw new Error(`no slot count for ${row.case}`);
  const threads = row.launch.grid.reduce((a, b) => a * b, 1) * row.launch.block.reduce((a, b) => a * b, 1);
  const args: Record<string, ArgValue> = { out: { kind: 'array', type: 'uint', data: new Array<number>(threads * slots).fill(row.fill ?? DEADBEEF) }, ...row.args };
  const text = toCuda(c.program, { launch: row.launch, args });
  const lines = text.split('\n');
  for (const l of lines) if (l.startsWith('#include')) includes.add(l);
  const body = lines.filter((l) => !l.startsWith('#include')).join('\n').replace(/^int main\(\) \{$/m, 'int ws_main() {');
  units.push(`namespace case${i} {\n${body}\n}  // namespace case${i}`);
  calls.push(`  printf("{\\"case\\": \\"${row.case}\\"}\\n"); fflush(stdout); case${i}::ws_main(); fflush(stdout);`);
});
writeFileSync(file, [...includes, '', ...units, '', 'int main() {', ...calls, '  return 0;', '}', ''].join('\n'));
