/**
 * The simulator against the probe readings (`fixtures/probes.jsonl`): the programs of
 * `oracle/probes/`, each run on an NVIDIA H100 80GB HBM3 (sm_90, the architecture of the
 * H200 of the other fixtures) in two builds, `-O3` and `-G` (both `-arch=sm_90
 * -fmad=false`), by `oracle/probes/run.sh`. Each CUDA kernel's Warp TS twin is
 * `kernels/probes/<name>.ts`; the rows below give its launch, its arguments and what the
 * test holds it to.
 *
 * The rules of the other hardware tests: a word both builds agree on, that the CUDA
 * documents define, must equal the GPU's word on the default schedule, and under the
 * adversarial seeds too unless it reads `__activemask()` or a coalesced group, which is
 * exactly what those schedules vary (docs/language.md §6). Where the builds disagree or the
 * documents leave a value open, the test asserts what the simulator must report instead and
 * says in a comment what the GPU did. `expf`/`logf` are held to the documented error bounds
 * (docs/language.md §3), not to the GPU's bits.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ThreadRef } from '../../src/lang/diagnostics';
import type { ArgValue, LaunchConfig, RunOptions } from '../../src/sim/types';
import { device, probeRuns, type ProbeRun, type Reading } from './fixtures';
import { DEADBEEF, errors, markerLines, runCase, wordMismatches, type CaseRun } from './harness';
import { doubleWords } from './inputs';
import type { HardwareCase } from './table';

/** What a row's test asserts. `words`: every word equal to the GPU's. `tickets`: the words
 * of a spin lock's tickets are the GPU's set (each lane once, in an order CUDA leaves to the
 * scheduler), the final count equal. `ulps`: within the documented error bounds of `expf`
 * and `logf`. `deadlock`: the builds disagree; the simulator must report the deadlock. */
type Check = 'words' | 'tickets' | 'ulps' | 'deadlock';

interface ProbeCase extends HardwareCase {
  /** `oracle/probes/<program>.cu`. */
  program: string;
  /** Words per thread, as the `.cu` lays them out. */
  slots: number;
  check: Check;
  /** The words the row feeds the kernel in the order of rt.h's `in` (checked equal to the
   * `in` the program printed); rows of programs built on common.h restate main()'s constants
   * in `args` instead, which print nothing. */
  inWords?: number[];
  /** Slots that read `__activemask()` or a coalesced group: left out under adversarial seeds. */
  scheduleSlots?: number[];
  /** Warnings the run must report at a line marked `// @<marker>`. */
  warnings?: { code: string; marker: string; why: string }[];
  /** Adversarial seeds (default {@link SEEDS}). */
  seeds?: number[];
  /** Slots the simulator's API cannot show faithfully, left out of every comparison. */
  unobservable?: { slots: number[]; why: string };
  /** Slots where the simulator is known to differ from the reading: left out of the row's
   * tests and checked by a test of their own that is expected to fail (`it.fails`), so the
   * difference stays visible and the test says so once it is mended. */
  knownDifferent?: { slots: number[]; why: string };
  /** The run's words in the reading's layout (default: `out`). */
  words?: (run: CaseRun) => (number | null)[];
}

const range = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => from + i);
const u = (data: number[]): ArgValue => ({ kind: 'array', type: 'uint', data });
const ints = (data: number[]): ArgValue => ({ kind: 'array', type: 'int', data });
const floats = (data: number[]): ArgValue => ({ kind: 'array', type: 'float', data });
const doubles = (data: number[]): ArgValue => ({ kind: 'array', type: 'double', data });
const f32 = (bits: number): number => new Float32Array(new Uint32Array([bits]).buffer)[0]!;
const launch = (threads: number): LaunchConfig => ({ grid: [1, 1, 1], block: [threads, 1, 1] });
const W32 = launch(32);
const MATCH = 'matches the H100 on every word';
const SEEDS = [1, 2, 3];

