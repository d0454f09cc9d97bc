/**
 * The command line against the H200: `warp-school run <kernel> ... --json` on a sample
 * of the hardware cases (1-D, 2-D and 3-D blocks, several blocks, a 2-D grid, array
 * inputs from files, a custom filler, an undefined read), compared word for word.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/lang/diagnostics';
import { DEADBEEF, kernelPath, readingOf, threadRef, wordMismatches } from './harness';
import { ALL, type HardwareCase } from './table';

const BIN = resolve('bin/warp-school.mjs');
const dir = mkdtempSync(join(tmpdir(), 'warp-school-hw-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The `warp-school run` arguments for a row: launch, `out` and every other argument
 * (arrays go through `@file.json`). */
function argv(row: HardwareCase): string[] {
  const r = readingOf(row);
  const a = ['run', kernelPath(row.kernel), '--grid', row.launch.grid.join(','), '--block', row.launch.block.join(','),
    '--arg', `out=uint[${r.out.length}]:0x${(row.fill ?? DEADBEEF).toString(16)}`];
  for (const [name, v] of Object.entries(row.args ?? {})) {
    if (v.kind === 'scalar') { a.push('--arg', `${name}=${v.type}:${v.value}`); continue; }
    const file = join(dir, `${row.case}-${name}.json`);
    writeFileSync(file, JSON.stringify(Array.from(v.data)));
    a.push('--arg', `${name}=${v.type}[]:@${file}`);
  }
  return [...a, '--json'];
}

interface CliResult { ok: boolean; args: Record<string, (number | null)[]>; diagnostics: Diagnostic[] }

function runCli(row: HardwareCase): CliResult {
  const stdout = execFileSync(process.execPath, [BIN, ...argv(row)], { encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(stdout) as CliResult;
}

const SAMPLE = ['shfl_bcast', 'shfl_xor_w8_8', 'votes', 'activemask_loop', 'multiwarp_reduce_int', 'block2d_warps',
  'float_semantics', 'block3d_444', 'grid2d', 'fsum_orders_pow24', 'int_corners'];

describe('`warp-school run --json` on hardware cases', () => {
  for (const name of SAMPLE) {
    const row = ALL.find((r) => r.case === name)!;
    it(`prints the H200's words for ${name} in \`args.out\``, () => {
      const res = runCli(row);
      expect(res.ok).toBe(true);
      expect(wordMismatches(row, { reading: readingOf(row), words: res.args.out ?? [] })).toEqual([]);
    }, 60_000);
  }

  it('prints null for lane 15 of shfl_mask_half_w32_ub and names lane 15 in an `undefined-value` diagnostic', () => {
    const row = ALL.find((r) => r.case === 'shfl_mask_half_w32_ub')!;
    const res = runCli(row);
    expect(res.ok).toBe(false);
    expect(wordMismatches(row, { reading: readingOf(row), words: res.args.out ?? [] })).toEqual([]);
    const d = res.diagnostics.find((x) => x.kind === 'undefined-value');
    expect(d?.threads).toContainEqual(threadRef(readingOf(row), 15));
  }, 60_000);
});
