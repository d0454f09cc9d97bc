/** Adversarial schedules (docs/language.md §6), determinism, the step budget and the trace. */
import { describe, expect, it } from 'vitest';
import { errors, iota, kinds, run, zeros } from './helpers';

const RACY_SUM = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  const s = __shared__<int>(64);
  s[t] = 1;
  s[t + 32] = 1;
  __syncthreads();
  for (let o: int = 32; o > 0; o >>= 1) {
    if (t < o) s[t] = s[t] + s[t + o];
  }
  if (t == 0) out[0] = s[0];
}`;

describe('schedules', () => {
  it('gives the same outputs, diagnostics and counts for the same seed', () => {
    const a = run(RACY_SUM, 32, { out: zeros(1) }, { schedule: { kind: 'adversarial', seed: 42 } });
    const b = run(RACY_SUM, 32, { out: zeros(1) }, { schedule: { kind: 'adversarial', seed: 42 } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('reports the race of an unsynchronised shared-memory tree under every schedule', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(kinds(run(RACY_SUM, 32, { out: zeros(1) }, { schedule: { kind: 'adversarial', seed } }))).toContain('race');
    }
  });

  it('lets `__activemask()` after an `if` be partial under some adversarial schedule, and full by default', () => {
    const src = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  if ((lane & 1) == 1) out[lane] = 0;
  out[lane] = __activemask();
}`;
    expect(run(src, 32, { out: zeros(32, 'uint') }).args.out).toEqual(iota(32, () => 0xffffffff));
    const partial = [1, 2, 3, 4, 5, 6, 7, 8].some((seed) =>
      run(src, 32, { out: zeros(32, 'uint') }, { schedule: { kind: 'adversarial', seed } }).args.out!.some((m) => m !== 0xffffffff));
    expect(partial).toBe(true);
  });

  it('ends an endless loop with a `budget` error', () => {
    const src = `export function kernel(out: int[]) {
  let i: int = 0;
  while (i >= 0) { i = i & 7; }
  out[0] = i;
}`;
    const r = run(src, 32, { out: zeros(1) }, { budget: 100_000 });
    expect(kinds(r)).toEqual(['budget']);
    expect(r.counts.laneSteps).toBeGreaterThan(100_000);
  });

  it('records each warp-level operation in the trace with its mask, sources and results', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  out[lane] = __shfl_down_sync(0xffffffff, lane, 1);
}`;
    const r = run(src, 32, { out: zeros(32) }, { trace: true });
    const ops = r.trace![0]!.ops.filter((o) => o.kind === '__shfl_down_sync');
    expect(ops).toHaveLength(1);
    expect(ops[0]!.mask).toBe(0xffffffff);
    expect(ops[0]!.line).toBe(3);
    expect(ops[0]!.sources).toEqual(iota(32, (l) => Math.min(l + 1, 31) === l + 1 ? l + 1 : l));
    expect(ops[0]!.results).toEqual(iota(32, (l) => (l < 31 ? l + 1 : 31)));
    expect(errors(r)).toEqual([]);
  });
});

describe('adversarial schedules keep well-defined results', () => {
  it('sorts 32 values with a bitonic xor network under every seed (a group split never takes all its lanes)', () => {
    const src = `export function kernel(values: int[], out: int[]) {
  const lane = int(threadIdx.x % 32);
  let v = values[threadIdx.x];
  for (let k = 2; k <= 32; k *= 2) for (let j = k / 2; j > 0; j /= 2) {
    const other = __shfl_xor_sync(0xffffffff, v, j);
    v = ((lane & j) == 0) == ((lane & k) == 0) ? min(v, other) : max(v, other);
  }
  out[threadIdx.x] = v;
}`;
    const values = [455, -794, -355, -552, 486, -803, 482, -627, 988, -205, 730, -498, -435, -537, 18, -855, 993, -720, 482, 74, 932, 761, -998, 588, -156, 819, -924, -417, -641, 254, 975, 525];
    const sorted = values.slice().sort((a, b) => a - b);
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(src, 32, { values: { kind: 'array', type: 'int', data: values }, out: zeros(32) }, { schedule: { kind: 'adversarial', seed } });
      expect(r.args.out, `seed ${seed}`).toEqual(sorted);
      expect(errors(r)).toEqual([]);
    }
  });
});

describe('adversarial schedules let lanes drift apart during register-only work', () => {
  // A long stretch of register-only work, an atomic increment, eight register statements,
  // then each lane reads the counter (an atomic add of 0). Nothing orders a lane's read after
  // the other lanes' increments without `__syncwarp()` (Programming Guide §10.22: among the
  // lanes it names, memory accesses before it are seen after it), and ITS lets lanes of a
  // warp make progress apart anywhere (§7.1), so some schedule has a lane read early. By
  // default the warp runs as one group, so every remaining lane reads the full count.
  const stretch = 'for (let i: int = 0; i < 30; i++) { x = x * 3 + 1; }';
  // With `guard`, lanes 0, 4, 8, ... return first: `live` names the others.
  const kernel = (guard: boolean, between: string): string => `export function kernel(out: uint[], cnt: uint[]) {
  const lane: int = threadIdx.x;
  const live: uint = ${guard ? '0xeeeeeeee' : '0xffffffff'};
  let x: uint = lane;
  ${stretch}
  ${guard ? 'if ((lane & 3) == 0) return;' : ''}
  atomicAdd(cnt, 0, 1);
  ${between}
  ${'x = x * 5 + 7;\n  '.repeat(8)}out[lane] = atomicAdd(cnt, 0, 0) + (x & 0) + (live & 0);
}`;
  const args = () => ({ out: zeros(32, 'uint'), cnt: zeros(1, 'uint') });
  /** Seeds of 1..200 under which some lane that added read less than every adder's add. */
  const early = (src: string): number => {
    const full = run(src, 32, args());
    const adders = full.args.cnt![0]!;
    expect(full.args.out!.filter((v) => v !== 0).every((v) => v === adders), 'default schedule').toBe(true);
    let n = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const r = run(src, 32, args(), { schedule: { kind: 'adversarial', seed } });
      expect(errors(r), `seed ${seed}`).toEqual([]);
      if (r.args.out!.some((v) => v !== null && v !== 0 && v < adders)) n++;
    }
    return n;
  };

  for (const guard of [false, true]) {
    const shape = guard ? 'after an early `return` of some lanes' : 'in straight-line code';
    it(`exposes a read that no \`__syncwarp()\` orders after the others' adds under some seed, ${shape}`, () => {
      expect(early(kernel(guard, ''))).toBeGreaterThan(0);
    });
    it(`never shows it once \`__syncwarp\` names the lanes that add, ${shape}`, () => {
      expect(early(kernel(guard, '__syncwarp(live);'))).toBe(0);
    });
  }
});

