/**
 * The hardware cases, one row each: which reading, which kernel, the arguments, and
 * which output words are undefined behaviour (and why, and how it must be reported).
 * Each row restates the reading's launch (checked equal to it); the output array
 * `out: uint[]` always has the reading's length and is prefilled with `fill`
 * (0xdeadbeef unless a row says otherwise).
 *
 * Rows of `SHARED` follow `tests/hardware/fixtures/h200.jsonl` (the shared readings);
 * rows of `OWN` follow `own.jsonl`, taken with `oracle/run.sh` from `oracle/readings.cu`;
 * rows of `CG` (cooperative groups and structs) follow `cg.jsonl`, taken with
 * `oracle/cg.sh` from `oracle/cg.cu`.
 */
import type { DiagnosticKind } from '../../src/lang/diagnostics';
import type { ArgValue, LaunchConfig } from '../../src/sim/types';
import type { FixtureName } from './fixtures';
import {
  asInts, hfloat, hsh, inBits, inF2i, inFma, inIntCorners, inMatchBits, inMinmax, inMixed, inPow24, inSpecial, u2f,
} from './inputs';

/** Output words that are undefined behaviour: they must read back `null`, and a
 * diagnostic of `kind` must be reported at a kernel line marked `// @<marker>`, naming
 * each listed thread (or, with `pair`, two threads in one diagnostic: a race). */
export interface UndefinedWords {
  /** Thread ids (`gid`) whose words are undefined. */
  threads: number[];
  /** Slots of those threads (default: every slot). */
  slots?: number[];
  why: string;
  kind: DiagnosticKind;
  marker: string;
  pair?: boolean;
}

export interface HardwareCase {
  case: string;
  fixture: FixtureName;
  /** Kernel file, relative to `tests/hardware/kernels/`. */
  kernel: string;
  /** What the test asserts, as the end of a sentence starting with the case name. */
  says: string;
  /** `<<<grid, block>>>`, as in the reading. */
  launch: LaunchConfig;
  /** Arguments other than `out`. */
  args?: Record<string, ArgValue>;
  /** Argument name → name of the input recorded with the reading (checked equal). */
  inputsFrom?: Record<string, string>;
  /** Prefill of `out` (default 0xdeadbeef). */
  fill?: number;
  /** A `double[]` argument holding `slots / 2` doubles per thread: the reading's words
   * are their high and low halves. */
  doubles?: string;
  undefined?: UndefinedWords[];
  /** Validity errors the run must report although the H200 completed the kernel (the
   * CUDA documents call it undefined, docs/language.md §6): a diagnostic with `code` at a line
   * marked `// @<marker>`. Other errors still fail the case. */
  invalid?: { code: string; marker: string; why: string }[];
}

const range = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => from + i);
const u = (data: number[]): ArgValue => ({ kind: 'array', type: 'uint', data });
const ints = (data: number[]): ArgValue => ({ kind: 'array', type: 'int', data });
const floats = (data: number[]): ArgValue => ({ kind: 'array', type: 'float', data });
const doubles = (n: number): ArgValue => ({ kind: 'array', type: 'double', data: new Array<number>(n).fill(0) });
const int = (value: number): ArgValue => ({ kind: 'scalar', type: 'int', value });

const MATCH = 'matches the H200 on every word';

/** One block of one warp, the launch of most cases. */
const W32: LaunchConfig = { grid: [1, 1, 1], block: [32, 1, 1] };
const blocks = (grid: number[], block: number[]): LaunchConfig =>
  ({ grid: [grid[0] ?? 1, grid[1] ?? 1, grid[2] ?? 1], block: [block[0] ?? 1, block[1] ?? 1, block[2] ?? 1] });
/** Launches other than `W32`, by case. */
const LAUNCH: Record<string, LaunchConfig> = {
  multiwarp_reduce_int: blocks([2], [96]), block2d_warps: blocks([1], [8, 8]), partial_warp_20: blocks([1], [20]),
  seed_reduce_warp: blocks([4], [256]), atomics_contended: blocks([1], [64]), atomic_float_denormal: blocks([1], [1]),
  block3d_444: blocks([1], [4, 4, 4]), block3d_823: blocks([1], [8, 2, 3]), grid2d: blocks([3, 2], [32, 2]),
  syncwarp_reduce: blocks([1], [64]), partial_warp_40: blocks([1], [40]), block_scan64: blocks([1], [64]),
  barrier_in_if_stride: blocks([1], [64]), barrier_two_sites: blocks([1], [64]), spin_warp_flag: blocks([1], [64]),
};
const launch = (c: string): LaunchConfig => LAUNCH[c] ?? W32;

