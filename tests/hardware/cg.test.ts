/**
 * The simulator against the H200 readings of cooperative groups and structs
 * (`fixtures/cg.jsonl`, from `oracle/cg.cu`; kernels in `tests/hardware/kernels/cg/`):
 * every word of every case, as for the project's other readings (a case the CUDA documents
 * do not allow but the H200 completed must also report its error, `HardwareCase.invalid`).
 * Cases without
 * `cg.coalesced_threads()` must also match under adversarial schedules (which lanes form
 * a coalesced group is exactly what those schedules vary, docs/language.md §6).
 */
import { describe, expect, it } from 'vitest';
import { device, readings } from './fixtures';
import { errors, missingVerdicts, readingOf, runCase, wordMismatches } from './harness';
import { CG } from './table';

const SEEDS = [1, 2];

describe('the cooperative-groups H200 readings', () => {
  it('come from an H200 (compute capability 9.0) built without FMA contraction', () => {
    expect(device('cg')).toMatchObject({ device: 'NVIDIA H200', cc: '9.0', build: 'nvcc -O3 -arch=sm_90 -fmad=false' });
  });

  it('restate each reading\'s launch in its table row', () => {
    for (const row of CG) {
      const r = readingOf(row);
      expect({ case: row.case, ...row.launch }).toEqual({ case: row.case, grid: r.grid, block: r.block });
    }
  });

  it('have one table row per case, and one case per row', () => {
    expect(CG.map((r) => r.case).sort()).toEqual([...readings('cg').keys()].sort());
  });

  for (const row of CG.filter((r) => r.inputsFrom)) {
    it(`${row.case} feeds the simulator the input bits the GPU read`, () => {
      const r = readingOf(row);
      for (const [arg, name] of Object.entries(row.inputsFrom!)) {
        const a = row.args?.[arg];
        expect(a && a.kind === 'array' ? Array.from(a.data, (x) => Number(x) >>> 0) : null).toEqual(r.inputs?.[name]);
      }
    });
  }

  for (const row of CG) {
    it(`${row.case} ${row.says}`, () => {
      const run = runCase(row);
      const invalid = (row.invalid ?? []).map((v) => v.code);
      expect({ words: wordMismatches(row, run), errors: [...errors(run, row.kernel, invalid), ...missingVerdicts(row, run)] })
        .toEqual({ words: [], errors: [] });
    });
  }

  for (const row of CG.filter((r) => !r.coalesced)) {
    it(`${row.case} matches the H200 under adversarial seeds ${SEEDS.join(', ')}`, () => {
      for (const seed of SEEDS) {
        const run = runCase(row, { schedule: { kind: 'adversarial', seed } });
        const invalid = (row.invalid ?? []).map((v) => v.code);
        expect({ seed, words: wordMismatches(row, run), errors: [...errors(run, row.kernel, invalid), ...missingVerdicts(row, run)] })
          .toEqual({ seed, words: [], errors: [] });
      }
    }, 60_000);
  }
});
