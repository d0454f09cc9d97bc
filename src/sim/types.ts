/**
 * Public data types of the warp simulator: launch configuration, arguments, options
 * and the run result. All plain data, so they cross a Web Worker boundary unchanged.
 */
import type { Tier } from './core/tier';
import type { Diagnostic } from '../lang/diagnostics';
import type { HostHints } from '../lang/registry';
import type { ElemType, ScalarType } from '../lang/ir';

export type Dim3 = [number, number, number];

/** `<<<grid, block>>>`; each component ≥ 1; threads per block ≤ 1024 (CUDA limit). */
export interface LaunchConfig {
  grid: Dim3;
  block: Dim3;
}

/** A kernel argument: a scalar (`value` in the C type's range) or an array whose
 * `data` is copied into simulated global memory. Float values are rounded to binary32
 * on the way in; `NaN`, `Infinity` and `-Infinity` are allowed. A `long`/`ulong` value is
 * a `bigint`, or a safe integer `number`, in the type's range. */
export type ArgValue =
  | { kind: 'scalar'; type: Exclude<ScalarType, 'bool'>; value: number | bigint }
  | { kind: 'array'; type: ElemType; data: ArrayLike<number | bigint> };

/** Scheduling policy (docs/language.md §6 "Adversarial schedules"). */
export type Schedule = { kind: 'default' } | { kind: 'adversarial'; seed: number };

export interface RunOptions {
  schedule?: Schedule;
  /** Lane-steps allowed for the whole run (one lane executing one instruction is one
   * step). Default {@link DEFAULT_BUDGET}. */
  budget?: number;
  /** Record the per-warp trace of warp-level operations (default false). */
  trace?: boolean;
  /** Name of the kernel to launch (default: the program's exported kernel). */
  entry?: string;
  /** Most diagnostics kept (default 50); the rest are counted in a final note. */
  maxDiagnostics?: number;
  /** Most `printf` lines kept (default 10,000). */
  maxPrintf?: number;
  /** Most bytes of `printf` text kept, counted in UTF-8 as printed (a format's `\n`
   * included; default {@link DEFAULT_PRINTF_BYTES}); the first call whose text would pass
   * it is dropped, as is every later one (`N-PRINTF-DROPPED` names the first). */
  maxPrintfBytes?: number;
  /** Return {@link RunResult.lastWriteLine} (default false). */
  lastWrites?: boolean;
  /** The host's own hints by diagnostic code (src/lang/registry.ts), shown instead of the
   * simulator's: the browser's speak of the page where the command line's speak of its options. */
  hints?: HostHints;
  /** The implementation tier (src/sim/core/tier.ts): `fast` (default) or `precise`, which
   * give identical results; `precise` exists to hold the fast paths to the general ones. */
  tier?: Tier;
  /** Unroll counted loops of a known trip count (src/sim/compile/unroll.ts; default true).
   * False compiles every loop as written, without the compiled-program cache: the tests hold
   * the two to the same values and diagnostics. */
  unroll?: boolean;
}

export const DEFAULT_BUDGET = 200_000_000;

/** Default bound of a run's `printf` text in bytes: 1 MiB, the size of the device's
 * `printf` buffer when `cudaLimitPrintfFifoSize` is not set (Programming Guide,
 * "Formatted Output": the buffer has a fixed size set before the launch). */
export const DEFAULT_PRINTF_BYTES = 1 << 20;

/** CUDA's largest grid, per dimension (Programming Guide, "Technical Specifications per
 * Compute Capability": x up to 2^31-1, y and z up to 65535). */
export const MAX_GRID: readonly [number, number, number] = [2 ** 31 - 1, 65535, 65535];

/** Most blocks whose warps are traced with `RunOptions.trace` (the first ones, in linear order). */
export const TRACE_BLOCKS = 8;

/** Per-run operation counts (one warp-level operation counts once per warp rendezvous;
 * memory operations count once per lane). */
export interface OpCounts {
  shuffles: number;
  votes: number;
  matches: number;
  reductions: number;
  syncwarps: number;
  barriers: number;
  sharedLoads: number;
  sharedStores: number;
  globalLoads: number;
  globalStores: number;
  atomics: number;
  /** Lane-steps executed (instructions × lanes). */
  laneSteps: number;
}

/** One warp-level operation as it happened (docs/language.md §6 "Trace"). Arrays are indexed by
 * lane (length 32); `null` where the lane did not take part. */
export interface TraceOp {
  /** Order of this operation within its warp (0, 1, ...). */
  seq: number;
  /** Intrinsic name, e.g. `__shfl_down_sync`, `__ballot_sync`, `__syncwarp`,
   * `__syncthreads`, `__activemask`, or `diverge` / `reconverge` for control flow. */
  kind: string;
  /** The mask argument (uint), or the active group for `diverge`/`reconverge`. */
  mask: number;
  /** Lanes that took part (bitmask). */
  participants: number;
  /** Lanes active in the calling group(s) (bitmask). */
  activeGroup: number;
  /** Lanes exited or missing at that moment (bitmask). */
  exited: number;
  line: number;
  column: number;
  /** Call sites (line) per participating lane, when more than one site paired. */
  lines: (number | null)[];
  /** Per-lane main operand (value being shuffled, predicate, match value): raw register
   * contents, a `bigint` for a `long`/`ulong` value. */
  operands: (number | bigint | null)[];
  /** Per-lane second operand (srcLane / delta / laneMask). */
  operands2: (number | null)[];
  /** Per-lane width (shuffles). */
  widths: (number | null)[];
  /** Per-lane source lane actually read (shuffles), own lane when out of segment. */
  sources: (number | null)[];
  /** Per-lane result (a `bigint` for `long`/`ulong`); `null` where the result is undefined or
   * the lane did not take part. */
  results: (number | bigint | null)[];
  /** Per-lane: the result is undefined (source inactive, exited, outside the mask). */
  undefinedResult: boolean[];
  /** For `diverge`: the groups the active group split into (bitmasks). */
  groups?: number[];
  /** For a collective made by a cooperative-groups operation: that operation (e.g.
   * "`shfl_xor` of a thread_block_tile<8>"); each participant's rank in its group is the
   * number of lanes of `mask` below it. */
  group?: string;
}

export interface WarpTrace {
  block: Dim3;
  warp: number;
  ops: TraceOp[];
}

/** Final contents of an array argument; `null` where an element holds an undefined
 * value. Floats are the exact binary32 values; NaN and infinities stay JS numbers; the
 * elements of a `long[]`/`ulong[]` are `bigint`s (signed for `long`, unsigned for `ulong`),
 * every other element a `number`. */
export type ArrayContents = (number | bigint | null)[];

export interface RunResult {
  /** False when any diagnostic is an error. */
  ok: boolean;
  /** Each array argument's contents after the run, by parameter name (made when first read;
   * any way of reading the object reads them). */
  args: Record<string, ArrayContents>;
  /** Names of the kernel's output arrays, in parameter order: the array arguments that a
   * store, an atomic or an output argument of the kernel (or of a function it calls) names,
   * whether or not the run reached it (`CompiledProgram.writtenArrays`). The others are
   * only ever read, and hold what they held at the launch. */
  written?: string[];
  printf: string[];
  diagnostics: Diagnostic[];
  counts: OpCounts;
  trace?: WarpTrace[];
  /** With `RunOptions.lastWrites`: per array argument the kernel may write (those in
   * `written`; a read-only one has no entry), per element, the source line of the store or
   * atomic that last wrote it, 0 where no thread wrote it (for pointing a
   * schedule-dependent output at the line responsible). */
  lastWriteLine?: Record<string, number[]>;
}
