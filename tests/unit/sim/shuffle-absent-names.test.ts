/**
 * The undefined value of a shuffle that read an absent lane says which warp's lanes are
 * meant: in a block of 48 threads warp 1 is partial (lanes 0-15), so lane 0 of warp 1
 * reading lane 16 reads a lane that does not exist, while lane 16 of warp 0 does.
 */
import { describe, expect, it } from 'vitest';
import { errors, run, zeros } from './helpers';

describe('a shuffle from a missing lane of a partial warp', () => {
  it('names the reading lane and the missing lane with their warp', () => {
    const src = `export function kernel(out: int[]): void {
  const t: int = threadIdx.x;
  const v: int = __shfl_xor_sync(0xffffffff, t, 16);
  out[t] = v;
}`;
    const r = run(src, 48, { out: zeros(48) });
    // Warp 0: lane l reads lane l ^ 16 (both exist): t ^ 16. Warp 1 (threads 32-47): every
    // lane reads lane l ^ 16, which does not exist: undefined (null).
    expect(r.args.out!.slice(0, 32)).toEqual(Array.from({ length: 32 }, (_, l) => l ^ 16));
    expect(r.args.out!.slice(32)).toEqual(new Array(16).fill(null));
    const e = errors(r);
    expect(e.length).toBeGreaterThan(0);
    expect(e[0]!.message).toMatch(/in lane 0 of warp 1 \(thread \(32,0,0\)\) at line 3 read lane 16 of warp 1, but lane 16 of warp 1 does not exist/);
  });
});
