import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../../../src/grader';
import { checkRules, structureOf } from '../../../src/grader/structure';
import { compile } from '../../../src/lang';
import { exerciseSpec, rules as rulesSchema } from '../../../src/schema';

/** Compiles `source` (it must compile) and returns the names its functions call. */
function names(source: string): string[] {
  const r = compile(source);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return [...structureOf(r.program!.functions).intrinsics.keys()].sort();
}

describe('structural rules see cooperative-groups calls (cg.<function>, <group type>.<member>)', () => {
  it('names the cg functions and the members of tiles, coalesced groups and the block', () => {
    const src = `
export function kernel(v: int[], out: int[]) {
  const block = cg.this_thread_block();
  const tile = cg.tiled_partition<8>(block);
  let x = v[threadIdx.x];
  x += tile.shfl_down(x, 4);
  block.sync();
  if (x > 0) {
    const g = cg.coalesced_threads();
    out[threadIdx.x] = g.ballot(x > 3) + cg.reduce(g, x, cg.plus<int>());
  }
  out[threadIdx.x] += __popc(tile.ballot(x > 1));
}`;
    expect(names(src)).toEqual([
      '__popc', 'cg.coalesced_threads', 'cg.reduce', 'cg.this_thread_block', 'cg.tiled_partition',
      'coalesced_group.ballot', 'thread_block.sync', 'thread_block_tile.ballot', 'thread_block_tile.shfl_down',
    ]);
  });

  it('names a member called on a group parameter of a device function, and a partition', () => {
    const src = `
function top(t: cg.thread_block_tile<16>, x: int): int {
  return t.shfl(x, 0);
}
export function kernel(out: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const p = cg.labeled_partition(tile, int(threadIdx.x % 3));
  out[threadIdx.x] = top(tile, int(p.size()));
}`;
    expect(names(src)).toEqual(['cg.labeled_partition', 'cg.this_thread_block', 'cg.tiled_partition', 'coalesced_group.size', 'thread_block_tile.shfl']);
  });

  it('require and forbid rules pass and fail on those names', () => {
    const r = compile(`export function kernel(out: int[]) {
  const tile = cg.tiled_partition<4>(cg.this_thread_block());
  out[threadIdx.x] = tile.shfl_xor(int(threadIdx.x), 1);
}`);
    const structure = structureOf(r.program!.functions);
    const rules = rulesSchema.parse({
      require: [{ anyOf: ['thread_block_tile.shfl_xor', 'cg.reduce'] }, { anyOf: ['coalesced_group.ballot'] }],
      forbid: [{ names: ['__shfl_xor_sync'] }, { names: ['thread_block_tile.shfl_xor'], message: 'not with tiles' }],
    });
    const out = checkRules(rules, structure, []);
    expect(out.map((x) => [x.id, x.passed])).toEqual([
      ['require:thread_block_tile.shfl_xor|cg.reduce', true],
      ['require:coalesced_group.ballot', false],
      ['forbid:__shfl_xor_sync', true],
      ['forbid:thread_block_tile.shfl_xor', false],
    ]);
    expect(out[3]!.message).toBe('not with tiles: `thread_block_tile.shfl_xor` (line 3)');
  });

  it('a tile\'s shuffles count against maxShuffles as the __shfl_*_sync rendezvous they are (3 per warp of 32)', () => {
    // Three shfl_down steps of a tile of 8: each is one __shfl_down_sync of the tile's mask;
    // the four tiles of a warp make theirs with four different masks, so a warp counts
    // 4 tiles x 3 = 12 rendezvous, or 3 per tile.
    const spec = exerciseSpec.parse({
      title: 't', summary: 'Sum each tile of 8 with shuffles.', launch: { grid: 1, block: 32 },
      params: [{ name: 'v', type: 'int[]', length: 'threads' }, { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 }],
      tests: { fixed: [{ name: 'ones', args: { v: { kind: 'constant', value: 1 } } }] },
      rules: { maxShuffles: { perWarp: 12 } }, schedules: 0,
    });
    const src = `export function kernel(v: int[], out: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  let x = v[threadIdx.x];
  for (let d: uint = 4; d > 0; d >>= 1) x += tile.shfl_down(x, d);
  out[threadIdx.x] = x;
}`;
    const r = gradeSubmission(spec, src, src);
    expect(r.passed).toBe(true);
    expect(r.rules.find((x) => x.id === 'maxShuffles')!.message).toBe('12 shuffles per warp (at most 12)');
  });
});
