/**
 * The programs of `oracle/int64-export/`, read on the H200 (tests/hardware/int64.test.ts),
 * are what the exporter writes today: each committed file equals oracle/int64-export.ts's
 * translation, and there is no file without a case. When the exporter's output changes,
 * run `npx tsx oracle/int64-export.ts` and read the programs on the device again.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPORT_DIR, int64Exports } from '../../oracle/int64-export';

describe('oracle/int64-export/ is the exporter\'s current output', () => {
  const programs = int64Exports();
  it('has one file per case and no other', () => {
    expect(readdirSync(EXPORT_DIR).filter((f) => f.endsWith('.cu')).sort()).toEqual([...programs.keys()].sort());
  });
  for (const [file, text] of programs) {
    it(file, () => expect(readFileSync(new URL(file, EXPORT_DIR), 'utf8')).toBe(text));
  }
});
