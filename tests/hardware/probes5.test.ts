/**
 * The readings of `oracle/probes5/cases.cu` (`fixtures/probes5.jsonl`, an H100, sm_90, nvcc
 * 13.0; the `-O3` and `-G` builds printed the same lines): cooperative groups (tiles of 4 and 8
 * and tiles of tiles, coalesced groups after divergence and after exits, binary and labeled
 * partitions, `cg.reduce` and the scans on 64-bit values), structs through shuffles and shared
 * memory, 64-bit arithmetic, atomics and conversions, shuffle corner cases, votes in nested
 * divergence and chains of partial `__syncwarp`.
 *
 * Every program is valid: its Warp TS twin (`kernels/probes5/`) must run without an error under
 * the default and two adversarial schedules, and its output arrays, concatenated in parameter
 * order, must equal the hardware's words.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';
import { parseArgSpec } from '../../src/sim/arg-spec';
import type { ArgValue, Schedule } from '../../src/sim/types';

/** A kernel's line: its name and the words it printed, as their exact text (64-bit values
 * beyond 2^53 print as bare integers, which `JSON.parse` would round). */
interface Reading { name: string; out: string[] }

const lines = readFileSync(fileURLToPath(new URL('./fixtures/probes5.jsonl', import.meta.url)), 'utf8').split('\n').filter((l) => l.trim());
const header = JSON.parse(lines[0]!) as Record<string, unknown>;
const readings: Reading[] = lines.slice(1).map((l) => {
  const { name } = JSON.parse(l) as { name: string };
  const list = /"out": \[([^\]]*)\]/.exec(l)![1]!;
  return { name, out: list.trim() === '' ? [] : list.split(',').map((x) => x.trim()) };
});
const twin = (name: string): string => readFileSync(fileURLToPath(new URL(`./kernels/probes5/${name}.ts`, import.meta.url)), 'utf8');

/** Each kernel's block (one block) and arguments, as `cases.cu` launches it; `inputs` are
 * arguments that are not part of the printed output. */
const LAUNCH: Record<string, { block: number; args: Record<string, string>; inputs?: string[] }> = {
  cg_tile4: { block: 64, args: { out: 'int[768]' } },
  cg_reduce64: { block: 32, args: { out: 'long[256]', uo: 'ulong[64]' } },
  struct_shfl: { block: 32, args: { outd: 'double[96]', outl: 'long[96]', outi: 'int[96]' } },
  i64_mixed: { block: 1, args: { out: 'long[27]', uout: 'ulong[8]', dout: 'double[4]' } },
  atom64: { block: 32, args: { u: 'ulong[]:[0,"18446744073709551615",0,0,1]', l: 'long[]:[-100,0,0,-1]', ret: 'ulong[32]' }, inputs: ['ret'] },
  conv_edge: {
    block: 1,
    args: { out: 'long[10]', dd: 'double[]:[2147483647.5,-2147483648.9,-0.99,4294967295.7,-9223372036854775808,18446744073709549568]', ff: 'float[]:[-0.5,4294967040,-2147483648,-0.0]' },
    inputs: ['dd', 'ff'],
  },
  shfl_corner: { block: 32, args: { out: 'int[320]' } },
  nested_votes: { block: 32, args: { out: 'uint[256]' } },
  sw_chain: { block: 32, args: { out: 'int[1]' } },
  struct_shared: { block: 64, args: { out: 'int[64]' } },
  guard_idioms: { block: 32, args: { out: 'int[32]' } },
  cg_tile_of_tile_branch: { block: 64, args: { out: 'int[64]' } },
  cg_binpart_branches: { block: 32, args: { out: 'int[64]' } },
  coal_rank_oob: { block: 32, args: { out: 'int[96]' } },
  cg_coal_after_exit: { block: 32, args: { out: 'int[80]' } },
  sw_halves_ok: { block: 32, args: { out: 'int[32]' } },
  cg_sync_two_arms: { block: 32, args: { out: 'int[32]' } },
  cg_labeled_meta: { block: 32, args: { out: 'int[192]' } },
};
/** Whether a kernel makes `cg.coalesced_threads()` (and relies on its size): the group is the
 * lanes active there, all 32 on this GPU, but ITS does not promise that the warp is converged
 * (docs/language.md §6), and an adversarial schedule that splits it gives smaller groups, in
 * which fixed ranks (`q.shfl(lane, 4)`, `c.shfl(v, 40)`) name no member. Such a kernel's words
 * are held against the default schedule, which keeps a warp together as the GPU did. */
const converges = (name: string): boolean => /cg\.coalesced_threads\(\)/.test(twin(name));
const SCHEDULES: Schedule[] = [{ kind: 'default' }, { kind: 'adversarial', seed: 2 }, { kind: 'adversarial', seed: 9 }];

/** A word as compared: integers exactly (as decimal text), `float`/`double` elements as the
 * number they denote (the GPU printed them with `%.17g`). */
const word = (x: number | string | bigint | null, floating: boolean): string =>
  x === null ? 'null' : floating ? String(Number(x)) : BigInt(x).toString();
const isFloating = (spec: string): boolean => /^(float|double)\[/.test(spec);

/** The twin's output words under `schedule`, and its errors; `types` the floating flag of
 * each word (for the hardware's words). */
function outputOf(name: string, schedule: Schedule): { words: string[]; floating: boolean[]; errors: string[] } {
  const { block, args, inputs = [] } = LAUNCH[name]!;
  const c = compile(twin(name));
  if (!c.program) throw new Error(`${name}: ${c.diagnostics.map((d) => d.message).join('; ')}`);
  const values: Record<string, ArgValue> = {};
  for (const [k, spec] of Object.entries(args)) {
    const p = parseArgSpec(spec);
    if (!p.ok) throw new Error(`${name}: ${p.message}`);
    values[k] = p.value;
  }
  const r = runProgram(c.program, { grid: [1, 1, 1], block: [block, 1, 1] }, values, { schedule });
  const outs = Object.keys(args).filter((k) => !inputs.includes(k));
  const words = outs.flatMap((k) => (r.args[k] as (number | bigint | null)[]).map((x) => word(x, isFloating(args[k]!))));
  const floating = outs.flatMap((k) => (r.args[k] as unknown[]).map(() => isFloating(args[k]!)));
  return { words, floating, errors: r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} line ${d.line}: ${d.message}`) };
}

describe('the readings of oracle/probes5 (cooperative groups, structs, 64-bit, shuffle corners)', () => {
  it('come from a Hopper GPU, one line per kernel of cases.cu', () => {
    expect(header).toMatchObject({ source: 'oracle/probes5/cases.cu', flags: { O3: '-O3 -arch=sm_90 -fmad=false' } });
    expect(readings.map((r) => r.name).sort()).toEqual(Object.keys(LAUNCH).sort());
  });

  for (const reading of readings) {
    const converged = converges(reading.name);
    it(`${reading.name}: no error, and the GPU's words${converged ? ' (converged: the default schedule)' : ' under every schedule'}`, () => {
      for (const s of converged ? SCHEDULES.slice(0, 1) : SCHEDULES) {
        const got = outputOf(reading.name, s);
        expect(got.errors, `${reading.name} (${s.kind})`).toEqual([]);
        expect(got.words, `${reading.name} (${s.kind})`).toEqual(reading.out.map((x, i) => word(x, got.floating[i] ?? false)));
      }
    });
  }
});
