/**
 * Hints name the most likely fix first, and never only a remedy an exercise may forbid
 * (lesson 2's exercises forbid `__syncthreads()`): a read of an element no thread wrote
 * leads with the index, a race between warps leads with the index, a race inside a warp
 * with `__syncwarp()`, and a caller missing from its own mask at the top level of the
 * kernel with the full mask.
 */
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_BALLOT, iota, ints, lineOf, run, zeros } from './helpers';


/** Lesson 2, "Pass a value to the next lane through shared memory", with the wrap to
 * lane 0 forgotten: lane 31 of each warp reads `s[t + 1]`, one past its warp's part. */
const NO_WRAP = `export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  s[t] = values[gid];
  __syncwarp();
  out[gid] = s[t + 1];
}`;

describe('hints that point at the mistake', () => {
  it('leads an unwritten shared element with the index: lane 31 of a lone warp reads `s[32]`', () => {
    const r = run(NO_WRAP, 32, { values: ints(iota(32)), out: zeros(32) });
    const d = r.diagnostics.find((x) => x.code === 'E-UNDEFINED-STORE')!;
    expect(d.line).toBe(lineOf(NO_WRAP, 'out[gid] ='));
    expect(d.threads!.map((t) => t.lane)).toEqual([31]);
    expect(d.hint).toBe('No thread wrote `s[32]` before this read: check the index (one past the last element written?), and if another thread does write it, order that write before this read (`__syncwarp()` within a warp, `__syncthreads()` across warps).');
    // Lanes 0..30 read their right neighbour.
    expect(r.args.out!.slice(0, 31)).toEqual(iota(31, (i) => i + 1));
  });

  it('leads a race between two warps with the index, and offers `__syncthreads()` only as the second remedy', () => {
    // Warp 0 runs first: its lane 31 reads s[32] at line 7, then lane 0 of warp 1 writes it at line 5.
    const r = run(NO_WRAP, 64, { values: ints(iota(64)), out: zeros(64) });
    const d = r.diagnostics.find((x) => x.kind === 'race')!;
    expect(d).toMatchObject({ code: 'E-RACE-RW', line: lineOf(NO_WRAP, 's[t] = values') });
    expect(d.hint).toBe('Threads of two different warps access `s[32]`: check the index first (one past the last element this warp writes?); if the warps really must share it, order the write and the read with `__syncthreads()` (`__syncwarp()` orders only lanes of one warp), or publish with `__threadfence()` and an atomic flag.');
  });

  it('leads a race between lanes of one warp with `__syncwarp()`, not `__syncthreads()`', () => {
    const src = NO_WRAP.replace('  __syncwarp();\n', '').replace('s[t + 1]', 's[(t + 1) % 32]');
    const r = run(src, 32, { values: ints(iota(32)), out: zeros(32) });
    const d = r.diagnostics.find((x) => x.kind === 'race')!;
    expect(d.code).toBe('E-RACE-WR');
    expect(d.hint).toMatch(/^Under Independent Thread Scheduling lanes of a warp are not in lockstep: separate the write and the read with `__syncwarp\(\)`/);
    expect(d.hint).not.toContain('__syncthreads');
  });

  it('leads two writers of one element with the index', () => {
    const src = `export function kernel(out: int[]) {
  const s = __shared__<int>(32);
  s[0] = int(threadIdx.x);
  __syncwarp();
  out[threadIdx.x] = s[0];
}`;
    const d = run(src, 32, { out: zeros(32) }).diagnostics.find((x) => x.kind === 'race')!;
    expect(d.code).toBe('E-RACE-WW');
    expect(d.hint).toMatch(/^Two threads wrote `s\[0\]`: check how the index is computed/);
  });

  it('tells a whole warp that passed `1 << src` as the mask to pass 0xffffffff: the mask is not the lane to read', () => {
    const src = `export function kernel(values: int[], out: int[]) {
  const t: int = threadIdx.x;
  const src: int = 3;
  out[t] = __shfl_sync(1 << src, values[t], src);
}`;
    const r = run(src, 32, { values: ints(iota(32)), out: zeros(32) });
    const d = r.diagnostics.find((x) => x.code === 'E-MASK-SELF')!;
    // Every lane but 3 calls with mask 0x00000008, which does not name it.
    expect(d.threads!.map((t) => t.lane)).toEqual(iota(32).filter((l) => l !== 3));
    expect(d.hint).toBe('Every lane of the warp makes this call, so pass `0xffffffff`; the mask names the lanes that take part, not the lane to read (that is the `srcLane` argument).');
  });

  it('keeps the branch advice when only the lanes of a branch make the call', () => {
    const src = `export function kernel(values: int[], out: int[]) {
  const t: int = threadIdx.x;
  let v: int = values[t];
  if (t < 16) v = __shfl_sync(0xffff0000, v, 0);
  out[t] = v;
}`;
    const d = run(src, 32, { values: ints(iota(32)), out: zeros(32) }).diagnostics.find((x) => x.code === 'E-MASK-SELF')!;
    expect(d.threads!.map((t) => t.lane)).toEqual(iota(16));
    expect(d.hint).toContain('for example from `__ballot_sync` before the branch');
  });

  it('asks for one call site that every lane of the mask reaches (a vote before the branch), not one after it', () => {
    const src = CROSS_SITE_BALLOT;
    const d = run(src, 32, { out: zeros(32, 'uint') }).diagnostics.find((x) => x.code === 'W-CROSS-SITE')!;
    expect(d.hint).toBe('Call it once where every lane of the mask reaches it (for a vote, before the branch), so that one call site serves all lanes.');
  });
});
