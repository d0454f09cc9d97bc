/**
 * The trace a step-through shows: the warp-level operations of every warp of one block
 * of one run, capped in size so it crosses the worker boundary quickly (docs/language.md §6
 * "Trace"), with the run's deadlock and race diagnostics for that block. Plain data,
 * DOM-free, structured-clone safe.
 */
import type { Diagnostic } from '../lang/diagnostics';
import type { Dim3, LaunchConfig, RunResult, TraceOp } from '../sim/types';

/** Operations kept per warp (the rest are counted in `omitted`). */
export const MAX_OPS_PER_WARP = 200;
/** Warps of the block kept (a block has at most 32 warps: 1024 threads, Programming Guide §K.1). */
export const MAX_WARPS = 32;

/** One warp's operations, in order, and how many were left out after the cap. */
export interface StepWarp {
  /** Warp index within the block. */
  warp: number;
  /** Bitmask of lanes that exist (a partial last warp lacks the top lanes, Programming Guide §7.1). */
  validLanes: number;
  ops: TraceOp[];
  omitted: number;
}

/** What the step-through panel shows for one run. */
export interface StepTrace {
  /** Where the run came from, in words (e.g. a test name and schedule, or "playground run"). */
  label: string;
  launch: LaunchConfig;
  /** The block traced (x, y, z). */
  block: Dim3;
  warps: StepWarp[];
  /** The warp to show first: the first error diagnostic's warp in this block, else 0. */
  initialWarp: number;
  /** Deadlock and race diagnostics of this block (the last step shows them). */
  diagnostics: Diagnostic[];
}

/** Linear index of block `b` in `grid` (x fastest, as `blockIdx` is linearised in CUDA). */
export function blockIndex(b: Dim3, grid: Dim3): number {
  return b[0] + grid[0] * (b[1] + grid[1] * b[2]);
}

/** Block `i` (linear) of `grid` as (x, y, z). */
export function blockAt(i: number, grid: Dim3): Dim3 {
  return [i % grid[0], Math.floor(i / grid[0]) % grid[1], Math.floor(i / (grid[0] * grid[1]))];
}

const same = (a: Dim3, b: Dim3): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** Warp of a thread within its block (linear thread index / 32, Programming Guide §4.1). */
export function warpOfThread(thread: Dim3, blockDim: Dim3): number {
  return Math.floor((thread[0] + blockDim[0] * (thread[1] + blockDim[1] * thread[2])) / 32);
}

/**
 * Cuts a traced run down to block `blockLinear` (0 = the first block; the simulator
 * traces only the first few blocks, so a later block has no warps here): at most
 * {@link MAX_OPS_PER_WARP} operations per warp. `result.trace` must be present (run with
 * `RunOptions.trace`); a missing trace is an engine bug and throws.
 */
export function capTrace(result: RunResult, launch: LaunchConfig, label: string, blockLinear = 0): StepTrace {
  if (!result.trace) throw new Error('capTrace: the run was made without `trace: true`');
  const total = launch.grid[0] * launch.grid[1] * launch.grid[2];
  const block = blockAt(Math.max(0, Math.min(total - 1, blockLinear)), launch.grid);
  const threads = launch.block[0] * launch.block[1] * launch.block[2];
  const warps: StepWarp[] = result.trace
    .filter((t) => same(t.block, block))
    .sort((a, b) => a.warp - b.warp)
    .slice(0, MAX_WARPS)
    .map((t) => {
      const n = Math.min(32, threads - t.warp * 32);
      return {
        warp: t.warp,
        validLanes: n >= 32 ? 0xffffffff : ((1 << n) - 1) >>> 0,
        ops: t.ops.slice(0, MAX_OPS_PER_WARP),
        omitted: Math.max(0, t.ops.length - MAX_OPS_PER_WARP),
      };
    });
  const inBlock = (d: Diagnostic): boolean => (d.threads ?? []).some((th) => same(th.block, block));
  const diagnostics = result.diagnostics.filter((d) => (d.kind === 'deadlock' || d.kind === 'race') && d.message !== '' && inBlock(d));
  const firstError = result.diagnostics.find((d) => d.severity === 'error' && inBlock(d));
  const th = firstError?.threads?.find((t) => same(t.block, block));
  const initialWarp = th ? warpOfThread(th.thread, launch.block) : 0;
  return { label, launch, block, warps, initialWarp: warps.some((w) => w.warp === initialWarp) ? initialWarp : warps[0]?.warp ?? 0, diagnostics };
}