/** The shared readings (`h200.jsonl`). */
export const SHARED: HardwareCase[] = [
  ...['shfl_bcast', 'shfl_src_oob', 'shfl_w8', 'shfl_up1', 'shfl_up_w8_3', 'shfl_down1', 'shfl_down_w8_3',
    'shfl_xor1', 'shfl_xor_w8_8', 'scan_incl', 'reduce_down_all_lanes', 'reduce_xor_all',
    'activemask_branch_mod3', 'activemask_early_exit', 'ballot_in_branch', 'shfl_split_branches',
    'match_any_mod5', 'match_all', 'multiwarp_reduce_int', 'block2d_warps', 'int_semantics',
  ].map((c): HardwareCase => ({ case: c, fixture: 'h200', kernel: `${c}.ts`, launch: launch(c), says: MATCH })),
  { case: 'votes', fixture: 'h200', kernel: 'votes.ts', launch: launch('votes'), says: MATCH, args: { h: u(range(32).map(hsh)) } },
  { case: 'activemask_loop', fixture: 'h200', kernel: 'activemask_loop.ts', launch: launch('activemask_loop'), fill: 0xeeeeeeee,
    says: 'matches the H200 on every word (buffer prefilled with 0xeeeeeeee, as in the reading)' },
  { case: 'float_semantics', fixture: 'h200', kernel: 'float_semantics.ts', launch: launch('float_semantics'), says: MATCH,
    args: { hf: floats(range(128).map(hfloat)) } },
  { case: 'seed_reduce_warp', fixture: 'h200', kernel: 'seed_reduce_warp.ts', launch: launch('seed_reduce_warp'), says: MATCH,
    args: { inp: floats(range(1024).map((i) => (i < 1000 ? hfloat(i) : 0))), n: int(1000) } },
  { case: 'shfl_mask_half_w32_ub', fixture: 'h200', kernel: 'shfl_mask_half_w32_ub.ts', launch: launch('shfl_mask_half_w32_ub'),
    says: 'reports lane 15 reading lane 16 outside the mask and matches every other word',
    undefined: [{ threads: [15], kind: 'undefined-value', marker: 'ub-store',
      why: 'lane 15 reads lane 16, which is outside the mask 0x0000ffff (the H200 returned 0)' }] },
  { case: 'partial_warp_20', fixture: 'h200', kernel: 'partial_warp_20.ts', launch: launch('partial_warp_20'),
    says: 'reports every lane as having read a missing lane of the partial warp',
    undefined: [{ threads: range(20), kind: 'undefined-value', marker: 'ub-store',
      why: 'lanes 20-31 do not exist; by offset 8 every lane has read one of them, directly or through a partial sum (the H200 returned 0 for them)' }] },
  { case: 'legacy_volatile_reduce', fixture: 'h200', kernel: 'legacy_volatile_reduce.ts', launch: launch('legacy_volatile_reduce'),
    says: 'reports the data race between lanes and leaves the racy sums undefined',
    undefined: [{ threads: range(31), kind: 'race', marker: 'race', pair: true,
      why: 'lane t reads s[t+off] while lane t+off writes it, with no __syncwarp between (the H200 happened to give the lockstep result); lane 31 reads only s[32..47], which no lane writes after the barrier, so its sum 32 is defined' }] },
];

const f2iIn = inF2i().map(u2f);
const beyond = (x: number, lo: number, hi: number): boolean => !Number.isFinite(x) || Math.trunc(x) < lo || Math.trunc(x) > hi;

