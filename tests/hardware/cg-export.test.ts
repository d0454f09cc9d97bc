/**
 * The CUDA export of the cooperative-groups hardware kernels, as an H200 ran it: the
 * harnesses of oracle/cg-exports.ts (one translation unit, each case's launch and
 * arguments from table.ts), built with nvcc -arch=sm_90 -fmad=false and run in the same
 * device session as oracle/cg.cu (oracle/raw/cg-exports-2026-12-01.txt). Every case ran,
 * and its `out` array is the reading's, word for word: the export of each Warp TS kernel
 * computes what its hand-written CUDA twin computes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readings } from './fixtures';
import { CG } from './table';

const RAW = fileURLToPath(new URL('../../oracle/raw/cg-exports-2026-12-01.txt', import.meta.url));

/** Case name → the harness's JSON (`warp-school run --json`'s shape). */
function exportRuns(): Map<string, { ok: boolean; args: Record<string, number[]> }> {
  const runs = new Map<string, { ok: boolean; args: Record<string, number[]> }>();
  let name: string | null = null;
  for (const line of readFileSync(RAW, 'utf8').split('\n').filter((l) => l.trim() !== '')) {
    const j = JSON.parse(line) as { case?: string; ok?: boolean; args?: Record<string, number[]> };
    if (j.case !== undefined) { name = j.case; continue; }
    if (name === null || j.ok === undefined || !j.args) throw new Error(`unexpected line in ${RAW}: ${line.slice(0, 80)}`);
    runs.set(name, { ok: j.ok, args: j.args });
    name = null;
  }
  return runs;
}

describe('the CUDA export of the cooperative-groups kernels on an H200', () => {
  const runs = exportRuns();
  it('ran every case of the table', () => {
    expect([...runs.keys()].sort()).toEqual(CG.map((r) => r.case).sort());
  });
  for (const row of CG) {
    it(`${row.case}: the export wrote the reading's words`, () => {
      const run = runs.get(row.case);
      const reading = readings('cg').get(row.case)!;
      expect(run?.ok).toBe(true);
      const out = run?.args.out ?? [];
      const diff = out.flatMap((w, i) => (w === reading.out[i] ? [] : [`word ${i}: export ${w}, reading ${reading.out[i]}`]));
      expect({ length: out.length, diff }).toEqual({ length: reading.out.length, diff: [] });
    });
  }
});
