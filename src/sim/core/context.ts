/**
 * Per-run state shared by every warp: options, diagnostics, counts, budget, the seeded
 * random source of adversarial schedules, `printf` output and the current block.
 */
import type { PartitionRecord } from './partition-verdicts';
import { defaultTier } from './tier';
import type { RelatedInfo, ThreadRef } from '../../lang/diagnostics';
import type { DiagnosticCode, Hint } from '../../lang/registry';
import type { DiagnosticKind } from '../../lang/diagnostics';
import type { Loc } from '../../lang/ir';
import { DEFAULT_PRINTF_BYTES, type Dim3, type OpCounts, type RunOptions } from '../types';
import type { CompiledProgram } from './compiled';
import type { Mem } from './state';
import { Reporter } from './report';
import { Rng } from './rng';
import type { Warp } from './warp';
import { Acquisitions } from './acquisitions';

/** Thrown to end the run when the step budget is spent (not an engine bug). */
/** Thrown when a run is stopped for not finishing: its budget of lane-steps is spent, or
 * (`cycle`) a group alone came back to an earlier state with nothing written (cycle.ts). */
export class BudgetExceeded extends Error {
  constructor(readonly cycle = false) {
    super();
  }
}

export interface BlockState {
  linear: number;
  idx: Dim3;
  /** Number of `__syncthreads()` the block has passed (happens-before generation). */
  gen: number;
  shared: (Mem | null)[];
  warps: Warp[];
  /** Instructions the block's warps ran in the turns that ended so far (the scheduler's). */
  clock: number;
  /** The scheduler's spin detection (scheduler.ts `SPIN_BOUND`): the writes counted when
   * last seen changing, the clock then, and the atomics executed by then. */
  spinWrites: number;
  spinFrom: number;
  spinAtomics: number;
  /** The `cg.tiled_partition` calls some members of the parent have not made yet
   * (partition-verdicts.ts); made on the first such call. */
  partitions?: PartitionRecord[];
}

/** What a fence followed by an atomic publishes: the accesses of thread `tid` of block
 * `block` up to its clock `clk`, and those of its block before barrier generation `gen`. */
export interface Release {
  block: number; tid: number; clk: number; gen: number;
  /** The fencing lane's knowledge of its warp's clocks at the fence (its row of
   * `Warp.vc`): the accesses of its warp's lanes that `__syncwarp` ordered before the fence
   * are published too (release patterns are cumulative: PTX ISA §8.8). */
  row: Int32Array;
  /** The releases the fencing thread had acquired before the fence: published on too. */
  via: Release[];
  /** Threads of the current block that acquired this release (kept once each in `acquired`). */
  takenBy?: Set<number>;
  /** The last search of the releases (memory.ts `covers`) that reached this one. */
  seen?: number;
  /** Its thread released the element again since (memory.ts `atomicOrdering`). */
  replaced?: boolean;
  /** The element's list it was logged in, and its index in that log (memory.ts
   * `atomicOrdering`: a thread taking several releases of one element skips those a release
   * it took already carries). */
  list: ReleaseList;
  at: number;
  /** Every release of `list` before this index is reachable from this one, or was made by
   * its thread (memory.ts `carriedPrefix`). */
  prefix: number;
  /** The last batch of takes (memory.ts `takeNew`) whose releases carry this one. */
  carried?: number;
  /** Per block, whether a release of it is this one or one it carries (memory.ts
   * `reachesBlock`), for the blocks asked about so far. */
  reach?: Map<number, boolean>;
}

/** The releases one element carries: `log`, every release made on it in order (a thread's
 * later release replaces its earlier one, which is then marked `replaced`); `current`, each
 * thread's latest; `takenAt`, per thread, how much of the log it has taken. A thread that
 * spins on the element takes only what was added since it last looked (memory.ts
 * `atomicOrdering`), so its atomics cost no more as releasing threads accumulate. `block`:
 * the block that made the first (a `__shared__` array's list is of one block). */
export interface ReleaseList {
  log: Release[];
  current: Map<number, Release>;
  takenAt: Map<number, number>;
  block: number;
}

export interface PrintfEntry { block: number; thread: number; seq: number; text: string }

/** The slice of a group whose atomic changed nothing, and the instructions without a write
 * after which the scheduler takes the block to be spinning (scheduler.ts `SPIN_BOUND`). */
export const SPIN_SLICE = 256;

