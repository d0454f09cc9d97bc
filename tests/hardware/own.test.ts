/**
 * The simulator against the readings taken for this project (`fixtures/own.jsonl` on an
 * H200, `fixtures/own2.jsonl` and `fixtures/own3.jsonl` on an H100, all from `oracle/readings.cu`): the same
 * rules as the shared readings.
 */
import { describe, expect, it } from 'vitest';
import { device, readings } from './fixtures';
import { errors, missingDiagnostics, missingVerdicts, readingOf, runCase, wordMismatches } from './harness';
import { OWN as OWN1, OWN2, OWN3, type HardwareCase } from './table';
import type { FixtureName } from './fixtures';

const SETS: [FixtureName, HardwareCase[], string][] = [['own', OWN1, 'NVIDIA H200'], ['own2', OWN2, 'NVIDIA H100 80GB HBM3'], ['own3', OWN3, 'NVIDIA H100 80GB HBM3']];
for (const [fixture, OWN, gpu] of SETS) describe(`the project ${gpu} readings (${fixture}.jsonl)`, () => {
  it(`come from an ${gpu} (compute capability 9.0) built without FMA contraction`, () => {
    expect(device(fixture)).toMatchObject({ device: gpu, cc: '9.0', build: 'nvcc -O3 -arch=sm_90 -fmad=false' });
  });

  it('restate each reading\'s launch in its table row', () => {
    for (const row of OWN) {
      const r = readingOf(row);
      expect({ case: row.case, ...row.launch }).toEqual({ case: row.case, grid: r.grid, block: r.block });
    }
  });

  it('have one table row per case, and one case per row', () => {
    expect(OWN.map((r) => r.case).sort()).toEqual([...readings(fixture).keys()].sort());
  });

  for (const row of OWN.filter((r) => r.inputsFrom)) {
    it(`${row.case} feeds the simulator the input bits the GPU read`, () => {
      const r = readingOf(row);
      for (const [arg, name] of Object.entries(row.inputsFrom!)) {
        const a = row.args?.[arg];
        expect(a?.kind).toBe('array');
        const data = a && a.kind === 'array' ? Array.from(a.data) : [];
        const bits = a && a.kind === 'array' && a.type === 'float'
          ? data.map((x) => new Uint32Array(new Float32Array([Number(x)]).buffer)[0]!) : data.map((x) => Number(x) >>> 0);
        expect(bits).toEqual(r.inputs?.[name]);
      }
    });
  }

  for (const row of OWN) {
    it(`${row.case} ${row.says}`, () => {
      const run = runCase(row);
      expect({
        words: wordMismatches(row, run, 'defined'),
        diagnostics: [
          ...(row.undefined ? missingDiagnostics(row, run) : errors(run, row.kernel, (row.invalid ?? []).map((v) => v.code))),
          ...missingVerdicts(row, run),
        ],
      }).toEqual({ words: [], diagnostics: [] });
    });
    if (row.undefined) {
      it(`${row.case} reads back null for each undefined word`, () => {
        expect(wordMismatches(row, runCase(row), 'undefined')).toEqual([]);
      });
    }
  }
});
