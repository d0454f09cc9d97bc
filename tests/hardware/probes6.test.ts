/**
 * The readings of `oracle/probes6/cases.cu` (`fixtures/probes6.jsonl`): the fixed, valid forms
 * of kernels reduced from public reports of warp- and block-level bugs (a guarded partial-warp
 * shuffle reduction, a softmax, double buffering, a shared histogram read out after a barrier,
 * the Programming Guide's last-block sum with fences, a decoupled look-back scan, a padded
 * transpose, an argmax with ties, ballot/popc compaction, xor shuffles with a width, a
 * warp-specialised producer that exits early, a flag set after a barrier and a fence). Their
 * invalid forms are `tests/unit/sim/bug-reports-memory.test.ts`.
 *
 * Every program is valid: its Warp TS twin (`kernels/probes6/`) must run without an error and
 * give the GPU's words under the default and two adversarial schedules, but for kernels whose
 * blocks wait for another block (held to the default order: see `BLOCK_WAITS`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';
import { parseArgSpec } from '../../src/sim/arg-spec';
import type { ArgValue, Dim3, Schedule } from '../../src/sim/types';

/** A kernel's line: its name and the words it printed, as their exact text. */
interface Reading { name: string; out: string[] }

const lines = readFileSync(fileURLToPath(new URL('./fixtures/probes6.jsonl', import.meta.url)), 'utf8').split('\n').filter((l) => l.trim());
const header = JSON.parse(lines[0]!) as Record<string, unknown>;
const readings: Reading[] = lines.slice(1).map((l) => {
  const { name } = JSON.parse(l) as { name: string };
  const list = /"out":\s*\[([^\]]*)\]/.exec(l)![1]!;
  return { name, out: list.trim() === '' ? [] : list.split(',').map((x) => x.trim()) };
});
const file = (name: string): string => readFileSync(fileURLToPath(new URL(`./kernels/probes6/${name}`, import.meta.url)), 'utf8');

/** Each kernel's launch and arguments as `cases.cu` makes them (`@in/x.json`: an input file
 * of `kernels/probes6/in/`), and its printed arrays in order. */
const LAUNCH: Record<string, { grid: number; block: Dim3; args: string[]; outs: string[] }> = {
  k03_guarded_shfl_down20: { grid: 1, block: [32, 1, 1], args: ['inp=int[]:@in/sq32.json', 'n=int:20', 'out=int[32]'], outs: ['out'] },
  k05_softmax_fixed: { grid: 1, block: [128, 1, 1], args: ['inp=float[]:@in/f128.json', 'out=float[1]'], outs: ['out'] },
  k06_double_buffer: { grid: 1, block: [64, 1, 1], args: ['inp=int[]:@in/st64.json', 'out=int[64]'], outs: ['out'] },
  k10_hist_valid: { grid: 2, block: [64, 1, 1], args: ['inp=int[]:@in/h128.json', 'out=int[8]'], outs: ['out'] },
  k11_lastblock_fence: { grid: 4, block: [32, 1, 1], args: ['inp=int[]:@in/lb128.json', 'partial=int[4]', 'count=int[1]', 'out=int[1]'], outs: ['partial', 'count', 'out'] },
  k13_lookback: { grid: 4, block: [32, 1, 1], args: ['inp=int[]:@in/sc128.json', 'ticket=int[1]', 'flag=int[4]', 'incl=int[4]', 'out=int[128]'], outs: ['ticket', 'flag', 'incl', 'out'] },
  k16_transpose_pad: { grid: 1, block: [8, 8, 1], args: ['inp=int[]:@in/t64.json', 'out=int[64]'], outs: ['out'] },
  k17_argmax_ties: { grid: 1, block: [32, 1, 1], args: ['inp=float[]:@in/ties32.json', 'idx=int[32]', 'val=float[32]'], outs: ['idx', 'val'] },
  k18_compact_ballot: { grid: 1, block: [64, 1, 1], args: ['inp=int[]:@in/c64.json', 'n=int:50', 'out=int[64]:-1', 'cnt=int[2]'], outs: ['out', 'cnt'] },
  k20_xor_width: { grid: 1, block: [32, 1, 1], args: ['out=int[128]'], outs: ['out'] },
  k22_warp_specialised: { grid: 1, block: [64, 1, 1], args: ['inp=int[]:@in/p32.json', 'out=int[32]'], outs: ['out'] },
  k23v_fence_after_barrier: { grid: 2, block: [32, 1, 1], args: ['data=int[32]', 'flag=int[1]', 'out=int[32]'], outs: ['data', 'flag', 'out'] },
};
/** Blocks that wait for another block's flag (a look-back, a flag set by block 0): a GPU
 * runs them side by side, but blocks must be able to run in any order (Programming Guide
 * §5.2), and one run first waits for ever. `k13_lookback` takes its tiles in ticket order, so
 * it holds under every order; `k23v` does not: block 1 polls (line 14) for block 0's flag, and
 * started first it would wait for ever, so `E-BLOCK-ORDER` is reported there under every
 * schedule (the H100 ran both blocks at once and completed), and the words are held to the
 * default (index) order. */