/** The readings taken for this project (`own.jsonl`). */
export const OWN: HardwareCase[] = [
  ...['vote_match_divergent', 'reduce_signed', 'syncwarp_halves', 'block3d_444', 'block3d_823', 'grid2d',
    'shfl_width_table', 'xor_cross_branch', 'reduce16_exit_w16', 'ballot_cross_branch', 'reduce_divergent',
    'syncwarp_reduce', 'activemask_nested', 'partial_warp_40', 'votes_after_exit', 'scan_w8', 'syncwarp_loop',
    'activemask_break', 'activemask_continue', 'activemask_switch', 'activemask_devfn_return', 'nested_break',
    'activemask_do_while', 'guarded_reduce20', 'aggregated_atomic', 'continue_xor', 'any_loop', 'syncwarp_parity', 'block_scan64',
  ].map((c): HardwareCase => ({ case: c, fixture: 'own', kernel: `own/${c}.ts`, launch: launch(c), says: MATCH })),
  { case: 'fsum_orders_pow24', fixture: 'own', kernel: 'own/fsum_orders.ts', launch: launch('fsum_orders_pow24'), says: MATCH,
    args: { inp: u(inPow24()) }, inputsFrom: { inp: 'in' } },
  { case: 'fsum_orders_mixed', fixture: 'own', kernel: 'own/fsum_orders.ts', launch: launch('fsum_orders_mixed'), says: MATCH,
    args: { inp: u(inMixed()) }, inputsFrom: { inp: 'in' } },
  { case: 'fminmax_special', fixture: 'own', kernel: 'own/fminmax_special.ts', launch: launch('fminmax_special'), says: MATCH,
    args: { inp: u(inMinmax()) }, inputsFrom: { inp: 'in' } },
  { case: 'double_shfl', fixture: 'own', kernel: 'own/double_shfl.ts', launch: launch('double_shfl'), says: MATCH,
    args: { dout: doubles(32 * 4) }, doubles: 'dout' },
  { case: 'match_bits', fixture: 'own', kernel: 'own/match_bits.ts', launch: launch('match_bits'), says: MATCH,
    args: { inp: u(inMatchBits()) }, inputsFrom: { inp: 'in' } },
  { case: 'atomics_contended', fixture: 'own', kernel: 'own/atomics_contended.ts', launch: launch('atomics_contended'), says: MATCH,
    args: { init: u([0, 0, 0xffffffff, 0, 1000, 0, 0xffffffff, 0]) }, inputsFrom: { init: 'init' } },
  { case: 'atomic_float_denormal', fixture: 'own', kernel: 'own/atomic_float_denormal.ts', launch: launch('atomic_float_denormal'), says: MATCH,
    args: { inp: u([0x000116c2]), gf: floats([0]) }, inputsFrom: { inp: 'in' } },
  { case: 'int_corners', fixture: 'own', kernel: 'own/int_corners.ts', launch: launch('int_corners'), says: MATCH,
    args: { ain: ints(asInts(inIntCorners().a)), bin: ints(asInts(inIntCorners().b)) },
    inputsFrom: { ain: 'a', bin: 'b' } },
  { case: 'bits_edges', fixture: 'own', kernel: 'own/bits_edges.ts', launch: launch('bits_edges'), says: MATCH,
    args: { inp: u(inBits()) }, inputsFrom: { inp: 'in' } },
  { case: 'fma_exact', fixture: 'own', kernel: 'own/fma_exact.ts', launch: launch('fma_exact'), says: MATCH,
    args: { inp: u(inFma()) }, inputsFrom: { inp: 'in' } },
  { case: 'f2i_convert', fixture: 'own', kernel: 'own/f2i_convert.ts', launch: launch('f2i_convert'),
    says: 'reports out-of-range conversions and matches every in-range word',
    args: { inp: u(inF2i()) }, inputsFrom: { inp: 'in' },
    undefined: [
      { threads: range(32).filter((l) => beyond(f2iIn[l]!, -2147483648, 2147483647)), slots: [0],
        kind: 'conversion', marker: 'conv-int',
        why: 'the truncated value is not representable as int (C++ [conv.fpint]: undefined)' },
      { threads: range(32).filter((l) => beyond(f2iIn[l]!, 0, 4294967295)), slots: [1],
        kind: 'conversion', marker: 'conv-uint',
        why: 'the truncated value is not representable as unsigned (C++ [conv.fpint]: undefined)' },
    ] },
  { case: 'reduce16_exit_w32_ub', fixture: 'own', kernel: 'own/reduce16_exit_w32_ub.ts', launch: launch('reduce16_exit_w32_ub'),
    says: 'gives lane 0 its sum of 120 and reports lanes 1-15 for reading exited lanes',
    undefined: [{ threads: range(15, 1), kind: 'undefined-value', marker: 'ub-store',
      why: 'at offset 8 lanes 8-15 read the exited lanes 16-23; lanes 1-7 later read those partial sums' }] },
  // Invalid code that the H200 completed (docs/language.md §6): the words it wrote where the call or
  // barrier is undefined are asserted as undefined, the others as read.
  { case: 'passby_shfl_if16', fixture: 'own', kernel: 'own/passby_shfl_if16.ts', launch: launch('passby_shfl_if16'),
    says: 'reports lanes 16-31 passing the full-mask shuffle by, whose results are undefined (the H200 gave lane 0\'s 100)',
    undefined: [{ threads: range(16), kind: 'mask', marker: 'passed', why: 'the full mask names lanes 16-31, which reach the end of the if without the call and exit' }],
    invalid: [{ code: 'E-MASK-PASSED', marker: 'passed', why: 'lanes 16-31 pass the shuffle by' }] },
  { case: 'passby_ballot_loop45', fixture: 'own', kernel: 'own/passby_ballot_loop45.ts', launch: launch('passby_ballot_loop45'),
    says: 'reports lanes 13-31 passing the second full-mask ballot by; lanes 13-31 keep their one ballot of 32',
    args: { inp: u(range(45).map(() => 1)), n: int(45) }, inputsFrom: { inp: 'in' },
    undefined: [{ threads: range(13), kind: 'mask', marker: 'passed', why: 'the second iteration\'s ballot names lanes 13-31, which left the loop and exited (the H200 gave 45: 32 + 13)' }],
    invalid: [{ code: 'E-MASK-PASSED', marker: 'passed', why: 'lanes 13-31 left the loop after one iteration' }] },
  { case: 'passby_syncwarp_if16', fixture: 'own', kernel: 'own/passby_syncwarp_if16.ts', launch: launch('passby_syncwarp_if16'),
    says: 'matches the H200 on every word and reports lanes 16-31 passing __syncwarp() by',
    invalid: [{ code: 'E-MASK-PASSED', marker: 'passed', why: '__syncwarp() in if (lane < 16) names lanes 16-31' }] },
  { case: 'barrier_in_if_stride', fixture: 'own', kernel: 'own/barrier_in_if_stride.ts', launch: launch('barrier_in_if_stride'),
    says: 'matches the H200 (6112) and reports the threads that pass __syncthreads() by',
    args: { inp: u(range(64).map((t) => 3 * t + 1)) }, inputsFrom: { inp: 'in' },
    invalid: [{ code: 'E-BARRIER-PASSED', marker: 'passed', why: 'at each stride the threads outside the condition skip the barrier and later exit' }] },
  { case: 'barrier_two_sites', fixture: 'own', kernel: 'own/barrier_two_sites.ts', launch: launch('barrier_two_sites'),
    says: 'matches the -O3 H200 build on every word and reports the two call sites (the -G build hung)',
    invalid: [{ code: 'E-BARRIER-SITES', marker: 'sites', why: 'odd and even threads wait at different __syncthreads()' }] },
  { case: 'spin_lane_flag', fixture: 'own', kernel: 'own/spin_lane_flag.ts', launch: launch('spin_lane_flag'), says: `${MATCH} (lanes spinning on a flag lane 0 sets finish)`,
    args: { flag: ints([0]) } },
  { case: 'spin_warp_flag', fixture: 'own', kernel: 'own/spin_warp_flag.ts', launch: launch('spin_warp_flag'), says: `${MATCH} (warp 0 spinning on a flag warp 1 sets finishes)`,
    args: { flag: ints([0]) } },
];