export class RunContext {
  readonly reporter: Reporter;
  readonly counts: OpCounts = {
    shuffles: 0, votes: 0, matches: 0, reductions: 0, syncwarps: 0, barriers: 0,
    sharedLoads: 0, sharedStores: 0, globalLoads: 0, globalStores: 0, atomics: 0, laneSteps: 0,
  };
  readonly budget: number;
  readonly adversarial: boolean;
  /** The run's tier is `fast` (core/tier.ts): run-time fast paths may be taken. */
  readonly fast: boolean;
  readonly rng: Rng;
  /** Under an adversarial schedule, the order blocks start in and warps of a block take
   * their turns (a stream of its own, so these draws leave the in-warp ones as they were). */
  readonly orderRng: Rng;
  readonly printf: PrintfEntry[] = [];
  printfSeq = 0;
  printfDropped = 0;
  /** UTF-8 bytes of the `printf` lines kept so far. */
  printfBytes = 0;
  /** Where the first line that was not kept was printed. */
  printfDroppedAt: Loc | null = null;
  readonly maxPrintf: number;
  readonly maxPrintfBytes: number;
  block!: BlockState;
  readonly threadsPerBlock: number;
  /**
   * Ordering between blocks through `__threadfence()` and atomics (Programming Guide §10.5
   * Memory Fence Functions, its last-block example): per global thread, its clock and its
   * block's barrier generation at its last fence; per global array element that an atomic
   * updated after a fence, the releases it carries; and the releases the current block took
   * by its own atomics on those elements (the taker sees them at once, the rest of its
   * block after the next `__syncthreads()`).
   */
  readonly fences = new Map<number, { clk: number; gen: number; row: Int32Array; via: Release[] }>();
  readonly releases = new Map<Mem, Map<number, ReleaseList>>();
  /** Releases taken in this block: by thread `by` (block-local lanes of its warp learn of it
   * through `__syncwarp`: `byClk` is its clock when it took it), in barrier generation `gen`;
   * `own`: whether a release of this block is among those it carries (memory.ts `reachesBlock`). */
  readonly acquired = new Acquisitions();
  /** Atomics that changed the element they updated (a failed `atomicCAS`, or an `atomicAdd`
   * of 0, changes nothing): with the store counts, what tells a spin from work (scheduler.ts
   * `SPIN_BOUND`). */
  atomicWrites = 0;
  /** Per `__shared__` declaration: the array an earlier block of this run used. Blocks run
   * one after another, so it is free once the next block starts: `sharedFor` hands it to
   * that block reset, instead of allocating a new one per block. */
  readonly spareShared: (Mem | undefined)[] = [];
  /** Where the budget ran out (the instruction a group was about to run). */
  budgetLoc: Loc | null = null;

  constructor(
    readonly prog: CompiledProgram,
    readonly options: RunOptions,
    readonly blockDim: Dim3,
    readonly gridDim: Dim3,
  ) {
    this.reporter = new Reporter(options.maxDiagnostics ?? 50, options.hints);
    this.budget = options.budget ?? 200_000_000;
    const s = options.schedule ?? { kind: 'default' };
    this.adversarial = s.kind === 'adversarial';
    this.fast = (options.tier ?? defaultTier()) === 'fast';
    this.rng = new Rng(s.kind === 'adversarial' ? s.seed : 1);
    this.orderRng = new Rng(s.kind === 'adversarial' ? ~s.seed : 2);
    this.maxPrintf = options.maxPrintf ?? 10_000;
    this.maxPrintfBytes = options.maxPrintfBytes ?? DEFAULT_PRINTF_BYTES;
    this.threadsPerBlock = blockDim[0] * blockDim[1] * blockDim[2];
  }

  /** CUDA-style name of a lane of a warp of the current block. */
  thread(w: Warp, lane: number): ThreadRef {
    const b = this.block.idx;
    return { block: [b[0], b[1], b[2]], thread: [w.tidX[lane]!, w.tidY[lane]!, w.tidZ[lane]!], lane };
  }

  /** CUDA-style name of a global linear thread id (block-major). */
  threadOfTid(tid: number): ThreadRef {
    const tpb = this.threadsPerBlock;
    const b = Math.floor(tid / tpb), t = tid - b * tpb;
    const [gx, gy] = this.gridDim, [bx, by] = this.blockDim;
    return {
      block: [b % gx, Math.floor(b / gx) % gy, Math.floor(b / (gx * gy))],
      thread: [t % bx, Math.floor(t / bx) % by, Math.floor(t / (bx * by))],
      lane: t & 31,
    };
  }

  /** Message words for a global thread id: "lane 0 of warp 1 (thread (32,0,0))". */
  tidName(tid: number): string {
    const r = this.threadOfTid(tid);
    const t = tid % this.threadsPerBlock;
    const blockPart = this.gridDim[0] * this.gridDim[1] * this.gridDim[2] > 1 ? `, block (${r.block.join(',')})` : '';
    const warpPart = this.threadsPerBlock > 32 ? ` of warp ${t >> 5}` : '';
    return `lane ${r.lane}${warpPart} (thread (${r.thread.join(',')})${blockPart})`;
  }

  /** "lane 16 (thread (16,0,0), block (0,0,0))" — the words used in messages. */
  laneName(w: Warp, lane: number): string {
    const t = this.thread(w, lane);
    const blockPart = this.gridDim[0] * this.gridDim[1] * this.gridDim[2] > 1 ? `, block (${t.block.join(',')})` : '';
    const warpPart = this.threadsPerBlock > 32 ? ` of warp ${w.index}` : '';
    return `lane ${lane}${warpPart} (thread (${t.thread.join(',')})${blockPart})`;
  }

  /** Reports an error for one lane and stops that lane (it behaves as exited afterwards). */
  laneError(
    w: Warp, lane: number, kind: DiagnosticKind, code: DiagnosticCode, loc: Loc,
    message: () => string, hint?: Hint, related?: () => RelatedInfo[],
  ): void {
    this.reporter.add(kind, code, 'error', loc, this.thread(w, lane), message, hint, related);
    w.killed |= 1 << lane;
  }

  /** Reports a diagnostic for one lane without stopping it. */
  laneReport(
    w: Warp, lane: number, kind: DiagnosticKind, code: DiagnosticCode, severity: 'error' | 'warning' | 'note',
    loc: Loc, message: () => string, hint?: Hint, related?: () => RelatedInfo[],
  ): void {
    this.reporter.add(kind, code, severity, loc, this.thread(w, lane), message, hint, related);
  }

  /** Adds lane-steps and ends the run when the budget is spent. */
  step(n: number): void {
    this.counts.laneSteps += n;
    if (this.counts.laneSteps > this.budget) throw new BudgetExceeded();
  }
}
