/**
 * Cases reduced from public bug reports about warp primitives. Expected values are hand
 * derivations (stated next to each) or H200 readings named in the issue.
 */
import { describe, expect, it } from 'vitest';
import { errors, floats, iota, ints, kinds, lineOf, run, zeros } from './helpers';

const F = '0xffffffff';

describe('cases from bug reports', () => {
  it('reports a `mask` error naming lane 16 when every lane of a 64-thread block calls `__shfl_sync(0x0000ffff, …)`', () => {
    const src = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  out[t] = __shfl_sync(0x0000ffff, t, 0);
}`;
    const r = run(src, 64, { out: zeros(64) });
    const e = errors(r).find((d) => d.kind === 'mask')!;
    expect(e).toBeDefined();
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/lane 16\b/);
    expect(e.threads![0]!.lane).toBe(16);
    // Lanes 16–31 of each warp get no value: their results are undefined (null), reported once.
    expect(r.args.out!.slice(16, 32)).toEqual(new Array(16).fill(null));
    expect(r.args.out!.slice(48, 64)).toEqual(new Array(16).fill(null));
    expect(errors(r)).toHaveLength(1);
    expect(e.threads!.map((t) => t.thread[0]).sort((a, b) => a - b)).toEqual([...iota(16, (i) => 16 + i), ...iota(16, (i) => 48 + i)]);
    // Lanes 0–15 are valid: all read lane 0 of their warp.
    expect(r.args.out!.slice(0, 16)).toEqual(iota(16, () => 0));
    expect(r.args.out!.slice(32, 48)).toEqual(iota(16, () => 32));
  });

  const halfReduce = (withBarrier: boolean) => `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let x: int = lane;
  if (lane < 16) {
    for (let o: int = 8; o > 0; o >>= 1) {
      x += __shfl_down_sync(${F}, x, o);
    }
  }
  ${withBarrier ? '__syncthreads();' : ''}
  if (lane == 0) out[0] = x;
}`;

  it('reports a deadlock, with where lanes 16–31 wait, for a full-mask reduction in `if (lane < 16)` followed by `__syncthreads()`', () => {
    const src = halfReduce(true);
    const r = run(src, 32, { out: zeros(1) });
    const d = errors(r).find((x) => x.kind === 'deadlock')!;
    expect(d).toBeDefined();
    expect(d.line).toBe(lineOf(src, '__shfl_down_sync'));
    expect(d.message).toMatch(/lanes 0–15/);
    expect(d.message).toMatch(/16–31/);
    expect(d.message).toContain(`line ${lineOf(src, '__syncthreads')}`);
    expect(d.related!.some((x) => x.line === lineOf(src, '__syncthreads'))).toBe(true);
  });

  it('without the barrier an H200 completes it once lanes 16–31 exit, but they passed the full-mask shuffle by: a mask error there, and the sum is undefined', () => {
    const src = halfReduce(false);
    const r = run(src, 32, { out: zeros(1) });
    expect(kinds(r)).toEqual(['mask']);
    const d = r.diagnostics.find((x) => x.code === 'E-MASK-PASSED')!;
    expect(d.line).toBe(lineOf(src, '__shfl_down_sync'));
    expect(d.message).toMatch(/lanes 16–31/);
    expect(r.args.out).toEqual([null]);
  });

  it('pairs the same full-mask `__shfl_xor_sync(…, 16)` in both arms of an `if` (lanes 0–15 get 216…231, 16–31 get 100…115)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let x: int;
  if (lane < 16) {
    x = lane + 100;
    x = __shfl_xor_sync(${F}, x, 16);
  } else {
    x = lane + 200;
    x = __shfl_xor_sync(${F}, x, 16);
  }
  out[lane] = x;
}`;
    const r = run(src, 32, { out: zeros(32) });
    expect(r.args.out).toEqual([...iota(16, (i) => 216 + i), ...iota(16, (i) => 100 + i)]);
    expect(errors(r)).toEqual([]);
  });

  it('reports an undefined value at the store, naming the source lanes, when a lone lane 0 runs a five-step shuffle-down loop', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  const m: uint = __ballot_sync(${F}, lane == 0);
  if (lane == 0) {
    let v: int = 100;
    for (let o: int = 16; o > 0; o >>= 1) {
      v += __shfl_down_sync(m, v, o);
    }
    out[0] = v;
  }
}`;
    const r = run(src, 32, { out: zeros(1) });
    expect(r.args.out).toEqual([null]);
    const e = errors(r);
    expect(e).toHaveLength(1);
    expect(e[0]!.kind).toBe('undefined-value');
    expect(e[0]!.line).toBe(lineOf(src, 'out[0] = v'));
    expect(e[0]!.message).toMatch(/read lane 16/);
    expect(e[0]!.related![0]!.line).toBe(lineOf(src, '__shfl_down_sync'));
  });

  it('leaves 496 + 16·lane in lane `lane` after a shuffle-down sum of `lane` (offsets 16→1), and 496 everywhere with xor', () => {
    const body = (op: string) => `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let v: int = lane;
  for (let o: int = 16; o > 0; o >>= 1) v += ${op}(${F}, v, o);
  out[lane] = v;
}`;
    // Hand derivation: lane l sums lanes l..l+31 clamped to 31 → 496 + 16·l (H200 reading reduce_down_all_lanes).
    expect(run(body('__shfl_down_sync'), 32, { out: zeros(32) }).args.out).toEqual(iota(32, (l) => 496 + 16 * l));
    expect(run(body('__shfl_xor_sync'), 32, { out: zeros(32) }).args.out).toEqual(iota(32, () => 496));
  });

  describe('the width table on one warp (t = lane)', () => {
    const one = (call: string) => `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  out[t] = ${call};
}`;
    it('`__shfl_sync(F, t, t + 4, 8)` gives 4 5 6 7 0 1 2 3 per segment', () => {
      expect(run(one(`__shfl_sync(${F}, t, t + 4, 8)`), 32, { out: zeros(32) }).args.out)
        .toEqual(iota(32, (l) => (l & ~7) + (((l & 7) + 4) & 7)));
    });
    it('`__shfl_sync(F, t, -1, 8)` gives 7, 15, 23, 31', () => {
      expect(run(one(`__shfl_sync(${F}, t, -1, 8)`), 32, { out: zeros(32) }).args.out).toEqual(iota(32, (l) => (l & ~7) + 7));
    });
    it('`__shfl_xor_sync(F, t, 8, 8)` gives 0..7, 0..7, 16..23, 16..23', () => {
      expect(run(one(`__shfl_xor_sync(${F}, t, 8, 8)`), 32, { out: zeros(32) }).args.out)
        .toEqual([...iota(8), ...iota(8), ...iota(8, (i) => 16 + i), ...iota(8, (i) => 16 + i)]);
    });
    it('`__shfl_down_sync(F, t, 1, 7)` is an argument error (7 is not a power of two)', () => {
      const r = run(one(`__shfl_down_sync(${F}, t, 1, 7)`), 32, { out: zeros(32) });
      expect(kinds(r)).toContain('argument');
      expect(errors(r).find((d) => d.kind === 'argument')!.line).toBe(3);
      expect(r.args.out!.every((v) => v === null)).toBe(true);
    });
  });

  const volatileUnroll = (safe: boolean) => `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  const s = __shared__<int>(64);
  s[t] = t + 1;
  __syncthreads();
  if (t < 32) {
${[32, 16, 8, 4, 2, 1].map((o) => safe
    ? `    { const v: int = s[t + ${o}]; __syncwarp(); s[t] += v; __syncwarp(); }`
    : `    s[t] += s[t + ${o}];`).join('\n')}
  }
  if (t == 0) out[0] = s[0];
}`;

  it('reports a race between lane 16’s write and lane 0’s read of `s[16]` in the classic volatile last-warp unroll', () => {
    const src = volatileUnroll(false);
    const r = run(src, 64, { out: zeros(1) });
    const races = errors(r).filter((d) => d.kind === 'race');
    expect(races.length).toBeGreaterThan(0);
    const s16 = races.find((d) => d.message.includes('`s[16]`'))!;
    expect(s16).toBeDefined();
    const lanes = [s16.threads![0]!.lane, ...s16.related!.flatMap((x) => x.threads!.map((t) => t.lane))].sort((a, b) => a - b);
    expect(lanes).toEqual([0, 16]);
    expect(s16.message).toMatch(/lane 16 .*writes/);
    expect(s16.message).toMatch(/lane 0 .*reads/);
  });

  it('sums to 2080 with `__syncwarp()` between reads and writes, with no race, under every schedule', () => {
    // 1 + 2 + … + 64 = 2080.
    for (const schedule of [{ kind: 'default' as const }, { kind: 'adversarial' as const, seed: 1 }, { kind: 'adversarial' as const, seed: 7 }]) {
      const r = run(volatileUnroll(true), 64, { out: zeros(1) }, { schedule });
      expect(r.args.out).toEqual([2080]);
      expect(errors(r)).toEqual([]);
    }
  });

  describe('float sums whose order matters (x[0] = 2^24, x[16] = −2^24, the rest 1)', () => {
    const x = iota(32, (i) => (i === 0 ? 2 ** 24 : i === 16 ? -(2 ** 24) : 1));
    const tree = (op: string, up: boolean) => `export function kernel(x: float[], out: float[]) {
  const lane: int = threadIdx.x;
  let v: float = x[lane];
  for (let o: int = ${up ? 1 : 16}; ${up ? 'o <= 16' : 'o > 0'}; ${up ? 'o <<= 1' : 'o >>= 1'}) v += ${op}(${F}, v, o);
  out[lane] = v;
}`;
    // Hand derivation: offsets 16→1 first pair 2^24 with −2^24 (exact 0) then add 30 ones: 30.
    // Offsets 1→16 first add ones to 2^24 where 2^24 + 1 rounds back to 2^24 … giving 29.
    it('shuffle-down offsets 16→1 give 30 in lane 0, offsets 1→16 give 29', () => {
      expect(run(tree('__shfl_down_sync', false), 32, { x: floats(x), out: zeros(32, 'float') }).args.out![0]).toBe(30);
      expect(run(tree('__shfl_down_sync', true), 32, { x: floats(x), out: zeros(32, 'float') }).args.out![0]).toBe(29);
    });
    it('xor offsets 16→1 give 30 in every lane, 1→16 give 29', () => {
      expect(run(tree('__shfl_xor_sync', false), 32, { x: floats(x), out: zeros(32, 'float') }).args.out).toEqual(iota(32, () => 30));
      expect(run(tree('__shfl_xor_sync', true), 32, { x: floats(x), out: zeros(32, 'float') }).args.out).toEqual(iota(32, () => 29));
    });
    it('a sequential loop gives 15 (each +1 after 2^24 is lost until −2^24)', () => {
      const src = `export function kernel(x: float[], out: float[]) {
  if (threadIdx.x == 0) {
    let s: float = 0.0;
    for (let i: int = 0; i < 32; i++) s += x[i];
    out[0] = s;
  }
}`;
      expect(run(src, 32, { x: floats(x), out: zeros(1, 'float') }).args.out).toEqual([15]);
    });
  });

  it('reports nothing when an undefined `value` of lanes 1–31 is overwritten by a broadcast from lane 0', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  let value: int;
  if (lane == 0) value = 42;
  value = __shfl_sync(${F}, value, 0);
  out[lane] = value;
}`;
    const r = run(src, 32, { out: zeros(32) });
    expect(r.args.out).toEqual(iota(32, () => 42));
    expect(r.diagnostics.filter((d) => d.severity !== 'note')).toEqual([]);
  });

  it('refuses `__shfl_down(v, o)` at compile time, naming `__shfl_down_sync`', async () => {
    const { compile } = await import('../../../src/lang');
    const c = compile(`export function kernel(out: int[]) {
  let v: int = 1;
  v += __shfl_down(v, 1);
  out[0] = v;
}`);
    expect(c.program).toBeNull();
    const e = c.diagnostics.find((d) => d.severity === 'error')!;
    expect(e.message).toContain('__shfl_down_sync');
    expect(e.line).toBe(3);
  });
  void ints;
});