const xy = (): Record<string, ArgValue> => ({ xb: u(inMixed()), yb: u(inSpecial()) });
const cgRow = (c: string, kernel: string, says: string, extra: Partial<HardwareCase> & { coalesced?: boolean } = {}): HardwareCase & { coalesced?: boolean } =>
  ({ case: c, fixture: 'cg', kernel: `cg/${kernel}.ts`, launch: CG_LAUNCH[c] ?? W32, says, ...extra });
const CG_LAUNCH: Record<string, LaunchConfig> = {
  cg_tile_ranks: blocks([1], [64]), cg_tile_ranks_48: blocks([1], [48]), cg_group_params: blocks([1], [64]),
  cg_block_index: blocks([2, 3], [4, 2, 2]),
};

/** The readings of 2026-12-07 (`own2.jsonl`, from `oracle/readings.cu` with
 * `ONLY=tile_partition_if16,tile_partition_warp0,exited_writer_barrier,helper_both_arms`, on
 * an H100): invalid code the GPU completes, and a helper called from both arms. */
export const OWN2: HardwareCase[] = [
  { case: 'tile_partition_if16', fixture: 'own2', kernel: 'own/tile_partition_if16.ts', launch: W32,
    says: 'matches the H100 on every word (CUDA 13 makes the tile without waiting) and reports lanes 16-31 passing the partition by',
    invalid: [{ code: 'E-MASK-PASSED', marker: 'partition', why: 'tiled_partition is a collective of the block (Programming Guide §11.5.1); lanes 16-31 reach the end of the if without it and exit' }] },
  { case: 'tile_partition_warp0', fixture: 'own2', kernel: 'own/tile_partition_warp0.ts', launch: blocks([1], [64]),
    says: 'matches the H100 on every word and reports warp 1 passing the partition by',
    invalid: [{ code: 'E-MASK-PASSED', marker: 'partition', why: 'warp 1, a member of the block, skips the if around the partition and exits' }] },
  { case: 'exited_writer_barrier', fixture: 'own2', kernel: 'own/exited_writer_barrier.ts', launch: W32,
    says: 'reports the race between the exited writers and the readers after the barrier, whose words are undefined (the H100 gave the written 16-31; compute-sanitizer racecheck reported 0 hazards)',
    undefined: [{ threads: range(16), kind: 'race', marker: 'race', pair: true,
      why: 'lanes 16-31 write s and return: the __syncthreads() that lanes 0-15 pass orders only the threads that reach it (Programming Guide §10.6)' }] },
  { case: 'helper_both_arms', fixture: 'own2', kernel: 'own/helper_both_arms.ts', launch: W32,
    says: 'matches the H100 on every word: the two arms\' calls of the helper pair in one butterfly (48 and 1048), inlined or not' },
];