/** The inputs of `expf_logf_bits.cu`, as its host code computes them in float arithmetic. */
const expInputs = (): number[] => range(32).map((i) => {
  const x = Math.fround(Math.fround(-20 + Math.fround(Math.fround(1.37) * i)) + Math.fround(Math.fround(Math.fround(0.0003) * i) * i));
  return new Uint32Array(new Float32Array([x]).buffer)[0]!;
});
const ARM_IN = [1, 2, 3, 4, 5, 6, 7, 8];
const NAN_IN = [0x7fc00001, 0x7f800001];
const NAN_DOUBLE = [0x20000000, 0x7ff80000]; // 0x7ff8000020000000, low word first as in memory

const PROBES: ProbeCase[] = [
  { program: 'match_int_float_arms', case: 'match_int_float_arms', fixture: 'probes', kernel: 'probes/match_int_float_arms.ts',
    launch: W32, slots: 1, check: 'words', args: { bits: ints([0x3f800000]), one: floats([1]) },
    says: `${MATCH}: the int and the float __match_any_sync of the two arms pair (both match.any.sync.b32), with a portability warning`,
    warnings: [{ code: 'W-CROSS-SITE', marker: 'int-arm', why: 'one rendezvous joins the calls of the two arms' }] },
  // The H100 gave lane t the ticket t in both builds, and in both runs of each; CUDA does not
  // say in which order the lanes take a lock, so only the set is asserted.
  { program: 'mutex_spin_first', case: 'mutex_spin_first', fixture: 'probes', kernel: 'probes/mutex_spin_first.ts',
    launch: W32, slots: 1, check: 'tickets', args: { lock: ints([0]), cnt: ints([0]) },
    says: 'finishes a spin lock whose critical section follows its acquire loop: each lane takes one of the H100\'s tickets 0-31, the count ends at 32, no race' },
  { program: 'partial_warp_collectives', case: 'partial_warp_collectives', fixture: 'probes', kernel: 'probes/partial_warp_collectives.ts',
    launch: launch(20), slots: 8, check: 'words', args: { seven: u([7]) }, scheduleSlots: [1],
    says: `${MATCH} (full-mask ballot, match, reduce and vote in a warp of 20 lanes: the missing lanes impose nothing)` },
  // -O3: hung (rc 124, nothing printed). -G: 176 (16 * 1 + 16 * 10) in every lane: that
  // build paired redux.sync.add.s32 with .u32. Not the same instruction, so no pairing.
  { program: 'reduce_int_uint_arms', case: 'reduce_int_uint_arms', fixture: 'probes', kernel: 'probes/reduce_int_uint_arms.ts',
    launch: W32, slots: 1, check: 'deadlock', args: { one: ints([1]), ten: u([10]) },
    says: 'reports the int and the unsigned __reduce_add_sync of the two arms as a deadlock (the -O3 build hung; the -G build paired them)' },
  { program: 'spin_long_samegroup', case: 'spin_long_samegroup', fixture: 'probes', kernel: 'probes/spin_long_samegroup.ts',
    launch: W32, slots: 1, check: 'words', args: { flag: ints([0]), n: ints([2000]) },
    says: `${MATCH} (lanes 1-31 spin until lane 0 ends 2000 iterations of its own arm)` },
  { program: 'spin_setter_after_if', case: 'spin_setter_after_if', fixture: 'probes', kernel: 'probes/spin_setter_after_if.ts',
    launch: W32, slots: 1, check: 'words', args: { flag: ints([0]) },
    says: `${MATCH} (lanes 1-31 spin in an if; lane 0 sets the flag after that if)` },
  { program: 'long_arm', case: 'long_arm_activemask', fixture: 'probes', kernel: 'probes/long_arm.ts',
    launch: W32, slots: 2, check: 'words', args: { inp: u([1000000, ...ARM_IN]) }, inWords: [1000000, ...ARM_IN], scheduleSlots: [0],
    says: `${MATCH} (__activemask() after lane 0's arm of 10^6 iterations is full in every lane)` },
  // One seed only: with lanes 0-15 stepping apart through 10^6 iterations, each seed takes 10-20 s.
  { program: 'long_arm', case: 'long_arm_activemask_halves', fixture: 'probes', kernel: 'probes/long_arm_halves.ts',
    launch: W32, slots: 2, check: 'words', args: { inp: u([1000000, ...ARM_IN]) }, inWords: [1000000, ...ARM_IN], scheduleSlots: [0], seeds: [1],
    says: `${MATCH} (__activemask() after a long arm in lanes 0-15 and a short one in lanes 16-31 is full)` },
  { program: 'long_arm', case: 'short_arm_activemask', fixture: 'probes', kernel: 'probes/long_arm.ts',
    launch: W32, slots: 2, check: 'words', args: { inp: u([100, ...ARM_IN]) }, inWords: [100, ...ARM_IN], scheduleSlots: [0],
    says: `${MATCH} (__activemask() after lane 0's arm of 100 iterations is full)` },
  { program: 'atomic_float_edges', case: 'rt_atomic_float_edges', fixture: 'probes', kernel: 'probes/atomic_float_edges.ts',
    launch: launch(1), slots: 18, check: 'words',
    args: { inp: u([0x7fc00001, 0x80000000, 0x00a00000, 0x80900000, 0x000116c2]), g: floats(range(6).map(() => f32(DEADBEEF))) },
    inWords: [0x7fc00001, 0x80000000, 0x00a00000, 0x80900000, 0x000116c2],
    says: `${MATCH} (float atomicAdd: NaN, signed zeros, and denormals kept in shared memory, flushed in global)` },
  { program: 'cg_exit_votes', case: 'rt_cg_exit_votes', fixture: 'probes', kernel: 'probes/cg_exit_votes.ts',
    launch: W32, slots: 8, check: 'words', args: { inp: u([3]) }, inWords: [3], scheduleSlots: [4, 5, 6, 7],
    says: `${MATCH} (tile and coalesced-group votes after lane 3 returned: all() is 0 where it was a member)` },
  { program: 'cg_signed_zero', case: 'rt_cg_signed_zero', fixture: 'probes', kernel: 'probes/cg_signed_zero.ts',
    launch: W32, slots: 6, check: 'words', args: { inp: u([0x80000000, 0]) }, inWords: [0x80000000, 0],
    says: `${MATCH} (signed zeros through cg.reduce with greater, less and plus, and through the scans)` },
  // The simulator's logf replays CUDA's (src/sim/intrinsics/log32.ts): every word must be the
  // H100's. Its expf is correctly rounded (at most 1/2 ulp from the exact value), while the
  // GPU's uses the approximate ex2.approx.ftz.f32 and is within 2 ulp (docs/language.md §3,
  // Programming Guide §17.1), so the two may differ by up to 2 ulps.
  { program: 'expf_logf_bits', case: 'rt_expf_logf_bits', fixture: 'probes', kernel: 'probes/expf_logf_bits.ts',
    launch: W32, slots: 2, check: 'ulps', args: { inp: u(expInputs()) }, inWords: expInputs(),
    says: 'gives the H100\'s logf bits and stays within the documented ulp bound of its expf (2)' },
  // compute-sanitizer's racecheck reported one hazard here (it does not model fences); the
  // fenced flag orders the accesses (docs/language.md §6), so no race may be reported.
  { program: 'msgpass_fence', case: 'rt_msgpass_fence', fixture: 'probes', kernel: 'probes/msgpass_fence.ts',
    launch: launch(64), slots: 2, check: 'words', args: { inp: u([42]) }, inWords: [42],
    says: `${MATCH} (fenced message passing between warps through shared memory and between lanes through global memory), no race` },
  // Words 4 and 10-13 are conversions of a NaN between float and double; the H100 kept the
  // payload both ways (cvt.rn.f32.f64 kept its top bits: 0x7fc00001; cvt.f64.f32 quieted the
  // signalling NaN and shifted its payload: 0x7ff8000020000000). The doubles come back from
  // the simulator as JavaScript numbers, whose NaN payload V8 may drop on the way (in this
  // file's runs dout[0] came back 0x7ff8000000000000 or 0x7ff8000020000000 depending on the
  // JIT's state), so the low words 11 and 13 are not observable through `result.args`; the
  // high words (sign, exponent, quiet bit) are.
  { program: 'nan_payload_math', case: 'rt_nan_payload_math', fixture: 'probes', kernel: 'probes/nan_payload_math.ts',
    launch: launch(1), slots: 14, check: 'words',
    args: { inp: u(NAN_IN), db: { kind: 'array', type: 'double', data: new Float64Array(new Uint32Array(NAN_DOUBLE).buffer) }, dout: doubles([0, 0]) },
    inWords: [...NAN_IN, ...NAN_DOUBLE],
    words: (run) => {
      const out = (run.result.args.out ?? []) as (number | null)[];
      const d = (run.result.args.dout ?? []) as (number | null)[];
      return [...out.slice(0, 10), ...d.flatMap((x) => (x === null ? [null, null] : doubleWords(x)))];
    },
    unobservable: { slots: [11, 13], why: 'the low halves of double NaNs, whose payload a JavaScript number may lose' },
    says: `${MATCH} observable (NaN payloads through rounding functions, fmaf, negation and conversions)` },
  { program: 'switch_fallthrough', case: 'rt_switch_fallthrough', fixture: 'probes', kernel: 'probes/switch_fallthrough.ts',
    launch: W32, slots: 3, check: 'words', args: { inp: u([3]) }, inWords: [3], scheduleSlots: [0, 1],
    says: `${MATCH} (lanes that fall through into a case run with the lanes that enter it directly: mask 0xdb6db6db, a coalesced group of 22)` },
  { program: 'ternary_activemask', case: 'rt_ternary_activemask', fixture: 'probes', kernel: 'probes/ternary_activemask.ts',
    launch: W32, slots: 3, check: 'words', args: { inp: u([1, 8, 20]) }, inWords: [1, 8, 20], scheduleSlots: [0, 2],
    says: `${MATCH} (__activemask() in an arm of ?:, on the right of && and in a one-statement if)` },
];


