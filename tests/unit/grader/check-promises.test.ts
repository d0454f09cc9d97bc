/**
 * `warp-school check`'s promises: launch shapes a statement speaks of must be launched by
 * some test, and every rule must be stated (the requirements listed under the statement).
 */
import { describe, expect, it } from 'vitest';
import { exerciseSpec } from '../../../src/schema';
import { missingShapes, unstatedRules } from '../../../src/grader/check-promises';
import { ruleStatements } from '../../../src/grader/rule-statements';

const base = {
  title: 'T', launch: { grid: 1, block: 32 },
  params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads' }],
};

describe('launch shapes the statement promises', () => {
  it('asks for a 3-D block when the statement speaks of threadIdx.z, until a test launches one', () => {
    const s = exerciseSpec.parse({ ...base, summary: 'Use `threadIdx.z` too.', tests: { fixed: [{ name: 'a' }] } });
    expect(missingShapes(s)).toEqual(['a 3-D block (blockDim.z > 1)']);
    const t = exerciseSpec.parse({ ...base, summary: 'Use `threadIdx.z` too.', tests: { fixed: [{ name: 'a', launch: { grid: 1, block: [4, 4, 4] } }] } });
    expect(missingShapes(t)).toEqual([]);
  });

  it('asks for a partial warp, several blocks and a 2-D grid where promised', () => {
    const s = exerciseSpec.parse({ ...base, summary: 'Works for a partial warp, in every block, with `blockIdx.y`.', tests: { fixed: [{ name: 'a' }] } });
    expect(missingShapes(s)).toEqual([
      'a 2-D or 3-D grid (gridDim.y or gridDim.z > 1)',
      'a partial warp (threads per block not a multiple of 32)',
      'several blocks (a grid of more than one block)',
    ]);
    const t = exerciseSpec.parse({ ...base, summary: 'Works for a partial warp, in every block, with `blockIdx.y`.', tests: { fixed: [{ name: 'a' }], random: { count: 2, launches: [{ grid: [2, 3], block: 40 }] } } });
    expect(missingShapes(t)).toEqual([]);
  });
});

describe('rules the statement names', () => {
  const rules = {
    require: [{ anyOf: ['__shfl_down_sync', '__shfl_xor_sync'] }, { anyOf: ['__ballot_sync'] }],
    forbid: [{ names: ['atomicAdd'] }, { names: ['__reduce_add_sync', '__reduce_max_sync', '__reduce_min_sync'] }],
    noShared: {}, maxShuffles: { perWarp: 5 }, maxAtomics: { perWarp: 1 },
  };

  it('lists every rule as a requirement sentence', () => {
    const s = exerciseSpec.parse({ ...base, summary: 'Sum.', tests: { fixed: [{ name: 'a' }] }, rules });
    expect(ruleStatements(s.rules)).toEqual([
      'Use `__shfl_down_sync` or `__shfl_xor_sync`.',
      'Use `__ballot_sync`.',
      'Do not use `atomicAdd`.',
      'Do not use `__reduce_add_sync`, `__reduce_max_sync`, or `__reduce_min_sync`.',
      'Use no shared memory (no `__shared__` arrays).',
      'At most 5 shuffles (`__shfl*_sync` calls) per warp.',
      'At most 1 atomic operation per warp (each lane\'s atomic counts).',
    ]);
    expect(unstatedRules(s)).toEqual([]);
  });
});