/** The cooperative-groups and struct readings (`cg.jsonl`). Kernels that call
 * `cg.coalesced_threads()` depend on which lanes run together (`coalesced: true`). */
export const CG: (HardwareCase & { coalesced?: boolean })[] = [
  cgRow('cg_tile_ranks', 'tile_ranks', `${MATCH} (tiles of 1 to 32 threads of a 64-thread block, a tile of a tile)`),
  cgRow('cg_tile_ranks_48', 'tile_ranks', `${MATCH} (a 48-thread block: the last tile of 32 is half full) and reports the tile of 32`, {
    invalid: [{ code: 'E-CG-PARTITION', marker: 'partition', why: 'tiled_partition<32> of a 48-thread block: G §11.5.1 wants the parent\'s size a multiple of N (the H200 gave the ranks by the implementation\'s formulas)' }] }),
  cgRow('cg_tile_shfl', 'tile_shfl', `${MATCH} (tile shuffles: source ranks wrap, up/down/xor stay in the tile)`),
  cgRow('cg_tile_votes', 'tile_votes', `${MATCH} (tile ballots and matches in tile-relative bits)`),
  cgRow('cg_coalesced_odd', 'coalesced', `${MATCH} (a coalesced group of the odd lanes)`,
    { args: { xb: u(inMixed()), mode: int(0) }, inputsFrom: { xb: 'xb' }, coalesced: true }),
  cgRow('cg_coalesced_lt5', 'coalesced', `${MATCH} (a coalesced group of lanes 0-4)`,
    { args: { xb: u(inMixed()), mode: int(1) }, inputsFrom: { xb: 'xb' }, coalesced: true }),
  cgRow('cg_coalesced_after_return', 'coalesced', `${MATCH} (a coalesced group after lanes 1, 4, ..., 31 returned)`,
    { args: { xb: u(inMixed()), mode: int(2) }, inputsFrom: { xb: 'xb' }, coalesced: true }),
  cgRow('cg_coalesced_full', 'coalesced', `${MATCH} (a coalesced group of all 32 lanes)`,
    { args: { xb: u(inMixed()), mode: int(3) }, inputsFrom: { xb: 'xb' }, coalesced: true }),
  cgRow('cg_partitions', 'partitions', `${MATCH} (labeled_partition and binary_partition)`, { coalesced: true }),
  cgRow('cg_reduce_int', 'reduce_int', `${MATCH} (cg.reduce on int, every operator, tiles of 4 to 32)`),
  cgRow('cg_reduce_uint', 'reduce_uint', `${MATCH} (cg.reduce on uint, every operator, tiles of 4 to 32)`),
  cgRow('cg_reduce_float', 'reduce_float', `${MATCH} (float cg.reduce in CUDA's butterfly order, NaNs leaving lanes of one tile different)`,
    { args: xy(), inputsFrom: { xb: 'xb', yb: 'yb' } }),
  cgRow('cg_scan_tile', 'scan_tile', `${MATCH} (inclusive and exclusive scans; rank 0 of an exclusive scan is T{})`,
    { args: xy(), inputsFrom: { xb: 'xb', yb: 'yb' } }),
  cgRow('cg_struct_argmax', 'struct_argmax', `${MATCH} (a { float, int } struct through group shuffles)`, { coalesced: true }),
  cgRow('cg_struct_welford', 'struct_welford', `${MATCH} (a three-field struct through shfl_down and shfl_xor)`,
    { args: { xb: u(inMixed()) }, inputsFrom: { xb: 'xb' } }),
  cgRow('cg_group_params', 'group_params', `${MATCH} (groups as device-function parameters)`, { coalesced: true }),
  cgRow('cg_block_index', 'block_index', `${MATCH} (thread_block's dim3 members and sync)`),
];

