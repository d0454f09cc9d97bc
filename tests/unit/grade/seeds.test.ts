/** Hidden seeds: the assignment's secret replaces the public seeds of random tests and
 * adversarial schedules; the environment variable wins over the file. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { concreteTests, schedulesFor } from '../../../src/grader';
import { loadExercise, resolveSeeds, withSeeds, hashString } from '../../../src/grader/batch';
import type { ExerciseSpec } from '../../../src/schema';

const ex = loadExercise(join(process.cwd(), 'content'), '03-shuffles/01-broadcast');
if ('error' in ex) throw new Error(ex.error);
const spec: ExerciseSpec = ex.spec;
const inputs = (s: ExerciseSpec, hidden: boolean) => concreteTests(s, hidden).filter((t) => t.source === 'random').map((t) => t.args);

describe('hidden seeds', () => {
  it('hashes strings with FNV-1a (the empty string is the offset basis 0x811c9dc5; "a" is 0xe40c292c)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });

  it('leaves the spec alone under the public policy', () => {
    const s = resolveSeeds({ policy: 'public' }, {});
    expect(s).toEqual({ secret: null, from: 'public' });
    expect(withSeeds(spec, ex.id, s as never)).toBe(spec);
  });

  it('draws other random inputs and other adversarial schedules than the public seed', () => {
    const s = resolveSeeds({ policy: 'hidden', env: 'X', seed: 42 }, {});
    if ('error' in s) throw new Error(s.error);
    const hidden = withSeeds(spec, ex.id, s);
    expect(inputs(hidden, true)).not.toEqual(inputs(spec, false));
    expect(schedulesFor(hidden, 0, 3)).not.toEqual(schedulesFor(spec, 0, 3));
    expect(hidden.tests.fixed).toEqual(spec.tests.fixed);
  });

  it('gives each exercise its own seed from one secret', () => {
    const s = resolveSeeds({ policy: 'hidden', env: 'X', seed: 42 }, {});
    if ('error' in s) throw new Error(s.error);
    expect(withSeeds(spec, 'a/b', s).tests.random.seed).not.toBe(withSeeds(spec, 'c/d', s).tests.random.seed);
  });

  it('prefers the environment variable to the seed in the file', () => {
    expect(resolveSeeds({ policy: 'hidden', env: 'SECRET', seed: 1 }, { SECRET: 'pear' })).toEqual({ secret: hashString('pear'), from: 'env SECRET' });
    expect(resolveSeeds({ policy: 'hidden', env: 'SECRET', seed: 1 }, { SECRET: '' })).toEqual({ secret: 1, from: 'file' });
  });

  it('refuses a hidden policy with no secret, naming the variable to set', () => {
    expect(resolveSeeds({ policy: 'hidden', env: 'WARP_SCHOOL_SEED' }, {})).toEqual({ error: expect.stringContaining('set the environment variable WARP_SCHOOL_SEED') });
  });

  it('overrides the number of random tests when the policy sets `count`', () => {
    const s = resolveSeeds({ policy: 'hidden', env: 'X', seed: 3, count: 12 }, {});
    if ('error' in s) throw new Error(s.error);
    expect(concreteTests(withSeeds(spec, ex.id, s), true).filter((t) => t.source === 'random')).toHaveLength(12);
  });
});
