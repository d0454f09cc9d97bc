/**
 * Hidden tests: an assignment's secret turns into one seed per exercise, which replaces
 * the exercise's public seeds (random test inputs, launches and adversarial schedules,
 * src/grader/tests.ts and grade-core.ts), so a submission cannot be fitted to tests the
 * learner has seen.
 */
import type { ExerciseSpec } from '../../schema';
import type { SeedPolicy } from '../../schema/assignment';
import { mixSeed } from '../prng';

/** FNV-1a hash of a string, as an unsigned 32-bit number. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(s)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A policy with its secret resolved: `null` secret means public seeds. */
export interface ResolvedSeeds {
  secret: number | null;
  count?: number;
  /** Where the secret came from, for the report (`env WARP_SCHOOL_SEED`, `file`, `public`). */
  from: string;
}

/**
 * Resolves `policy` against the environment. Returns an error message when a hidden
 * policy has no secret (no `seed` and the variable is unset or empty).
 */
export function resolveSeeds(policy: SeedPolicy, env: Record<string, string | undefined>): ResolvedSeeds | { error: string } {
  if (policy.policy === 'public') return { secret: null, from: 'public' };
  const count = policy.count !== undefined ? { count: policy.count } : {};
  const fromEnv = env[policy.env];
  if (fromEnv !== undefined && fromEnv !== '') return { secret: hashString(fromEnv), from: `env ${policy.env}`, ...count };
  if (policy.seed !== undefined) return { secret: policy.seed >>> 0, from: 'file', ...count };
  return { error: `the assignment's hidden seeds need a secret: set the environment variable ${policy.env} (or give \`seeds.seed\` in a file learners cannot read)` };
}

/** `spec` with its random tests drawn from the secret (unchanged for public seeds). */
export function withSeeds(spec: ExerciseSpec, id: string, seeds: ResolvedSeeds): ExerciseSpec {
  if (seeds.secret === null) return spec;
  const seed = mixSeed(seeds.secret, hashString(id)) | 0;
  const r = spec.tests.random;
  const count = seeds.count ?? r.count;
  return { ...spec, tests: { ...spec.tests, random: { ...r, seed, hiddenSeed: mixSeed(seed, 0x41dde7) | 0, count } } };
}
