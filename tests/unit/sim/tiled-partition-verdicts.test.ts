/**
 * `cg.tiled_partition<N>(parent)` is a collective operation of its parent (Programming Guide
 * §11.5.1: "The tiled_partition method is a collective operation that partitions the parent
 * group"; "the implementation may cause the calling thread to wait until all the members of
 * the parent group have invoked the operation"). CUDA 13's implementation of tiles up to 32
 * threads waits for no one, so the values are those of every caller going on at once; a
 * member of the parent that passes the call by (reaches the end of a region around it
 * without making it, then exits) makes the program invalid whatever the schedule
 * (docs/language.md §5b, §6). Expected values and verdicts are derived by hand.
 */
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../../src/sim';
import { errors, iota, run, zeros } from './helpers';

const out = (r: RunResult): number[] => r.args.out!.map((x) => Number(x));
const passed = (r: RunResult) => errors(r).filter((d) => d.code === 'E-MASK-PASSED');
const SCHEDULES = [undefined, ...[1, 2, 3, 4, 5].map((seed) => ({ kind: 'adversarial' as const, seed }))];

describe('tiled_partition made by part of its parent', () => {
  it('a tile made in iteration 0 by every thread, after which half return, then in iteration 1 by the rest: clean (the returned threads left before the second call)', () => {
    const src = `export function kernel(out: int[]) {
  for (let k = 0; k < 2; k++) {
    if (blockDim.x > 0) {
      const tile = cg.tiled_partition<16>(cg.this_thread_block());
      out[threadIdx.x] += int(tile.thread_rank());
    }
    if (k == 0 && threadIdx.x >= 16) return;
  }
}`;
    for (const schedule of SCHEDULES) {
      const r = run(src, 32, { out: zeros(32) }, schedule ? { schedule } : {});
      expect(errors(r), JSON.stringify(schedule)).toEqual([]);
      // Lanes 0-15 add their rank twice, lanes 16-31 once.
      expect(out(r)).toEqual(iota(32, (i) => (i < 16 ? 2 * i : i - 16)));
    }
  });

  it('tiles of a tile in a loop whose trip count differs between the parent tiles (3 and 4) but not within one: clean under 30 schedules', () => {
    const src = `export function kernel(out: int[]) {
  const t16 = cg.tiled_partition<16>(cg.this_thread_block());
  const lane = int(threadIdx.x);
  for (let k: int = 0; k < 3 + (int(threadIdx.x) / 16) % 2; k++) {
    const t4 = cg.tiled_partition<4>(t16);
    out[lane] += int(t4.thread_rank()) + k;
  }
}`;
    for (let seed = 0; seed <= 30; seed++) {
      const schedule = seed === 0 ? { kind: 'default' as const } : { kind: 'adversarial' as const, seed };
      const r = run(src, 32, { out: zeros(32) }, { schedule });
      expect(errors(r), `seed ${seed}`).toEqual([]);
      // Lanes 0-15: 3 × rank + (0 + 1 + 2); lanes 16-31: 4 × rank + (0 + 1 + 2 + 3).
      expect(out(r), `seed ${seed}`).toEqual(iota(32, (i) => (i < 16 ? 3 * (i & 3) + 3 : 4 * (i & 3) + 6)));
    }
  });

  it('members that pass it by at two levels are named region by region, the same under every schedule', () => {
    const src = `export function kernel(out: int[]) {
  const block = cg.this_thread_block();
  const lane = int(threadIdx.x);
  if (lane < 28) {
    out[lane] = 1;
    if (lane < 16) {
      const tile = cg.tiled_partition<16>(block);
      out[lane] = int(tile.thread_rank());
    }
  }
}`;
    const messages = SCHEDULES.map((schedule) => passed(run(src, 32, { out: zeros(32) }, schedule ? { schedule } : {})).map((d) => `${d.line} ${d.message}`));
    for (const m of messages) expect(m).toEqual(messages[0]);
    expect(messages[0]).toHaveLength(1);
    expect(messages[0]![0]).toContain('lanes 16–31, members of the parent, passed it by: lanes 16–27 reached the end of the `if` (lines 6–9) and lanes 28–31 reached the end of the `if` (lines 4–10)');
  });

  it('made in both arms of an if (every thread makes one): a portability warning at the first site, no error', () => {
    const src = `export function kernel(out: int[]) {
  const block = cg.this_thread_block();
  const lane = int(threadIdx.x);
  if (lane < 16) {
    const t = cg.tiled_partition<16>(block);
    out[lane] = int(t.thread_rank());
  } else {
    const t = cg.tiled_partition<16>(block);
    out[lane] = 100 + int(t.thread_rank());
  }
}`;
    for (const schedule of SCHEDULES) {
      const r = run(src, 32, { out: zeros(32) }, schedule ? { schedule } : {});
      expect(errors(r)).toEqual([]);
      expect(r.diagnostics.filter((d) => d.severity === 'warning').map((d) => `${d.code} ${d.line}`)).toEqual(['W-CROSS-SITE 5']);
      expect(out(r)).toEqual(iota(32, (i) => (i < 16 ? i : 100 + i - 16)));
    }
  });

  it('half a warp makes a tile of the block inside if (lane < 16): lanes 16–31 passed it by, under every schedule; the tile still works (CUDA 13 waits for no one)', () => {
    const src = `export function kernel(out: int[]) {
  const block = cg.this_thread_block();
  const lane = int(threadIdx.x % 32);
  if (lane < 16) {
    const tile = cg.tiled_partition<16>(block);
    out[threadIdx.x] = tile.shfl(lane * 10, 3);
  }
}`;
    for (const schedule of SCHEDULES) {
      const r = run(src, 32, { out: zeros(32) }, schedule ? { schedule } : {});
      const e = passed(r);
      expect(e).toHaveLength(1);
      expect(e[0]!.line).toBe(5);
      expect(e[0]!.message).toContain('`cg.tiled_partition<16>` of the thread block');
      expect(e[0]!.message).toContain('lanes 16–31, members of the parent, passed it by');
      expect(e[0]!.message).toContain('the end of the `if` (lines 4–7)');
      // Rank 3 of tile 0 is lane 3: 30 in lanes 0–15; lanes 16–31 write nothing.
      expect(out(r)).toEqual(iota(32, (i) => (i < 16 ? 30 : 0)));
    }
  });

  it('warp 0 alone makes a 32-thread tile of a 64-thread block: warp 1, which skipped the `if` as a whole, passed it by', () => {
    const src = `export function kernel(out: int[]) {
  const block = cg.this_thread_block();
  const wid = int(threadIdx.x / 32);
  if (wid == 0) {
    const tile = cg.tiled_partition<32>(block);
    out[threadIdx.x] = int(tile.thread_rank());
  }
}`;
    for (const schedule of SCHEDULES) {
      const r = run(src, 64, { out: zeros(64) }, schedule ? { schedule } : {});
      const e = passed(r);
      expect(e).toHaveLength(1);
      expect(e[0]!.message).toContain('lanes 0–31 of warp 1');
      expect(out(r)).toEqual(iota(64, (i) => (i < 32 ? i : 0)));
    }
  });

  it('a tile of a tile inside a branch that half of each parent tile skips names the members of that parent', () => {
    const src = `export function kernel(out: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  if (tile.thread_rank() < 8) {
    const t4 = cg.tiled_partition<4>(tile);
    out[threadIdx.x] = int(t4.thread_rank());
  }
}`;
    const r = run(src, 32, { out: zeros(32) });
    const e = passed(r);
    expect(e).toHaveLength(1);
    expect(e[0]!.message).toContain('of a thread_block_tile<16>');
    expect(e[0]!.message).toMatch(/lanes (8–15|24–31), members of the parent/);
    expect(out(r)).toEqual(iota(32, (i) => ((i & 15) < 8 ? i & 3 : 0)));
  });

  it('is clean where the members that skip it returned before it (program order), where whole parent tiles skip it, and in a loop every lane runs alike', () => {
    const early = `export function kernel(out: int[], n: int) {
  if (int(threadIdx.x) >= n) return;
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  out[threadIdx.x] = int(tile.meta_group_rank());
}`;
    const wholeTiles = `export function kernel(out: int[]) {
  const t16 = cg.tiled_partition<16>(cg.this_thread_block());
  if (t16.meta_group_rank() == 1) {
    const t4 = cg.tiled_partition<4>(t16);
    out[threadIdx.x] = int(t4.meta_group_rank());
  }
}`;
    const loop = `export function kernel(out: int[]) {
  const block = cg.this_thread_block();
  for (let k = 0; k < 3; k++) {
    const tile = cg.tiled_partition<8>(block);
    out[threadIdx.x] += int(tile.thread_rank());
  }
}`;
    for (const schedule of SCHEDULES) {
      const o = schedule ? { schedule } : {};
      const a = run(early, 64, { out: zeros(64), n: { kind: 'scalar', type: 'int', value: 40 } }, o);
      expect(errors(a)).toEqual([]);
      expect(out(a)).toEqual(iota(64, (i) => (i < 40 ? i >> 4 : 0)));
      const b = run(wholeTiles, 32, { out: zeros(32) }, o);
      expect(errors(b)).toEqual([]);
      expect(out(b)).toEqual(iota(32, (i) => (i >= 16 ? (i & 15) >> 2 : 0)));
      const c = run(loop, 32, { out: zeros(32) }, o);
      expect(errors(c)).toEqual([]);
      expect(out(c)).toEqual(iota(32, (i) => 3 * (i & 7)));
    }
  });

  it('a loop whose trip count differs by lane: the lanes that leave early passed the tile of a later iteration by', () => {
    const src = `export function kernel(out: int[]) {
  const block = cg.this_thread_block();
  const lane = int(threadIdx.x);
  for (let k = 0; k < 1 + lane % 2; k++) {
    const tile = cg.tiled_partition<4>(block);
    out[lane] += int(tile.thread_rank());
  }
}`;
    const r = run(src, 32, { out: zeros(32) });
    const e = passed(r);
    expect(e).toHaveLength(1);
    expect(e[0]!.message).toContain('the exit of the loop');
    // Even lanes make one tile, odd lanes two: rank lane & 3, once or twice.
    expect(out(r)).toEqual(iota(32, (i) => (i & 3) * (1 + (i % 2))));
  });
});