// Warps of a block, and blocks of a grid, have no order (Programming Guide §7.1, §5.2: blocks
// "must be able to execute ... in any order, in parallel or in series"): adversarial schedules
// start them in other orders, so what holds only when warp 0 or block 0 runs first is seen.
describe('adversarial schedules reorder warps and blocks', () => {
  const SEEDS = Array.from({ length: 12 }, (_, k) => k + 1);

  it('hands out one atomic ticket per warp in more than one order, and the default in index order', () => {
    const src = `export function kernel(cnt: int[], out: int[]) {
  if (threadIdx.x % 32 == 0) out[blockIdx.x * 2 + threadIdx.x / 32] = atomicAdd(cnt, 0, 1);
}`;
    const args = () => ({ cnt: zeros(1), out: zeros(4) });
    expect(run(src, 64, args(), { grid: [2, 1, 1] }).args.out).toEqual([0, 1, 2, 3]);
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const r = run(src, 64, args(), { grid: [2, 1, 1], schedule: { kind: 'adversarial', seed } });
      expect(errors(r)).toEqual([]);
      expect([...(r.args.out as number[])].sort()).toEqual([0, 1, 2, 3]);
      seen.add(JSON.stringify(r.args.out));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  for (const [what, block, grid, consumer] of [['warps', 64, 1, 'threadIdx.x == 32'], ['blocks', 32, 2, 'blockIdx.x == 1 && threadIdx.x == 0']] as const) {
    it(`reports a flag checked once by a later ${what === 'warps' ? 'warp' : 'block'} under some schedule: the reader may run first`, () => {
      const producer = what === 'warps' ? 'threadIdx.x == 0' : 'blockIdx.x == 0 && threadIdx.x == 0';
      const src = `export function kernel(data: int[], flag: int[], out: int[]) {
  if (${producer}) { data[0] = 42; __threadfence(); atomicExch(flag, 0, 1); }
  if (${consumer}) { const f = atomicAdd(flag, 0, 0); __threadfence(); out[0] = f; out[1] = data[0]; }
}`;
      const args = () => ({ data: zeros(1), flag: zeros(1), out: zeros(2) });
      const racy = SEEDS.filter((seed) => kinds(run(src, block, args(), { grid: [grid, 1, 1], schedule: { kind: 'adversarial', seed } })).includes('race'));
      expect(racy.length).toBeGreaterThan(0);
    });
  }
});
