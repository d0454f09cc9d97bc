/**
 * `__syncthreads()` orders the accesses of the threads that reach it (Programming Guide
 * §10.6: it "waits until all threads in the thread block have reached this point and all
 * global and shared memory accesses made by these threads prior to __syncthreads() are
 * visible to all threads in the block"). A thread that writes and then exits never reaches
 * the barrier: since Volta the barrier stops waiting for it (§20.6.2), but nothing orders its
 * write before the readers' loads after the barrier, so they race. Verdicts derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { errors, run, zeros } from './helpers';

const races = (src: string, block: number, n: number, seed?: number) => errors(run(src, block, { out: zeros(n) }, seed === undefined ? {} : { schedule: { kind: 'adversarial', seed } }))
  .filter((d) => d.kind === 'race');

describe('a write by a thread that exited before the barrier', () => {
  it('lanes 16–31 write and return, lanes 0–15 of the same warp pass __syncthreads() and read: a race naming the exit', () => {
    const src = `export function kernel(out: int[]) {
  const s = __shared__<int>(16);
  const lane = int(threadIdx.x);
  if (lane >= 16) {
    s[lane - 16] = lane;
    return;
  }
  __syncthreads();
  out[lane] = s[lane];
}`;
    for (const seed of [undefined, 1, 2]) {
      const r = races(src, 32, 16, seed);
      expect(r.map((d) => `${d.code} ${d.line}`)).toEqual(['E-RACE-WR 9']);
      expect(r[0]!.message).toContain('exited at line 6 before the `__syncthreads()`');
    }
  });

  it('a producer warp writes and returns, the consumer warp passes __syncthreads() and reads: a race', () => {
    const src = `export function kernel(out: int[]) {
  const s = __shared__<int>(32);
  const t = int(threadIdx.x);
  if (t >= 32) {
    s[t - 32] = t;
    return;
  }
  __syncthreads();
  out[t] = s[t];
}`;
    for (const seed of [undefined, 1, 2]) expect(races(src, 64, 32, seed).map((d) => d.code)).toEqual(['E-RACE-WR']);
  });

  it('is clean when the writers reach the barrier first and exit after it, even with a later barrier they miss', () => {
    const src = `export function kernel(out: int[]) {
  const s = __shared__<int>(32);
  const t = int(threadIdx.x);
  if (t >= 32) s[t - 32] = t;
  __syncthreads();
  if (t >= 32) return;
  __syncthreads();
  out[t] = s[t];
}`;
    for (const seed of [undefined, 1, 2]) expect(races(src, 64, 32, seed)).toEqual([]);
  });

  it('is clean when a lane that reaches the barrier learned of the write through __syncwarp() first: the order is transitive (PTX ISA §8.8), for a reader in another warp or outside the __syncwarp mask', () => {
    const otherWarp = `export function kernel(out: int[]) {
  const s = __shared__<int>(32);
  const t = int(threadIdx.x);
  if (t >= 32) {
    if (t >= 48) {
      s[t - 48] = t;
    }
    __syncwarp();
    if (t >= 48) return;
  }
  __syncthreads();
  if (t < 16) out[t] = s[t];
}`;
    const outsideMask = `export function kernel(out: int[]) {
  const s = __shared__<int>(8);
  const t = int(threadIdx.x);
  if (t >= 16) {
    if (t >= 24) s[t - 24] = t;
    __syncwarp(0xffff0000);
    if (t >= 24) return;
  }
  __syncthreads();
  if (t < 8) out[t] = s[t];
}`;
    for (const seed of [undefined, 1, 2, 3]) {
      const o = seed === undefined ? {} : { schedule: { kind: 'adversarial' as const, seed } };
      const a = run(otherWarp, 64, { out: zeros(16) }, o);
      expect(errors(a)).toEqual([]);
      expect(a.args.out).toEqual(Array.from({ length: 16 }, (_, i) => 48 + i));
      const b = run(outsideMask, 32, { out: zeros(8) }, o);
      expect(errors(b)).toEqual([]);
      expect(b.args.out).toEqual(Array.from({ length: 8 }, (_, i) => 24 + i));
    }
    // Without the __syncwarp the write reaches no lane of the barrier: a race again.
    expect(races(outsideMask.replace('    __syncwarp(0xffff0000);\n', ''), 32, 8).map((d) => d.code)).toEqual(['E-RACE-WR']);
  });

  it('is clean when the writer lanes order their writes with __syncwarp() before exiting and the readers are of their warp', () => {
    const src = `export function kernel(out: int[]) {
  const s = __shared__<int>(16);
  const lane = int(threadIdx.x);
  if (lane >= 16) s[lane - 16] = lane;
  __syncwarp();
  if (lane >= 16) return;
  __syncthreads();
  out[lane] = s[lane];
}`;
    for (const seed of [undefined, 1, 2]) expect(races(src, 32, 16, seed)).toEqual([]);
  });
});