const BLOCK_WAITS = new Map([['k23v_fence_after_barrier', ['E-BLOCK-ORDER line 14']]]);
const SCHEDULES: Schedule[] = [{ kind: 'default' }, { kind: 'adversarial', seed: 3 }, { kind: 'adversarial', seed: 11 }];

/** A word as compared: integers exactly, `float` elements as the number they denote (the GPU
 * printed them with `%.9g` or `%.17g`). */
const word = (x: number | string | bigint | null, floating: boolean): string =>
  x === null ? 'null' : floating ? String(Math.fround(Number(x))) : BigInt(x).toString();

function parse(specs: string[]): { values: Record<string, ArgValue>; floating: Record<string, boolean> } {
  const values: Record<string, ArgValue> = {};
  const floating: Record<string, boolean> = {};
  for (const s of specs) {
    const name = s.slice(0, s.indexOf('=')), spec = s.slice(s.indexOf('=') + 1);
    const at = spec.indexOf(':@');
    const p = parseArgSpec(at < 0 ? spec : `${spec.slice(0, at)}:${file(spec.slice(at + 2))}`);
    if (!p.ok) throw new Error(`${s}: ${p.message}`);
    values[name] = p.value;
    floating[name] = /^(float|double)\[/.test(spec);
  }
  return { values, floating };
}

describe('the readings of oracle/probes6 (fixed forms of kernels from bug reports)', () => {
  it('one line per kernel of cases.cu', () => {
    expect(header).toMatchObject({ source: 'oracle/probes6/cases.cu', flags: { O3: '-O3 -arch=sm_90 -fmad=false' } });
    expect(readings.map((r) => r.name).sort()).toEqual(Object.keys(LAUNCH).sort());
  });

  for (const reading of readings) {
    const waits = BLOCK_WAITS.get(reading.name);
    it(`${reading.name}: ${waits ? 'the order its blocks wait in, and the GPU\'s words (blocks in index order)' : 'no error, and the GPU\'s words under every schedule'}`, () => {
      const { grid, block, args, outs } = LAUNCH[reading.name]!;
      const c = compile(file(`${reading.name}.ts`));
      expect(c.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      for (const schedule of SCHEDULES) {
        const { values, floating } = parse(args);
        // A drawn order that starts the waiting block first spends the budget (only the
        // default schedule finds a spin that never ends at once): a small one here.
        const r = runProgram(c.program!, { grid: [grid, 1, 1], block }, values, { schedule, budget: waits ? 1e6 : undefined });
        const errs = r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} line ${d.line}`);
        if (waits && schedule.kind !== 'default') {
          // The verdict under every schedule; a drawn order may also be the one that hangs.
          expect(errs.filter((e) => !e.startsWith('E-BUDGET ')), JSON.stringify(schedule)).toEqual(waits);
          continue;
        }
        expect(errs, JSON.stringify(schedule)).toEqual(waits ?? []);
        const kinds = outs.flatMap((k) => (r.args[k] as unknown[]).map(() => floating[k]!));
        const got = outs.flatMap((k) => (r.args[k] as (number | bigint | null)[]).map((x) => word(x, floating[k]!)));
        expect(got, JSON.stringify(schedule)).toEqual(reading.out.map((x, i) => word(x, kinds[i] ?? false)));
      }
    });
  }
});
