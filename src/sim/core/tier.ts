/**
 * The simulator's two implementation tiers, which must give identical runs: the same values,
 * diagnostics (codes, lanes, lines, messages), printf output and counts.
 *
 * - `fast` (the default): specialised per-operator loops, one-site collectives without a
 *   rendezvous record, table-driven shuffles, gathers, constant operands read once. Each
 *   falls back to the general path, having changed nothing, whenever its preconditions fail.
 * - `precise`: only the general per-lane paths, which are the reference the fast ones are
 *   held to (tests/unit/sim/tiers.test.ts compares the two on every course exercise, the
 *   hardware cases and generated programs).
 *
 * A run takes its tier from `RunOptions.tier`, else from the environment variable
 * `WARP_SIM_TIER` where there is one (Node), else `fast`. Compilation happens under the tier
 * of the run that needs it (`compileTier`), so the compile-side specialisations consult
 * {@link fastBodies} while a program is being compiled.
 */
export type Tier = 'fast' | 'precise';

/** The tier a run uses when its options name none. */
export function defaultTier(): Tier {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.WARP_SIM_TIER === 'precise' ? 'precise' : 'fast';
}

let compiling: Tier = 'fast';

/** Runs `compile` with the compile-side specialisations of `tier` (synchronous). */
export function compileTier<T>(tier: Tier, compile: () => T): T {
  const before = compiling;
  compiling = tier;
  try {
    return compile();
  } finally {
    compiling = before;
  }
}

/** Whether the program being compiled may use specialised instruction bodies. */
export function fastBodies(): boolean {
  return compiling === 'fast';
}