/** Every row, shared readings first. */
/** The readings of 2026-12-07, second part (`own3.jsonl`, from `oracle/readings.cu` on an H100,
 * the `-O3` build; the `-G` words are in `oracle/raw/`): loops that wait on other threads.
 * The compiler puts a `YIELD` in a loop whose exit depends on an atomic's result, and lanes
 * that leave it (and the regions around it) run on without waiting for the others
 * (compile/spin-loops.ts); a loop that only makes atomics reconverges. */
const H100 = 'matches the H100 on every word';
const c64 = { c: ints(new Array<number>(64).fill(0)) };
const lockArgs = { lock: ints([0]), cnt: ints([0]), spins: ints([0]), bits: u(new Array<number>(32).fill(0)) };
export const OWN3: HardwareCase[] = [
  { case: 'flag_after_reconvergence', fixture: 'own3', kernel: 'own/flag_after_reconvergence.ts', launch: W32, args: { flag: ints([0]) },
    says: `${H100} (lane 0 runs on past the end of an if whose other arm polls a flag it sets after the if)` },
  { case: 'cas_add_activemask', fixture: 'own3', kernel: 'own/cas_add_activemask.ts', launch: blocks([1], [64]), args: { acc: ints([0]) },
    says: `${H100} (each lane leaves a contended atomicCAS loop alone: __activemask() is its own bit)` },
  { case: 'counted_lock', fixture: 'own3', kernel: 'own/counted_lock.ts', launch: blocks([1], [1024]), args: lockArgs,
    says: `${H100} (a spin lock counting its retries with an atomic, taken by 1024 threads: every ticket once)` },
  { case: 'counted_lock_helper', fixture: 'own3', kernel: 'own/counted_lock_helper.ts', launch: blocks([1], [256]), args: lockArgs,
    says: `${H100} (the same lock acquired in a helper function, 256 threads)` },
  { case: 'atomic_body_loop', fixture: 'own3', kernel: 'own/atomic_body_loop.ts', launch: W32, args: c64,
    says: `${H100} (a loop that makes atomics but leaves on a register count reconverges at its exit)` },
  { case: 'atomic_exit_loop', fixture: 'own3', kernel: 'own/atomic_exit_loop.ts', launch: W32, args: c64,
    says: `${H100} (lanes leaving a loop on an atomic's result run on: those that leave together share a mask)` },
  { case: 'atomic_exit_break', fixture: 'own3', kernel: 'own/atomic_exit_break.ts', launch: W32, args: c64,
    says: `${H100} (the same loop left with a break)` },
  { case: 'if_atomic_arm', fixture: 'own3', kernel: 'own/if_atomic_arm.ts', launch: W32, args: c64,
    says: `${H100} (an if with an atomic in one arm reconverges at its end)` },
  { case: 'atomic_exit_in_if', fixture: 'own3', kernel: 'own/atomic_exit_in_if.ts', launch: W32, args: c64,
    says: `${H100} (lanes that left the loop run on past the end of the if around it too)` },
  { case: 'cas_loop_syncwarp', fixture: 'own3', kernel: 'own/cas_loop_syncwarp.ts', launch: W32, args: c64,
    says: `${H100} (__syncwarp() after the loop brings the warp together again)` },
];

export const ALL: HardwareCase[] = [...SHARED, ...OWN, ...OWN2, ...OWN3];
