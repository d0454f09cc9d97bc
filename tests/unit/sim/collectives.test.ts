/**
 * Rendezvous rules of the `*_sync` intrinsics (docs/semantics.md §2; PTX ISA §9.7.13.9 etc.):
 * caller in mask, exited and missing lanes, call sites pairing, kinds not pairing.
 * Expected values are hand derivations or the H200 readings quoted in docs/semantics.md.
 */
import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../src/sim/types';
import { CROSS_SITE_BALLOT, errors, iota, kinds, lineOf, run, uints, zeros } from './helpers';

const F = '0xffffffff';

describe('warp collectives', () => {
  it('rejects a caller that is not in its own mask (`mask` error at the call, for that lane)', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  out[lane] = __ballot_sync(0x0000ffff, 1);
}`;
    const r = run(src, 32, { out: zeros(32, 'uint') });
    const e = errors(r).filter((d) => d.kind === 'mask');
    expect(e).toHaveLength(1);
    expect(e[0]!.threads!.map((t) => t.lane)).toEqual(iota(16, (i) => 16 + i));
    // Lanes 0–15 vote among themselves: bits 0–15 (PTX: a lane outside the mask contributes 0).
    expect(r.args.out!.slice(0, 16)).toEqual(iota(16, () => 0xffff));
    expect(r.args.out!.slice(16)).toEqual(new Array(16).fill(null));
  });

  it('lets exited lanes named in the mask be ignored (ballot after lanes 28–31 returned = 0x0fffffff)', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  if (lane >= 28) return;
  out[lane] = __ballot_sync(${F}, 1);
}`;
    const r = run(src, 32, { out: zeros(32, 'uint') });
    expect(r.args.out!.slice(0, 28)).toEqual(iota(28, () => 0x0fffffff));
    expect(errors(r)).toEqual([]);
  });

  it('counts the missing lanes of a partial warp as exited (block of 20, full mask)', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  out[lane] = __ballot_sync(${F}, 1) + uint(__all_sync(${F}, lane < 20));
}`;
    const r = run(src, 20, { out: zeros(20, 'uint') });
    expect(r.args.out).toEqual(iota(20, () => 0xfffff + 1));
  });

  it('combines ballots called at different lines in the two arms of an `if` into one (0xffffaaaa)', () => {
    const src = CROSS_SITE_BALLOT;
    const r = run(src, 32, { out: zeros(32, 'uint') });
    expect(r.args.out).toEqual(iota(32, () => 0xffffaaaa));
    expect(r.diagnostics.find((d) => d.code === 'W-CROSS-SITE')?.severity).toBe('warning');
  });

  it('combines `__reduce_add_sync` across the two arms (16·1 + 16·10 = 176)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let s: int;
  if (lane < 16) s = __reduce_add_sync(${F}, 1);
  else s = __reduce_add_sync(${F}, 10);
  out[lane] = s;
}`;
    expect(run(src, 32, { out: zeros(32) }).args.out).toEqual(iota(32, () => 176));
  });

  it('does not pair different kinds: a shuffle in one half and `__syncwarp()` in the other deadlock', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let v: int = lane;
  if (lane < 16) v = __shfl_sync(${F}, v, 0);
  else __syncwarp();
  out[lane] = v;
}`;
    const r = run(src, 32, { out: zeros(32) });
    const d = errors(r).filter((x) => x.kind === 'deadlock');
    expect(d.length).toBeGreaterThan(0);
    const text = d.map((x) => x.message).join('\n');
    expect(text).toContain('__shfl_sync');
    expect(text).toContain('__syncwarp');
    expect(d.some((x) => x.line === lineOf(src, '__shfl_sync'))).toBe(true);
  });

  it('does not pair `__shfl_sync` with `__shfl_down_sync`', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let v: int = lane;
  if (lane < 16) v = __shfl_sync(${F}, v, 0);
  else v = __shfl_down_sync(${F}, v, 1);
  out[lane] = v;
}`;
    expect(kinds(run(src, 32, { out: zeros(32) }))).toContain('deadlock');
  });

  it('does not pair the `int` and `unsigned` overloads of `__reduce_min_sync`', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let v: int = 0;
  if (lane < 16) v = __reduce_min_sync(${F}, lane);
  else v = int(__reduce_min_sync(${F}, uint(lane)));
  out[lane] = v;
}`;
    expect(kinds(run(src, 32, { out: zeros(32) }))).toContain('deadlock');
  });

  it('accepts disjoint masks in the two arms (`__syncwarp(0xffff)` / `__syncwarp(0xffff0000)`)', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  if (lane < 16) __syncwarp(0x0000ffff);
  else __syncwarp(0xffff0000);
  out[lane] = __activemask();
}`;
    const r = run(src, 32, { out: zeros(32, 'uint') });
    expect(errors(r)).toEqual([]);
    expect(r.args.out).toEqual(iota(32, () => 0xffffffff));
  });

  it('reports overlapping, different masks used at the same time (`__all_sync(lane == 0 ? 1 : F, 1)`)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  const m: uint = lane == 0 ? 1 : ${F};
  out[lane] = __all_sync(m, 1);
}`;
    expect(kinds(run(src, 32, { out: zeros(32) }))).toContain('mask');
  });

  // Programming Guide §10.22: every non-exited lane a mask names must call with that same
  // mask. So a lane's call is invalid when its mask names a lane calling with another mask,
  // whatever order the lanes arrive in: with masks {0} (lane 0) and FULL (lanes 1-31), only
  // the FULL callers are wrong (their mask names lane 0); lane 0's call is valid.
  const overlapLanes = (r: ReturnType<typeof run>): number[] =>
    errors(r).filter((d) => d.code === 'E-MASK-OVERLAP').flatMap((d) => d.threads!.map((t) => t.lane)).sort((a, b) => a - b);
  const schedules: Schedule[] = [{ kind: 'default' }, ...Array.from({ length: 6 }, (_, k): Schedule => ({ kind: 'adversarial', seed: 11 + 7 * k }))];

  it('blames the lanes whose mask names a lane calling with another mask, the same lanes under every schedule', () => {
    for (const [m, bad, good] of [
      ['lane == 0 ? 1 : 0xffffffff', iota(31, (i) => i + 1), 0],
      ['lane == 31 ? 0x80000000 : 0xffffffff', iota(31), 31],
    ] as const) {
      const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  const m: uint = ${m};
  out[lane] = __all_sync(m, 1);
}`;
      for (const schedule of schedules) {
        const r = run(src, 32, { out: zeros(32) }, { schedule });
        const blamed = overlapLanes(r);
        const where = `${m}, ${JSON.stringify(schedule)}`;
        // The valid caller votes alone (1) and is never blamed.
        expect(r.args.out![good], where).toBe(1);
        expect(blamed, where).not.toContain(good);
        expect(errors(r).filter((d) => d.code !== 'E-MASK-OVERLAP'), where).toEqual([]);
        // Every wrong caller is blamed and its result undefined, whether it arrived with the
        // valid one or after that one had made its own call and left (`Warp.made`).
        expect(blamed, where).toEqual([...bad]);
        for (const l of bad) expect(r.args.out![l], where).toBeNull();
      }
    }
  });

  it('the Programming Guide\'s example under 40 adversarial schedules: lanes 1–31 always blamed, never a defined result', () => {
    const src = `export function kernel(out: int[]) {
  const lane = int(threadIdx.x % 32);
  const r = __all_sync(lane == 0 ? 1 : 0xffffffff, 1);
  out[lane] = r;
}`;
    for (let seed = 1; seed <= 40; seed++) {
      const r = run(src, 32, { out: zeros(32) }, { schedule: { kind: 'adversarial', seed } });
      expect(overlapLanes(r), `seed ${seed}`).toEqual(iota(31, (i) => i + 1));
      expect(r.args.out, `seed ${seed}`).toEqual([1, ...new Array<null>(31).fill(null)]);
    }
  });

  it('one shuffle in a device function, called from both arms with overlapping masks: E-MASK-OVERLAP under every schedule, never a pass-by', () => {
    const src = `function f(m: uint, v: int): int {
  return __shfl_sync(m, v, 16);
}
export function kernel(out: int[]) {
  const lane = int(threadIdx.x % 32);
  if (lane < 16) {
    out[lane] = f(0xffffffff, lane);
  } else {
    out[lane] = f(0xffff0000, lane + 100);
  }
}`;
    for (const schedule of schedules) {
      const r = run(src, 32, { out: zeros(32) }, { schedule });
      const where = JSON.stringify(schedule);
      expect(errors(r).map((d) => d.code), where).toEqual(['E-MASK-OVERLAP']);
      expect(overlapLanes(r), where).toEqual(iota(16));
      // Lanes 16-31 read lane 16's 116 among themselves (a valid call); lanes 0-15's calls are undefined.
      expect(r.args.out, where).toEqual([...new Array<null>(16).fill(null), ...iota(16, () => 116)]);
    }
  });

  it('the Guide\'s example followed by another call of lane 0 (its record of the first call is kept per call site): lanes 1–31 blamed under 40 seeds', () => {
    const src = `export function kernel(out: int[]) {
  const lane = int(threadIdx.x % 32);
  const a = __all_sync(lane == 0 ? 1 : 0xffffffff, 1);
  let b: int = 0;
  if (lane == 0) b = int(__ballot_sync(1, 1));
  out[lane] = a + b;
}`;
    for (let seed = 1; seed <= 40; seed++) {
      const r = run(src, 32, { out: zeros(32) }, { schedule: { kind: 'adversarial', seed } });
      expect(overlapLanes(r), `seed ${seed}`).toEqual(iota(31, (i) => i + 1));
      // Lane 0: its vote (1) and its ballot of itself (1).
      expect(r.args.out![0], `seed ${seed}`).toBe(2);
    }
  });

  it('the discovery pattern in a loop of lane-dependent trips (`__activemask()`, then `__shfl_sync` from the leader) is never blamed', () => {
    const src = `export function kernel(out: int[]) {
  const lane = int(threadIdx.x % 32);
  const n: int = lane % 5 + 1;
  let acc: int = 0;
  for (let i: int = 0; i < n; i++) {
    const m: uint = __activemask();
    acc += __shfl_sync(m, lane * 10 + i, __ffs(int(m)) - 1);
  }
  out[lane] = acc;
}`;
    for (let seed = 0; seed <= 40; seed++) {
      const schedule = seed === 0 ? { kind: 'default' as const } : { kind: 'adversarial' as const, seed };
      const r = run(src, 32, { out: zeros(32) }, { schedule });
      expect(errors(r), `seed ${seed}`).toEqual([]);
    }
  });

  it('a lane that made its call with another mask in an earlier iteration does not blame a later iteration (masks 1, then 3)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  for (let k: int = 0; k < 2; k++) {
    if (lane <= k) out[lane] += __shfl_sync(uint((2 << k) - 1), lane + 10 * k, 0);
  }
}`;
    for (const schedule of schedules) {
      const r = run(src, 32, { out: zeros(32) }, { schedule });
      expect(errors(r), JSON.stringify(schedule)).toEqual([]);
      // Iteration 0: lane 0 reads its own 0; iteration 1: lanes 0 and 1 read lane 0's 10.
      expect(r.args.out!.slice(0, 3), JSON.stringify(schedule)).toEqual([10, 10, 0]);
    }
  });

  it('blames the same lanes when the wrong callers arrive first and wait (a call in a function, from both arms)', () => {
    for (const lanesFirst of [true, false]) {
      const src = `function vote(m: uint): int { return __all_sync(m, 1); }