/** The runs of a row's case in one build (a program may have been run more than once). */
function runsOf(row: ProbeCase, build: 'O3' | 'G'): ProbeRun[] {
  return probeRuns().filter((r) => r.program === row.program && r.build === build && (r.reading?.case ?? row.case) === row.case);
}

/** A row's reading in one build, in the harness's shape (null when the program hung). */
function probeReading(row: ProbeCase, build: 'O3' | 'G'): Reading | null {
  const r = runsOf(row, build)[0]?.reading;
  if (!r) return null;
  return { case: r.case, grid: row.launch.grid, block: row.launch.block, slots: row.slots, note: '', out: r.out, ...(r.in ? { inputs: { in: r.in } } : {}) };
}

/** Runs a row's twin against the reading of `build`, with the words laid out as the reading's. */
function run(row: ProbeCase, opts?: RunOptions, build: 'O3' | 'G' = 'O3'): CaseRun {
  const reading = probeReading(row, build) ?? probeReading(row, 'G');
  if (!reading) throw new Error(`no reading of ${row.case}`);
  const r = runCase(row, opts, reading);
  return without(row, row.words ? { ...r, words: row.words(r) } : r, row.unobservable?.slots);
}

/** The run with the words of `slots` replaced by the reading's (left out of the comparison). */
function without(row: ProbeCase, r: CaseRun, slots: number[] | undefined): CaseRun {
  if (!slots?.length) return r;
  const tpb = row.launch.block[0] * row.launch.block[1] * row.launch.block[2];
  return { ...r, words: r.words.map((w, i) => (i < tpb * row.slots && slots.includes(i % row.slots) ? r.reading.out[i]! : w)) };
}

