/**
 * The simulator against the shared H200 readings (`fixtures/h200.jsonl`): every
 * defined word must be bit-identical; undefined behaviour must be reported and read
 * back as `null`.
 */
import { describe, expect, it } from 'vitest';
import { readings } from './fixtures';
import { errors, missingDiagnostics, readingOf, runCase, wordMismatches } from './harness';
import { hfloat, hsh } from './inputs';
import { SHARED } from './table';

describe('the shared H200 readings', () => {
  it('restate each reading\'s launch in its table row', () => {
    for (const row of SHARED) {
      const r = readingOf(row);
      expect({ case: row.case, ...row.launch }).toEqual({ case: row.case, grid: r.grid, block: r.block });
    }
  });

  it('have one table row per case, and one case per row', () => {
    expect(SHARED.map((r) => r.case).sort()).toEqual([...readings('h200').keys()].sort());
  });

  it('use the input hashes of their README (hsh(1) = 0x9e37e0b5, hfloat(0) = -32)', () => {
    expect(hsh(1)).toBe(((2654435761 ^ (2654435761 >>> 13)) >>> 0));
    expect(hsh(0)).toBe(0);
    expect(hfloat(0)).toBe(-32);
    expect(hfloat(1)).toBe((hsh(1) & 0xffff) / 1024 - 32);
  });

  for (const row of SHARED) {
    it(`${row.case} ${row.says}`, () => {
      const run = runCase(row);
      expect({
        words: wordMismatches(row, run, 'defined'),
        diagnostics: row.undefined ? missingDiagnostics(row, run) : errors(run, row.kernel),
      }).toEqual({ words: [], diagnostics: [] });
    });
    if (row.undefined) {
      it(`${row.case} reads back null for each undefined word`, () => {
        expect(wordMismatches(row, runCase(row), 'undefined')).toEqual([]);
      });
    }
  }
});