export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  if (${lanesFirst ? 'lane != 0' : 'lane == 0'}) out[lane] = vote(${lanesFirst ? '0xffffffff' : '1'});
  else out[lane] = vote(${lanesFirst ? '1' : '0xffffffff'});
}`;
      for (const schedule of schedules) {
        const r = run(src, 32, { out: zeros(32) }, { schedule });
        const where = `${lanesFirst}, ${JSON.stringify(schedule)}`;
        expect(r.args.out![0], where).toBe(1);
        // Lanes 1-31 are blamed, at the call (line 1), and lane 0 never: E-MASK-OVERLAP when
        // lane 0 met them waiting in the call; E-MASK-PASSED when it had already made its
        // own call from the other arm and exited (for them it passed their call by).
        const e = errors(r);
        expect(e.map((d) => d.code).every((c) => c === 'E-MASK-OVERLAP' || c === 'E-MASK-PASSED'), where).toBe(true);
        expect(e.flatMap((d) => d.threads!.map((t) => t.lane)).sort((a, b) => a - b), where).toEqual(iota(31, (i) => i + 1));
        expect(e.every((d) => d.line === 1), where).toBe(true);
        const d = e.find((x) => x.code === 'E-MASK-OVERLAP');
        if (d) expect(d.message).toMatch(/mask 0xffffffff, which names lane 0, but lane 0 calls it with mask 0x00000001/);
        if (lanesFirst && schedule.kind === 'default') expect(d, where).toBeDefined();
      }
    }
  });

  it('blames only the lanes whose mask names a lane with another mask (masks 0x3 and 0x6: lane 0)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  if (lane < 3) out[lane] = __all_sync(lane == 0 ? 0x3 : 0x6, 1);
}`;
    for (const schedule of schedules) {
      const r = run(src, 32, { out: zeros(32) }, { schedule });
      // Mask 0x3 (lane 0's) names lane 1, which calls with 0x6: lane 0's call is wrong. Mask
      // 0x6 (lanes 1 and 2) names only lanes calling with 0x6: their call is right.
      expect(overlapLanes(r), JSON.stringify(schedule)).toEqual([0]);
      expect(r.args.out!.slice(0, 3)).toEqual([null, 1, 1]);
    }
  });

  // kokkos/kokkos#1958 reduced: a mask formula that gives lane 1 the mask 0xff00 (lane 1 is
  // not in it) while lanes 0 and 2-7 pass 0xff, which names lane 1. Lane 1 made the call
  // (with another mask), so by §10.22 lane 1's call is invalid (E-MASK-SELF) and so is every
  // call whose mask names it (E-MASK-OVERLAP), in straight-line code and in a loop alike,
  // under every schedule; no lane is said to have exited or passed the call by.
  it('blames the lanes whose mask names a lane that called outside its own mask (0xff vs 0xff00), with or without a loop', () => {
    const call = `__shfl_down_sync(t == 1 ? 0xff00 : 0xff, t, 1, 8)`;
    for (const [shape, body] of [
      ['straight line', `out[t] = ${call};`],
      ['loop', `for (let i: int = 0; i < 1; i++) { out[t] = ${call}; }`],
      ['loop with a divergent prologue', `if (t < 4) out[8 + t] = t; for (let i: int = 0; i < 1; i++) { out[t] = ${call}; }`],
    ] as const) {
      const src = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  ${body}
}`;
      for (const schedule of schedules) {
        const r = run(src, 8, { out: zeros(16) }, { schedule });
        const where = `${shape}, ${JSON.stringify(schedule)}`;
        const lanes = (code: string): number[] =>
          errors(r).filter((d) => d.code === code).flatMap((d) => d.threads!.map((t) => t.lane)).sort((a, b) => a - b);
        expect(lanes('E-MASK-SELF'), where).toEqual([1]);
        expect(overlapLanes(r), where).toEqual([0, 2, 3, 4, 5, 6, 7]);
        expect(errors(r).map((d) => d.code).filter((c) => c !== 'E-MASK-SELF' && c !== 'E-MASK-OVERLAP'), where).toEqual([]);
        expect(errors(r).find((d) => d.code === 'E-MASK-OVERLAP')!.message, where).toMatch(/mask 0x000000ff, which names lane 1, but lane 1 calls it with mask 0x0000ff00/);
        expect(r.args.out!.slice(0, 8), where).toEqual(new Array(8).fill(null));
      }
    }
  });

  it('gives `__activemask()` the arm\'s lanes inside an `if`, all lanes after it, and the remaining lanes after a `return`', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  if ((lane & 1) == 1) out[lane] = __activemask();
  else out[lane] = __activemask();
  out[32 + lane] = __activemask();
  if (lane < 8) return;
  out[64 + lane] = __activemask();
}`;
    const r = run(src, 32, { out: zeros(96, 'uint') });
    expect(r.args.out!.slice(0, 32)).toEqual(iota(32, (l) => (l & 1 ? 0xaaaaaaaa : 0x55555555)));
    expect(r.args.out!.slice(32, 64)).toEqual(iota(32, () => 0xffffffff));
    expect(r.args.out!.slice(72, 96)).toEqual(iota(24, () => 0xffffff00));
  });

  it('matches by bit pattern: -0.0 and +0.0 differ, identical NaNs match', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  const z: float = (lane & 1) == 1 ? -0.0 : 0.0;
  out[lane] = __match_any_sync(${F}, z);
  const p: int[] = [0];
  out[32 + lane] = __match_all_sync(${F}, z, p);
  out[64 + lane] = uint(p[0]);
  const n: float = __uint_as_float(0x7fc00001);
  out[96 + lane] = __match_all_sync(${F}, n);
}`;
    const r = run(src, 32, { out: zeros(128, 'uint') });
    expect(r.args.out!.slice(0, 32)).toEqual(iota(32, (l) => (l & 1 ? 0xaaaaaaaa : 0x55555555)));
    expect(r.args.out!.slice(32, 96)).toEqual(iota(64, () => 0));
    expect(r.args.out!.slice(96)).toEqual(iota(32, () => 0xffffffff));
  });

  it('wraps `__reduce_add_sync` and picks min/max signedness by overload (docs/semantics.md §6: −32, −1, 5)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  const v: int = lane == 3 ? -1 : 5;
  out[lane] = __reduce_add_sync(${F}, 2147483647);
  out[32 + lane] = __reduce_min_sync(${F}, v);
  out[64 + lane] = int(__reduce_min_sync(${F}, uint(v)));
}`;
    const r = run(src, 32, { out: zeros(96) });
    expect(r.args.out!.slice(0, 32)).toEqual(iota(32, () => -32));
    expect(r.args.out!.slice(32, 64)).toEqual(iota(32, () => -1));
    expect(r.args.out!.slice(64)).toEqual(iota(32, () => 5));
  });

  it('lets lanes that left a loop exit, releasing a full-mask shuffle the others wait in, and reports that they passed it by', () => {
    const src = `export function kernel(k: int[], out: int[]) {
  const lane: int = threadIdx.x;
  let x: int = lane;
  let n: int = k[lane];
  while (n > 0) {
    x = __shfl_sync(${F}, x, 0);
    n--;
  }
}`;
    const r = run(src, 32, { k: { kind: 'array', type: 'int', data: iota(32, (l) => (l < 16 ? 2 : 1)) }, out: zeros(1) });
    // The second iteration's call names lanes 16–31, which left the loop after one.
    expect(kinds(r)).toEqual(['mask']);
    expect(r.diagnostics[0]!.code).toBe('E-MASK-PASSED');
    expect(r.diagnostics[0]!.message).toMatch(/lanes 16–31/);
  });
  void uints;
});
