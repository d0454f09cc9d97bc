/**
 * One static `__syncthreads()` reached at different places of the program (Programming
 * Guide §10.6: a barrier in conditional code is defined only if the condition is the same
 * in the whole block): through different calls of the device function that holds it (nvcc
 * inlines each call into a barrier of its own), or in different passes of a loop around it.
 * Both are `E-BARRIER-SITES`, for every waiting thread, under every schedule; the same
 * barrier reached by every thread at one place is clean. Expected verdicts follow from
 * §10.6; the kernels are reduced from public reports (CUDA.jl #797: a barrier in a function
 * called from both arms hung).
 */
import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../src/sim/types';
import { errors, iota, run, zeros } from './helpers';

const schedules: Schedule[] = [{ kind: 'default' }, { kind: 'adversarial', seed: 3 }, { kind: 'adversarial', seed: 9 }];

function verdicts(src: string, block: number): { codes: string[]; threads: number; messages: string[] }[] {
  return schedules.map((schedule) => {
    const e = errors(run(src, block, { out: zeros(block) }, { schedule }));
    return { codes: [...new Set(e.map((d) => d.code))], threads: e.reduce((n, d) => n + d.threads!.length, 0), messages: e.map((d) => d.message) };
  });
}

describe('one __syncthreads() at different places', () => {
  it('reports a barrier in a device function called from both arms of a divergent if', () => {
    const src = `function stage(s: int[], t: int, v: int): int {
  s[t] = v;
  __syncthreads();
  return s[t ^ 32];
}
export function kernel(out: int[]): void {
  const s = __shared__<int>(64);
  const t: int = threadIdx.x;
  if (t < 32) out[t] = stage(s, t, t);
  else out[t] = stage(s, t, 100 + t);
}`;
    for (const v of verdicts(src, 64)) {
      expect(v.codes).toEqual(['E-BARRIER-SITES']);
      expect(v.threads).toBe(64);
      expect(v.messages[0]).toMatch(/through different calls of the function .* at line 3 \(called from line 9\), and warp 1 lanes 0–31 at line 3 \(called from line 10\)/);
    }
  });

  it('reports a barrier inside `if (warp == i)` in a loop over i, reached by the warps in different passes', () => {
    const src = `export function kernel(out: int[]): void {
  const s = __shared__<int>(64);
  const t: int = threadIdx.x;
  let r: int = -1;
  for (let i: int = 0; i < 2; i++) {
    if ((t >> 5) == i) {
      s[t] = t;
      __syncthreads();
      r = s[t ^ 32];
    }
  }
  out[t] = r;
}`;
    for (const v of verdicts(src, 64)) {
      expect(v.codes).toContain('E-BARRIER-SITES');
      expect(v.messages.find((m) => m.includes('passes'))).toMatch(/warp 0 lanes 0–31 at line 8 in pass 1 of the loop at line 5, and warp 1 lanes 0–31 at line 8 in pass 2 of the loop at line 5/);
    }
  });

  it('reports the two halves of one warp meeting at a barrier in different passes', () => {
    const src = `export function kernel(out: int[]): void {
  const t: int = threadIdx.x;
  let r: int = 0;
  for (let i: int = 0; i < 2; i++) {
    if ((t >> 4) == i) {
      __syncthreads();
      r = i;
    }
  }
  out[t] = r;
}`;
    for (const v of verdicts(src, 32)) {
      expect(v.codes).toContain('E-BARRIER-SITES');
      expect(v.messages.find((m) => m.includes('passes'))).toMatch(/lanes 0–15 at line 6 in pass 1 .* lanes 16–31 at line 6 in pass 2/);
    }
  });

  it('names every warp that passed a barrier by in one message (barrier inside `if (t < 32)`, 4 warps)', () => {
    const src = `export function kernel(out: int[]): void {
  const t: int = threadIdx.x;
  if (t < 32) {
    __syncthreads();
  }
  out[t] = t;
}`;
    const e = errors(run(src, 128, { out: zeros(128) }));
    expect(e.map((d) => d.code)).toEqual(['E-BARRIER-PASSED']);
    expect(e[0]!.message).toMatch(/^warp 1 lanes 0–31; warp 2 lanes 0–31; warp 3 lanes 0–31 passed this `__syncthreads\(\)` by/);
  });

  it('accepts the same barrier reached by every thread at one place: a function called twice by all, a barrier in a uniform loop', () => {
    const src = `function stage(s: int[], t: int, v: int): int {
  s[t] = v;
  __syncthreads();
  const r: int = s[t ^ 32];
  __syncthreads();
  return r;
}
export function kernel(out: int[]): void {
  const s = __shared__<int>(64);
  const t: int = threadIdx.x;
  let a: int = stage(s, t, t);
  for (let i: int = 0; i < 3; i++) a += stage(s, t, i);
  out[t] = a + stage(s, t, 1000);
}`;
    for (const schedule of schedules) {
      const r = run(src, 64, { out: zeros(64) }, { schedule });
      expect(errors(r)).toEqual([]);
      // (t ^ 32) + (0 + 1 + 2) + 1000, derived by hand.
      expect(r.args.out).toEqual(iota(64, (t) => (t ^ 32) + 3 + 1000));
    }
  });
});
