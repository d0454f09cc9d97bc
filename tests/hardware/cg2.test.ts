/**
 * The simulator against the second set of cooperative-groups H200 readings
 * (`fixtures/cg2.jsonl`, from `oracle/cg2.cu`; rows `CG2` of table-cg2.ts): every defined
 * word equal, every undefined word `null` and reported at its marked line, as in
 * cg.test.ts. Cases without `cg.coalesced_threads()` must also match under adversarial
 * schedules. The -G build of the same program (`oracle/cg2-G.jsonl`) wrote the same words
 * except where a row calls them undefined, and the CUDA export of each Warp TS kernel
 * (`oracle/raw/cg2-exports-2026-12-01.txt`) wrote the reading's words.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { device, readings } from './fixtures';
import { formatDiagnostic } from '../../src/lang/diagnostics';
import { markerLines, missingDiagnostics, missingVerdicts, readingOf, runCase, undefinedWordSet, wordMismatches, type CaseRun } from './harness';
import { doubleWords } from './inputs';
import { CG2, type Cg2Case } from './table-cg2';

const SEEDS = [1, 2];
const at = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

/** The run's errors other than those a row expects: a diagnostic of an undefined word's
 * kind at its marked line, or one of the row's `invalid` codes. */
function unexpectedErrors(row: Cg2Case, run: CaseRun): string[] {
  const expected = (row.undefined ?? []).map((u) => ({ kind: u.kind, lines: markerLines(run.source, u.marker) }));
  const invalid = (row.invalid ?? []).map((v) => v.code);
  return run.result.diagnostics
    .filter((d) => d.severity === 'error' && !invalid.includes(d.code) && !expected.some((e) => e.kind === d.kind && e.lines.includes(d.line)))
    .map((d) => formatDiagnostic(d, row.kernel));
}

/** Lines of a JSON-lines file after the device line, by case. */
function jsonLines(file: string): Map<string, { out: number[] }> {
  const m = new Map<string, { out: number[] }>();
  for (const l of readFileSync(file, 'utf8').split('\n').filter((x) => x.trim() !== '').slice(1)) {
    const j = JSON.parse(l) as { case: string; out: number[] };
    m.set(j.case, j);
  }
  return m;
}

/** The export harnesses' output: case name → the final contents of its arrays. */
function exportRuns(file: string): Map<string, { ok: boolean; args: Record<string, (number | string)[]> }> {
  const runs = new Map<string, { ok: boolean; args: Record<string, (number | string)[]> }>();
  let name: string | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '')) {
    const j = JSON.parse(line) as { case?: string; ok?: boolean; args?: Record<string, (number | string)[]> };
    if (j.case !== undefined) { name = j.case; continue; }
    if (name === null || j.ok === undefined || !j.args) throw new Error(`unexpected line in ${file}: ${line.slice(0, 80)}`);
    runs.set(name, { ok: j.ok, args: j.args });
    name = null;
  }
  return runs;
}

describe('the second set of cooperative-groups H200 readings', () => {
  it('come from an H200 (compute capability 9.0) built without FMA contraction', () => {
    expect(device('cg2')).toMatchObject({ device: 'NVIDIA H200', cc: '9.0', build: 'nvcc -O3 -arch=sm_90 -fmad=false' });
  });

  it('restate each reading\'s launch and slots in its table row, one row per case', () => {
    for (const row of CG2) {
      const r = readingOf(row);
      expect({ case: row.case, ...row.launch, slots: row.slots }).toEqual({ case: row.case, grid: r.grid, block: r.block, slots: r.slots });
    }
    expect(CG2.map((r) => r.case).sort()).toEqual([...readings('cg2').keys()].sort());
  });

  for (const row of CG2.filter((r) => r.inputsFrom)) {
    it(`${row.case} feeds the simulator the input bits the GPU read`, () => {
      const r = readingOf(row);
      for (const [arg, name] of Object.entries(row.inputsFrom!)) {
        const a = row.args?.[arg];
        expect(a && a.kind === 'array' ? Array.from(a.data, (x) => Number(x) >>> 0) : null).toEqual(r.inputs?.[name]);
      }
    });
  }

  it('agree with the -G build word for word, except in the words a row calls undefined', () => {
    const g = jsonLines(at('../../oracle/cg2-G.jsonl'));
    const differ: string[] = [];
    let undefinedDiffer = 0;
    for (const row of CG2) {
      const o3 = readingOf(row).out, dbg = g.get(row.case)?.out ?? [];
      const undef = undefinedWordSet(row, readingOf(row));
      expect(dbg.length).toBe(o3.length);
      o3.forEach((w, i) => {
        if (w === dbg[i]) return;
        if (undef.has(i)) undefinedDiffer++;
        else differ.push(`${row.case} word ${i}: -O3 ${w}, -G ${dbg[i]}`);
      });
    }
    expect(differ).toEqual([]);
    // The undefined reads of cg2_tile_edges read the other tile's lane under -O3 and 0 under -G.
    expect(undefinedDiffer).toBe(80);
  });

  for (const row of CG2) {
    it(`${row.case} ${row.says}`, () => {
      const run = runCase(row);
      expect({ words: wordMismatches(row, run), errors: unexpectedErrors(row, run), missing: [...missingDiagnostics(row, run), ...missingVerdicts(row, run)] })
        .toEqual({ words: [], errors: [], missing: [] });
    });
  }

  for (const row of CG2.filter((r) => !r.coalesced)) {
    it(`${row.case} matches the H200 under adversarial seeds ${SEEDS.join(', ')}`, () => {
      for (const seed of SEEDS) {
        const run = runCase(row, { schedule: { kind: 'adversarial', seed } });
        expect({ seed, words: wordMismatches(row, run), errors: unexpectedErrors(row, run), missing: [...missingDiagnostics(row, run), ...missingVerdicts(row, run)] })
          .toEqual({ seed, words: [], errors: [], missing: [] });
      }
    }, 60_000);
  }
});

describe('the CUDA export of the second set on an H200', () => {
  const runs = exportRuns(at('../../oracle/raw/cg2-exports-2026-12-01.txt'));
  it('ran every case of the table', () => {
    expect([...runs.keys()].sort()).toEqual(CG2.map((r) => r.case).sort());
  });
  for (const row of CG2) {
    it(`${row.case}: the export wrote the reading's words`, () => {
      const run = runs.get(row.case);
      const reading = readingOf(row);
      expect(run?.ok).toBe(true);
      const out = row.doubles
        ? (run?.args[row.doubles] ?? []).flatMap((x) => doubleWords(Number(x)))
        : (run?.args.out ?? []).map(Number);
      const diff = out.flatMap((w, i) => (w === reading.out[i] ? [] : [`word ${i}: export ${w}, reading ${reading.out[i]}`]));
      expect({ length: out.length, diff }).toEqual({ length: reading.out.length, diff: [] });
    });
  }
});