/** Distance in units in the last place between two binary32 bit patterns. */
function ulps(a: number, b: number): number {
  const ord = (x: number): number => ((x >>> 0) & 0x80000000 ? -((x >>> 0) & 0x7fffffff) : x >>> 0);
  return Math.abs(ord(a) - ord(b));
}

const sameThread = (t: ThreadRef, lane: number): boolean => t.lane === lane && t.thread[0] === lane && t.block.every((v) => v === 0);

/** Everything a row's check finds wrong with a run (empty when it passes). */
function problems(row: ProbeCase, r: CaseRun): Record<string, string[]> {
  const errs = errors(r, row.kernel, row.check === 'deadlock' ? ['E-DEADLOCK'] : []);
  const warnings = (row.warnings ?? []).flatMap((w) => {
    const lines = markerLines(r.source, w.marker);
    if (lines.length === 0) throw new Error(`${row.kernel} has no line marked \`// @${w.marker}\``);
    return r.result.diagnostics.some((d) => d.code === w.code && lines.includes(d.line)) ? [] : [`\`${w.code}\` at line ${lines.join('/')} (${w.why})`];
  });
  switch (row.check) {
    case 'words':
      return { words: wordMismatches(row, r), errors: errs, warnings };
    case 'tickets': {
      const n = r.reading.out.length - 1;
      const sorted = (ws: (number | null)[]): (number | null)[] => [...ws].sort((a, b) => (a ?? -1) - (b ?? -1));
      const got = sorted(r.words.slice(0, n)), want = sorted(r.reading.out.slice(0, n));
      return {
        words: [
          ...(JSON.stringify(got) === JSON.stringify(want) ? [] : [`tickets: expected each of ${JSON.stringify(want)} once, got ${JSON.stringify(r.words.slice(0, n))}`]),
          ...(r.words[n] === r.reading.out[n] ? [] : [`word ${n} (the final count): expected ${r.reading.out[n]}, got ${r.words[n]}`]),
        ],
        errors: errs, warnings,
      };
    }
    case 'ulps': {
      const words: string[] = [];
      r.reading.out.forEach((gpu, i) => {
        const sim = r.words[i], bound = i % 2 === 0 ? 2 : 0, fn = i % 2 === 0 ? 'expf' : 'logf';
        if (sim === null || sim === undefined || ulps(sim, gpu) > bound) {
          words.push(`word ${i} (lane ${i >> 1}, ${fn}): the H100 gave 0x${gpu.toString(16)}, the simulator ${sim === null || sim === undefined ? sim : `0x${sim.toString(16)}`}, more than ${bound} ulp apart`);
        }
      });
      return { words, errors: errs, warnings };
    }
    case 'deadlock': {
      const missing: string[] = [];
      for (const [marker, lanes] of [['int-arm', range(16)], ['uint-arm', range(16, 16)]] as const) {
        const lines = markerLines(r.source, marker);
        const at = r.result.diagnostics.filter((d) => d.code === 'E-DEADLOCK' && lines.includes(d.line));
        for (const l of lanes) {
          if (!at.some((d) => (d.threads ?? []).some((t) => sameThread(t, l)))) missing.push(`an E-DEADLOCK at line ${lines.join('/')} naming lane ${l}`);
        }
      }
      // Nothing written: no lane gets past its call.
      const written = r.words.flatMap((w, i) => (w === DEADBEEF ? [] : [`word ${i} written: ${w}`]));
      return { words: written, errors: [...errs, ...missing], warnings };
    }
  }
}

