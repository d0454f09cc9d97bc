/**
 * Well-defined code gives the same words under every schedule that Independent Thread
 * Scheduling permits, so the defined hardware cases must match the H200 under the
 * simulator's adversarial schedules too. Kernels that read `__activemask()` are left
 * out: which lanes run together is exactly what those schedules vary (docs/language.md §6).
 * Every case, those included, must be deterministic for a given schedule and seed.
 */
import { describe, expect, it } from 'vitest';
import { errors, kernelSource, missingDiagnostics, missingVerdicts, runCase, wordMismatches } from './harness';
import { ALL } from './table';

const SEEDS = [1, 2, 3];
const rows = ALL.filter((r) => !r.undefined && !kernelSource(r.kernel).includes('__activemask'));
const undefinedRows = ALL.filter((r) => r.undefined);

describe('the defined hardware cases under adversarial schedules', () => {
  it('include most cases', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  for (const row of rows) {
    it(`${row.case} matches the H200 under seeds ${SEEDS.join(', ')}`, () => {
      for (const seed of SEEDS) {
        const run = runCase(row, { schedule: { kind: 'adversarial', seed } });
        // Validity verdicts (HardwareCase.invalid) must not depend on the schedule either.
        const invalid = (row.invalid ?? []).map((v) => v.code);
        expect({ seed, words: wordMismatches(row, run), errors: [...errors(run, row.kernel, invalid), ...missingVerdicts(row, run)] })
          .toEqual({ seed, words: [], errors: [] });
      }
    }, 60_000);
  }

  for (const row of undefinedRows) {
    it(`${row.case} is still reported, with its defined words intact, under seeds ${SEEDS.join(', ')}`, () => {
      for (const seed of SEEDS) {
        const run = runCase(row, { schedule: { kind: 'adversarial', seed } });
        expect({ seed, words: wordMismatches(row, run, 'defined'), diagnostics: [...missingDiagnostics(row, run), ...missingVerdicts(row, run)] })
          .toEqual({ seed, words: [], diagnostics: [] });
      }
    }, 60_000);
  }

  it('give every case the same words and diagnostics when run again with the same schedule', () => {
    for (const row of ALL) {
      for (const opts of [{}, { schedule: { kind: 'adversarial' as const, seed: 7 } }]) {
        const a = runCase(row, opts), b = runCase(row, opts);
        expect({ case: row.case, words: b.words, diagnostics: b.result.diagnostics })
          .toEqual({ case: row.case, words: a.words, diagnostics: a.result.diagnostics });
      }
    }
  }, 120_000);
});
