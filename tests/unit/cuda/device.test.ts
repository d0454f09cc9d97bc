/**
 * The CUDA export, run on an NVIDIA H200 (device/README.md): the recorded comparison of
 * every exported harness with the simulator. Every exercise case matched; the only
 * differences are the documented undefined-behaviour cases, where the simulator reports
 * an error and leaves the undefined elements `null`, while the GPU prints some value.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL } from '../../hardware/table';
import { runCase } from '../../hardware/harness';

interface Compared { case: string; status: 'match' | 'mismatch' | 'no-output'; problems: string[]; undefinedSkipped: number }
const results = JSON.parse(readFileSync(fileURLToPath(new URL('./device/h200-results.json', import.meta.url)), 'utf8')) as Compared[];

/** The documented exceptions: hardware case → the undefined behaviour the simulator reports. */
const UNDEFINED: Record<string, string> = {
  'hw--h200--legacy_volatile_reduce': 'race',
  'hw--h200--partial_warp_20': 'undefined-value',
  'hw--h200--shfl_mask_half_w32_ub': 'undefined-value',
  'hw--own--reduce16_exit_w32_ub': 'undefined-value',
  'hw--own--f2i_convert': 'conversion',
};

describe('the CUDA export on an H200', () => {
  it('ran every exercise test and every hardware case of the time (365 tests of 40 exercises, and 57)', () => {
    const ex = results.filter((r) => r.case.startsWith('ex--'));
    expect(ex.length).toBe(365);
    expect(new Set(ex.map((r) => r.case.replace(/--\d+$/, ''))).size).toBe(40);
    const names = new Set(ALL.map((c) => `hw--${c.fixture}--${c.case}`));
    const hw = results.filter((r) => r.case.startsWith('hw--'));
    expect(hw.length).toBe(57);
    expect(hw.filter((r) => !names.has(r.case))).toEqual([]);
    expect(results.filter((r) => r.case.startsWith('own--')).length).toBe(5);
    expect(results.every((r) => r.status !== 'no-output')).toBe(true);
  });

  it('matches the simulator on every test of every exercise reference solution', () => {
    expect(results.filter((r) => r.case.startsWith('ex--') && r.status !== 'match')).toEqual([]);
  });

  it('matches on printf, %lanemask_*, shared atomics, local arrays, doubles, keyword names and __match_all_sync without pred (device/kernels)', () => {
    const own = results.filter((r) => r.case.startsWith('own--'));
    expect(own.map((r) => r.case).sort()).toEqual(['own--lanemasks', 'own--match_all_nopred', 'own--memory_mix', 'own--names_and_corners', 'own--printf_lanes']);
    expect(own.filter((r) => r.status !== 'match')).toEqual([]);
  });

  it('differs only where the simulator reports undefined behaviour, and on no defined element', () => {
    const differing = results.filter((r) => r.status !== 'match');
    expect(differing.map((r) => r.case).sort()).toEqual(Object.keys(UNDEFINED).sort());
    for (const r of differing) {
      expect(r.problems.filter((p) => !p.startsWith('simulator not ok')), r.case).toEqual([]);
      expect(r.problems.some((p) => p.includes(`${UNDEFINED[r.case]}:`)), r.case).toBe(true);
    }
  });

  it.each(Object.entries(UNDEFINED))('still reports %s as undefined behaviour of kind %s in the simulator', (name, kind) => {
    const row = ALL.find((c) => `hw--${c.fixture}--${c.case}` === name)!;
    const run = runCase(row);
    expect(run.result.ok).toBe(false);
    expect(run.result.diagnostics.some((d) => d.kind === kind && d.severity === 'error')).toBe(true);
  });
});
