/**
 * Kernels reduced from public reports of shared- and global-memory bugs around warps and
 * blocks (`tests/fixtures/bug-reports/*.ts`; each file's comment names its report and the
 * reason it is invalid). Expected verdicts are from the CUDA documents: a data race is two
 * conflicting accesses, at least one not atomic, that nothing orders (C++ [intro.races],
 * PTX ISA §8.8; docs/language.md §6 "Races"), a `*_sync` read of a lane outside its mask is an
 * undefined value (PTX `shfl.sync`), and an output that holds one is `E-UNDEFINED-STORE`. Each
 * verdict must come under the default schedule and two adversarial ones.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';
import { parseArgSpec } from '../../../src/sim/arg-spec';
import type { ArgValue, Dim3, Schedule } from '../../../src/sim/types';

const file = (name: string): string => readFileSync(fileURLToPath(new URL(`../../fixtures/bug-reports/${name}`, import.meta.url)), 'utf8');

/** name, grid, block, arguments (`@in/x.json` reads an input of the fixture folder), the
 * diagnostic codes one of which must be reported, and the schedules held to it. */
const CASES: [string, number, Dim3, string[], string[], 'all' | 'default'][] = [
  ['k01_reduce7_mask1', 1, [32, 1, 1], ['inp=int[]:@in/i32_1.json', 'out=int[1]'], ['E-UNDEFINED-STORE'], 'all'],
  ['k02_ballot_shfl_down20', 1, [32, 1, 1], ['inp=int[]:@in/sq32.json', 'n=int:20', 'out=int[1]'], ['E-UNDEFINED-STORE'], 'all'],
  ['k04_softmax_war_race', 1, [128, 1, 1], ['inp=float[]:@in/f128.json', 'out=float[1]'], ['E-RACE-RW'], 'all'],
  ['k07_single_buffer', 1, [64, 1, 1], ['inp=int[]:@in/st64.json', 'out=int[64]'], ['E-RACE-RW', 'E-RACE-WR'], 'all'],
  ['k08_hist_readout_race', 2, [64, 1, 1], ['inp=int[]:@in/h128.json', 'out=int[8]'], ['E-RACE-RW', 'E-RACE-WR'], 'all'],
  ['k09_hist_init_race', 2, [64, 1, 1], ['inp=int[]:@in/h128.json', 'out=int[8]'], ['E-RACE-WW'], 'all'],
  ['k12_lastblock_nofence', 4, [32, 1, 1], ['inp=int[]:@in/lb128.json', 'partial=int[4]', 'count=int[1]', 'out=int[1]'], ['E-RACE-WR'], 'all'],
  ['k14_lookback_noprodfence', 4, [32, 1, 1], ['inp=int[]:@in/sc128.json', 'ticket=int[1]', 'flag=int[4]', 'incl=int[4]', 'out=int[128]'], ['E-RACE-WR'], 'all'],
  ['k16b_transpose_pad_bug', 1, [8, 8, 1], ['inp=int[]:@in/t64.json', 'out=int[64]'], ['E-UNDEFINED-STORE'], 'all'],
  ['k21_softmax_lane_exit', 1, [32, 1, 1], ['x=float[]:@in/x32.json', 'ncols=int:20', 'out=float[32]'], ['E-UNDEFINED-STORE'], 'all'],
  // Block 1 waits for block 0's flag: run in the other order, as an adversarial schedule may,
  // it waits for ever (E-BUDGET) before the race shows (blocks must be able to run in any
  // order: Programming Guide §5.2); held to the default order.
  ['k23_fence_before_barrier', 2, [32, 1, 1], ['data=int[32]', 'flag=int[1]', 'out=int[32]'], ['E-RACE-WR'], 'default'],
  ['k24_reuse_smem_two_reductions', 1, [64, 1, 1], ['x=float[]:@in/x64.json', 'out=float[64]'], ['E-RACE-RW', 'E-RACE-WR'], 'all'],
  ['k27_barrier_across_blocks', 2, [32, 1, 1], ['buf=int[32]', 'out=int[32]'], ['E-RACE-RW', 'E-RACE-WR'], 'all'],
  ['k28_counter_plain_read', 2, [64, 1, 1], ['cnt=int[1]', 'out=int[2]'], ['E-RACE-RW', 'E-RACE-WR'], 'all'],
];
const SCHEDULES: Schedule[] = [{ kind: 'default' }, { kind: 'adversarial', seed: 1 }, { kind: 'adversarial', seed: 7 }];

function args(specs: string[]): Record<string, ArgValue> {
  const out: Record<string, ArgValue> = {};
  for (const s of specs) {
    const [name, spec] = [s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)];
    const at = spec.indexOf(':@');
    const p = parseArgSpec(at < 0 ? spec : `${spec.slice(0, at)}:${file(spec.slice(at + 2))}`);
    if (!p.ok) throw new Error(`${s}: ${p.message}`);
    out[name] = p.value;
  }
  return out;
}

describe('memory bugs from public reports (tests/fixtures/bug-reports)', () => {
  for (const [name, grid, block, specs, codes, which] of CASES) {
    it(`${name}: ${codes.join(' or ')}${which === 'default' ? ' (the default schedule)' : ', under every schedule'}`, () => {
      const c = compile(file(`${name}.ts`));
      expect(c.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      for (const schedule of which === 'default' ? SCHEDULES.slice(0, 1) : SCHEDULES) {
        const r = runProgram(c.program!, { grid: [grid, 1, 1], block }, args(specs), { schedule });
        const got = r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
        expect(got.some((x) => codes.includes(x)), `${name} (${JSON.stringify(schedule)}): ${got.join(', ')}`).toBe(true);
        expect(r.ok).toBe(false);
      }
    });
  }
});