const CLEAN: Record<string, string[]> = { words: [], errors: [], warnings: [] };

describe('the H100 probe readings', () => {
  it('come from an H100 (sm_90) in an -O3 and a -G build without FMA contraction', () => {
    expect(device('probes')).toMatchObject({
      device: 'NVIDIA H100 80GB HBM3', driver: '580.159.04',
      flags: { O3: '-O3 -arch=sm_90 -fmad=false', G: '-G -arch=sm_90 -fmad=false' },
    });
    expect(String(device('probes').nvcc)).toMatch(/^13\.0/);
  });

  it('hold both builds of every program of oracle/probes, and every case has a row', () => {
    const programs = readdirSync(fileURLToPath(new URL('../../oracle/probes/', import.meta.url)))
      .filter((f) => f.endsWith('.cu')).map((f) => f.slice(0, -3)).sort();
    for (const build of ['O3', 'G'] as const) {
      expect([...new Set(probeRuns().filter((r) => r.build === build).map((r) => r.program))].sort()).toEqual(programs);
    }
    const cases = new Set(probeRuns().map((r) => `${r.program}/${r.reading?.case ?? r.program}`));
    expect([...cases].sort()).toEqual(PROBES.map((p) => `${p.program}/${p.case}`).sort());
  });

  it('restate the launch, slots and input words that each rt.h program printed', () => {
    for (const row of PROBES) {
      for (const build of ['O3', 'G'] as const) {
        for (const r of runsOf(row, build)) {
          const p = r.reading;
          if (!p) continue;
          const tpb = row.launch.block[0] * row.launch.block[1] * row.launch.block[2];
          // common.h programs print only `out`: it holds `slots` words a thread (mutex_spin_first: one more, the final count).
          expect({ case: row.case, words: p.out.length }).toEqual({ case: row.case, words: tpb * row.slots + (row.check === 'tickets' ? 1 : 0) });
          if (p.grid === undefined) continue;
          expect({ case: row.case, grid: [p.grid, 1, 1], block: p.block, slots: p.slots, in: p.in })
            .toEqual({ case: row.case, grid: row.launch.grid, block: row.launch.block, slots: row.slots, in: row.inWords });
        }
      }
    }
  });

  it('feed each twin the input bits its program read', () => {
    for (const row of PROBES.filter((r) => r.inWords)) {
      const fed = Object.entries(row.args ?? {}).flatMap(([name, a]) => {
        if (a.kind !== 'array' || !['inp', 'db'].includes(name)) return [];
        // A double array is given as a Float64Array, whose bits are read in place (low word first).
        if (a.data instanceof Float64Array) return Array.from(new Uint32Array(a.data.buffer, a.data.byteOffset, a.data.length * 2));
        return Array.from(a.data, (x) => Number(x) >>> 0);
      });
      expect({ case: row.case, fed }).toEqual({ case: row.case, fed: row.inWords });
    }
    // expf_logf_bits.cu's host loop, x = -20.0f + 1.37f * i + 0.0003f * i * i, in binary32.
    const expRow = PROBES.find((r) => r.program === 'expf_logf_bits')!;
    expect(runsOf(expRow, 'O3')[0]?.reading?.in).toEqual(expInputs());
  });

  it('agree between the -O3 and the -G build, and between runs, except reduce_int_uint_arms', () => {
    const differ: string[] = [];
    for (const row of PROBES.filter((r) => r.program !== 'reduce_int_uint_arms')) {
      const all = [...runsOf(row, 'O3'), ...runsOf(row, 'G')];
      expect(all.length).toBeGreaterThanOrEqual(2);
      for (const r of all) {
        if (r.rc !== 0 || !r.reading) differ.push(`${row.case} ${r.build}: rc ${r.rc}`);
        else if (JSON.stringify(r.reading.out) !== JSON.stringify(all[0]!.reading?.out)) differ.push(`${row.case} ${r.build}: other words`);
      }
    }
    expect(differ).toEqual([]);
    // reduce_int_uint_arms: -O3 hung (killed by the timeout, nothing printed); -G paired the arms.
    const row = PROBES.find((r) => r.program === 'reduce_int_uint_arms')!;
    expect(runsOf(row, 'O3').map((r) => ({ rc: r.rc, reading: r.reading }))).toEqual([{ rc: 124, reading: null }]);
    expect(runsOf(row, 'G').map((r) => ({ rc: r.rc, out: r.reading?.out }))).toEqual([{ rc: 0, out: range(32).map(() => 176) }]);
  });

  for (const row of PROBES) {
    it(`${row.case} ${row.says}`, () => {
      expect(problems(row, without(row, run(row), row.knownDifferent?.slots))).toEqual(CLEAN);
    }, 60_000);
  }

  for (const row of PROBES.filter((r) => r.knownDifferent)) {
    const { slots, why } = row.knownDifferent!;
    const others = range(row.slots).filter((k) => !slots.includes(k));
    it.fails(`${row.case} slot${slots.length > 1 ? 's' : ''} ${slots.join(', ')} match the reading (known to differ: ${why})`, () => {
      expect(problems(row, without(row, run(row), others))).toEqual(CLEAN);
    }, 60_000);
  }

  for (const row of PROBES) {
    const left = row.scheduleSlots?.length ? ` (all but slot ${row.scheduleSlots.join(', ')}, which read __activemask() or a coalesced group)` : '';
    const seeds = row.seeds ?? SEEDS;
    it(`${row.case} holds under adversarial seed${seeds.length > 1 ? 's' : ''} ${seeds.join(', ')}${left}`, () => {
      for (const seed of seeds) {
        const r = without(row, run(row, { schedule: { kind: 'adversarial', seed } }), [...(row.scheduleSlots ?? []), ...(row.knownDifferent?.slots ?? [])]);
        expect({ seed, ...problems(row, r) }).toEqual({ seed, ...CLEAN });
      }
    }, 180_000);
  }
});
