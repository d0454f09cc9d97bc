/**
 * Cooperative groups and structs (docs/language.md §5b). Expected values are derived by hand from
 * CUDA 13's implementation as docs/semantics.md §9 states it (tile masks, tile-relative ballots,
 * rank-packed ballots of coalesced groups, the butterfly and scan orders) and from the H200
 * readings it cites (HW-1 T32–T39, HW-2 partitions); the checks of §6 must fire through
 * groups, with messages in group terms.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import type { RunResult } from '../../../src/sim';
import { errors, floats, iota, run, zeros } from './helpers';
import { layoutOp } from '../../../src/diagram/layout';

const out = (r: RunResult, name = 'out'): (number | null)[] => r.args[name]!.map((x) => (x === null ? null : Number(x)));
const codes = (src: string): string[] => compile(src).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
const clean = (r: RunResult): void => expect(r.diagnostics.filter((d) => d.severity !== 'note').map((d) => `${d.code}: ${d.message}`)).toEqual([]);

describe('thread_block_tile', () => {
  it('ranks, sizes and meta-group ranks of tiles and of a tile of a tile (64 threads)', () => {
    const src = `export function kernel(out: uint[]) {
  const block = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(block);
  const t4 = cg.tiled_partition<4>(t16);
  const r = block.thread_rank();
  out[r] = t16.thread_rank() + 100 * t16.meta_group_rank() + 1000 * t16.meta_group_size() + 10000 * t4.meta_group_rank() + 100000 * t4.meta_group_size() + 1000000 * t4.size();
}`;
    const r = run(src, 64, { out: zeros(64, 'uint') });
    clean(r);
    // thread_rank = r & 15; meta_group_rank = r / 16 (block rank / 16), size 64/16 = 4;
    // t4.meta_group_rank = (r & 15) / 4, meta_group_size = 16 / 4 = 4, size 4.
    expect(out(r)).toEqual(iota(64, (i) => (i & 15) + 100 * (i >> 4) + 4000 + 10000 * ((i & 15) >> 2) + 400000 + 4000000));
  });

  it('a tile of 8: ballot bits by rank (0xaa for odd lanes), shfl(v, 9) reads rank 1, any/all per tile', () => {
    const src = `export function kernel(out: uint[], b: uint[], s: int[], v: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const l = int(threadIdx.x);
  b[l] = tile.ballot(l & 1);
  s[l] = tile.shfl(l * 10, 9);
  v[l] = tile.any(l == 3) + 10 * tile.all(l < 16);
}`;
    const r = run(src, 32, { out: zeros(1, 'uint'), b: zeros(32, 'uint'), s: zeros(32), v: zeros(32) });
    clean(r);
    expect(out(r, 'b')).toEqual(iota(32, () => 0xaa)); // HW-1 T34
    expect(out(r, 's')).toEqual(iota(32, (l) => ((l & ~7) + 1) * 10)); // HW-1 T35: src 9 wraps to rank 1
    expect(out(r, 'v')).toEqual(iota(32, (l) => (l < 8 ? 1 : 0) + (l < 16 ? 10 : 0)));
  });

  it('match_any on a tile gives bits by rank', () => {
    const src = `export function kernel(m: uint[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const l = int(threadIdx.x);
  m[l] = tile.match_any(l % 3);
}`;
    const r = run(src, 16, { m: zeros(16, 'uint') });
    clean(r);
    const expect8 = (l: number): number => {
      const base = l & ~7;
      let bits = 0;
      for (let k = 0; k < 8; k++) if ((base + k) % 3 === l % 3) bits |= 1 << k;
      return bits;
    };
    expect(out(r, 'm')).toEqual(iota(16, expect8));
  });

  it('a 16-thread tile reduces an int with one __reduce_add_sync; an 8-thread tile with three shuffles (CUDA 13 reduce.h)', () => {
    const src = (n: number): string => `export function kernel(out: int[]) {
  const tile = cg.tiled_partition<${n}>(cg.this_thread_block());
  out[threadIdx.x] = cg.reduce(tile, int(threadIdx.x), cg.plus<int>());
}`;
    const r16 = run(src(16), 32, { out: zeros(32) });
    clean(r16);
    expect(out(r16)).toEqual(iota(32, (l) => (l < 16 ? 120 : 376)));
    expect(r16.counts.reductions).toBe(2); // one per 16-thread tile
    expect(r16.counts.shuffles).toBe(0);
    const r8 = run(src(8), 32, { out: zeros(32) });
    expect(out(r8)).toEqual(iota(32, (l) => { const b = l & ~7; return 8 * b + 28; }));
    expect(r8.counts.reductions).toBe(0);
    expect(r8.counts.shuffles).toBe(12); // 3 steps, each one rendezvous per 8-thread tile (4 tiles)
  });

  it('a float tile reduction follows the butterfly: [1e8, 1, -1e8, 1] sums to 2, not 1 as left to right would', () => {
    const src = `export function kernel(inp: float[], out: float[]) {
  const tile = cg.tiled_partition<4>(cg.this_thread_block());
  out[threadIdx.x] = cg.reduce(tile, inp[threadIdx.x], cg.plus<float>());
}`;
    const r = run(src, 4, { inp: floats([1e8, 1, -1e8, 1]), out: zeros(4, 'float') });
    clean(r);
    // m = 2: (1e8 + -1e8, 1 + 1, -1e8 + 1e8, 1 + 1) = (0, 2, 0, 2); m = 1: 0 + 2 = 2 everywhere.
    expect(out(r)).toEqual([2, 2, 2, 2]);
  });

  it('cg.less with a NaN leaves lanes of one tile with different values ((b < a) ? b : a, lane by lane)', () => {
    const src = `export function kernel(inp: float[], out: float[]) {
  const tile = cg.tiled_partition<4>(cg.this_thread_block());
  out[threadIdx.x] = cg.reduce(tile, inp[threadIdx.x], cg.less<float>());
}`;
    const r = run(src, 4, { inp: floats([NaN, 1, 2, 3]), out: zeros(4, 'float') });
    // m = 2: lane 0 less(NaN, 2) = NaN, lane 1 less(1, 3) = 1, lane 2 less(2, NaN) = 2, lane 3 less(3, 1) = 1;
    // m = 1: lane 0 less(NaN, 1) = NaN, lane 1 less(1, NaN) = 1, lane 2 less(2, 1) = 1, lane 3 less(1, 2) = 1.
    expect(out(r)).toEqual([NaN, 1, 1, 1]);
  });

  it('scans: inclusive plus 1, 3, 6, ...; exclusive plus 0, 1, 3, ...; exclusive less gives 0 at rank 0 (HW-1 T32, T33)', () => {
    const src = `export function kernel(a: int[], b: int[], c: int[]) {
  const t8 = cg.tiled_partition<8>(cg.this_thread_block());
  const v = int(t8.thread_rank()) + 1;
  a[threadIdx.x] = cg.inclusive_scan(t8, v);
  b[threadIdx.x] = cg.exclusive_scan(t8, v, cg.plus<int>());
  c[threadIdx.x] = cg.exclusive_scan(t8, v, cg.less<int>());
}`;
    const c = compile(src);
    expect(c.diagnostics.filter((d) => d.code === 'N-CG-EXCLUSIVE-RANK0').length).toBe(2);
    const r = run(src, 16, { a: zeros(16), b: zeros(16), c: zeros(16) });
    const tri = (k: number): number => (k * (k + 1)) / 2;
    expect(out(r, 'a')).toEqual(iota(16, (l) => tri((l & 7) + 1)));
    expect(out(r, 'b')).toEqual(iota(16, (l) => tri(l & 7)));
    expect(out(r, 'c')).toEqual(iota(16, (l) => ((l & 7) === 0 ? 0 : 1)));
  });
});

describe('coalesced_group', () => {
  it('odd lanes: ranks 0..15, ballot(1) = 0xffff (rank-packed), shfl_up(rank, 1) = rank − 1 with rank 0 keeping its own (HW-1 T37–T39)', () => {
    const src = `export function kernel(rank: uint[], bal: uint[], up: uint[], size: uint[]) {
  const l = threadIdx.x;
  if ((l & 1) == 1) {
    const g = cg.coalesced_threads();
    rank[l] = g.thread_rank();
    bal[l] = g.ballot(1);
    up[l] = g.shfl_up(g.thread_rank(), 1);
    size[l] = g.size() + 100 * g.meta_group_rank() + 1000 * g.meta_group_size();
  }
}`;
    const r = run(src, 32, { rank: zeros(32, 'uint'), bal: zeros(32, 'uint'), up: zeros(32, 'uint'), size: zeros(32, 'uint') });
    clean(r);
    const odd = (f: (rank: number) => number): number[] => iota(32, (l) => (l & 1 ? f(l >> 1) : 0));
    expect(out(r, 'rank')).toEqual(odd((k) => k));
    expect(out(r, 'bal')).toEqual(odd(() => 0xffff));
    expect(out(r, 'up')).toEqual(odd((k) => (k === 0 ? 0 : k - 1)));
    expect(out(r, 'size')).toEqual(odd(() => 16 + 1000));
  });

  it('shfl(v, rank) reads the member of that rank; a rank beyond the group reads lane 31, an undefined value when lane 31 is not a member', () => {
    const ok = `export function kernel(out: int[]) {
  const l = int(threadIdx.x);
  if (l < 5) {
    const g = cg.coalesced_threads();
    out[l] = g.shfl(l * 10, 4);
  }
}`;
    const r = run(ok, 32, { out: zeros(32) });
    clean(r);
    expect(out(r)).toEqual(iota(32, (l) => (l < 5 ? 40 : 0)));
    const bad = ok.replace('g.shfl(l * 10, 4)', 'g.shfl(l * 10, 5)');
    const rb = run(bad, 32, { out: zeros(32) });
    const e = errors(rb);
    expect(e.length).toBeGreaterThan(0);
    expect(e.map((d) => d.kind)).toContain('undefined-value');
    const msg = e.map((d) => d.message).join(' ');
    expect(msg).toContain('lane 31');
    expect(msg).toContain('coalesced_group');
  });

  it('a partial coalesced group reduces floats by a scan in rank order broadcast from the highest member', () => {
    const src = `export function kernel(inp: float[], out: float[]) {
  const l = threadIdx.x;
  if (l < 5) {
    const g = cg.coalesced_threads();
    out[l] = cg.reduce(g, inp[l], cg.plus<float>());
  }
}`;
    const r = run(src, 32, { inp: floats([1e8, 1, -1e8, 1, 0.5, ...new Array(27).fill(0)]), out: zeros(32, 'float') });
    clean(r);
    // Hillis–Steele in float: i = 1: (1e8, 1e8, -1e8, -1e8, 1.5); i = 2: (1e8, 1e8, 0, 0, -1e8);
    // i = 4: rank 4 = -1e8 + 1e8 = 0. Broadcast from lane 4: 0 (left to right would give 1.5).
    expect(out(r).slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
  });

  it('labeled_partition(tile, l % 3): sizes 11, 11, 10, ranks in lane order, meta-group ranks by leader (HW-2); binary_partition(l < 5): 5 and 27', () => {
    const src = `export function kernel(size: uint[], rank: uint[], meta: uint[], bsize: uint[], bmeta: uint[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const l = threadIdx.x;
  const p = cg.labeled_partition(tile, int(l) % 3);
  size[l] = p.size();
  rank[l] = p.thread_rank();
  meta[l] = p.meta_group_rank() + 10 * p.meta_group_size();
  const q = cg.binary_partition(tile, l < 5);
  bsize[l] = q.size();
  bmeta[l] = q.meta_group_rank() + 10 * q.meta_group_size();
}`;
    const r = run(src, 32, { size: zeros(32, 'uint'), rank: zeros(32, 'uint'), meta: zeros(32, 'uint'), bsize: zeros(32, 'uint'), bmeta: zeros(32, 'uint') });
    clean(r);
    expect(out(r, 'size')).toEqual(iota(32, (l) => (l % 3 === 2 ? 10 : 11)));
    expect(out(r, 'rank')).toEqual(iota(32, (l) => Math.floor(l / 3)));
    expect(out(r, 'meta')).toEqual(iota(32, (l) => (l % 3) + 30));
    expect(out(r, 'bsize')).toEqual(iota(32, (l) => (l < 5 ? 5 : 27)));
    expect(out(r, 'bmeta')).toEqual(iota(32, (l) => (l < 5 ? 1 : 0) + 20));
  });

  it('labeled_partition passed by ranks 6–7 of each tile: E-MASK-PASSED, and size() is undefined in the lanes that made it (they run on)', () => {
    // docs/language.md §6: a call whose mask names lanes that passed it by is undefined, and
    // its results are undefined values; `size()` is `__popc` of the match's result. The lanes
    // that made the call are not stopped: nothing in the learner's code uses an undefined
    // value where that is an error (the partition's own leader arithmetic is not theirs).
    const src = `export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x & 31);
  const t8 = cg.tiled_partition<8>(cg.this_thread_block());
  let r: int = -1;
  if (t8.thread_rank() < 6) {
    const p = cg.labeled_partition(t8, lane & 1);
    r = int(p.size());
  }
  out[threadIdx.x] = r;
}`;
    const r = run(src, 32, { out: { kind: 'array', type: 'int', data: iota(32, () => 99) } });
    expect(r.diagnostics.some((d) => d.code === 'E-MASK-PASSED' && d.line === 6)).toBe(true);
    expect(r.diagnostics.some((d) => d.code === 'E-SHIFT-COUNT' || /shift count/.test(d.message))).toBe(false);
    expect(out(r)).toEqual(Array.from({ length: 32 }, (_, l) => ((l & 7) < 6 ? null : -1)));
  });
});

describe('structs', () => {
  it('an argmax pair through tile.shfl_xor moves both fields from one source; assignment copies', () => {
    const src = `type Pair = { v: float; i: int };
function best(t: cg.thread_block_tile<32>, p: Pair): Pair {
  for (let m = 16; m > 0; m >>= 1) {
    const q = t.shfl_xor(p, m);
    if (q.v > p.v || (q.v == p.v && q.i < p.i)) p = q;
  }
  return p;
}
export function kernel(inp: float[], out: int[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const l = int(threadIdx.x);
  const mine: Pair = { v: inp[l], i: l };
  const b = best(tile, mine);
  out[l] = b.i * 100 + int(b.v);
}`;
    const inp = iota(32, (l) => [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3, 8, 3, 2, 7, 9, 5][l]!);
    const r = run(src, 32, { inp: floats(inp), out: zeros(32) });
    clean(r);
    // The maximum 9 first occurs at index 5; ties go to the lower index, so every lane gets (9, 5).
    expect(out(r)).toEqual(iota(32, () => 509));
  });

  it('a Welford triple merged with one struct shuffle per step', () => {
    const src = `type W = { n: float; mean: float; m2: float };
function merge(a: W, b: W): W {
  const n = a.n + b.n;
  if (n == 0.0) return a;
  const d = b.mean - a.mean;
  return { n: n, mean: a.mean + d * (b.n / n), m2: a.m2 + b.m2 + d * d * (a.n * b.n / n) };
}
export function kernel(inp: float[], out: float[]) {
  const tile = cg.tiled_partition<4>(cg.this_thread_block());
  let w: W = { n: 1.0, mean: inp[threadIdx.x], m2: 0.0 };
  for (let m = 2; m > 0; m >>= 1) {
    const o = tile.shfl_down(w, m);
    w = merge(w, o);
  }
  if (tile.thread_rank() == 0) { out[0] = w.n; out[1] = w.mean; out[2] = w.m2; }
}`;
    const r = run(src, 4, { inp: floats([1, 2, 3, 4]), out: zeros(3, 'float') });
    clean(r);
    // Exact in binary32: mean 2.5, M2 = sum of squared deviations = 2.25 + 0.25 + 0.25 + 2.25 = 5.
    expect(out(r)).toEqual([4, 2.5, 5]);
  });
});

describe('the step-through', () => {
  it('draws a group operation as the warp operation it is, named after the group member, with each lane\'s rank', () => {
    const src = `export function kernel(out: uint[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  out[threadIdx.x] = tile.ballot(threadIdx.x & 1);
}`;
    const r = run(src, 32, { out: zeros(32, 'uint') }, { trace: true });
    const ops = r.trace![0]!.ops.filter((o) => o.kind === '__ballot_sync');
    expect(ops.length).toBe(4); // one rendezvous per 8-thread tile
    const second = ops.find((o) => o.mask === 0x0000ff00)!;
    expect(second.group).toBe('`ballot` of a thread_block_tile<8>');
    const lay = layoutOp(second);
    expect(lay.caption).toContain('`ballot` of a thread_block_tile<8>');
    // Lanes 8..15 are ranks 0..7 of the second tile; other lanes took no part.
    expect(lay.ranks).toEqual(Array.from({ length: 32 }, (_, l) => (l >= 8 && l < 16 ? l - 8 : null)));
  });
});

describe('arrays of structs', () => {
  it('shared and local arrays of structs: element and field stores, whole-element copies, a struct array passed to a device function', () => {
    const src = `type P = { v: float; i: int; ok: bool };
function bump(a: P[], k: int): void { a[k].i += 100; }
export function kernel(out: int[], f: float[]) {
  const s = __shared__<P>(32);
  const l = int(threadIdx.x);
  s[l] = { v: float(l) * 0.5, i: l, ok: (l & 1) == 1 };
  __syncwarp();
  const q = s[(l + 1) & 31];
  __syncwarp();
  s[l].v = s[l].v + 1.0;
  const loc: P[] = [{ v: 1.0, i: 2, ok: true }, q];
  bump(loc, 1);
  out[l] = q.i * 10 + (q.ok ? 1 : 0) + loc[1].i * 1000 + (loc[0].ok ? 100000 : 0);
  f[l] = s[l].v;
}`;
    const r = run(src, 32, { out: zeros(32), f: zeros(32, 'float') });
    clean(r);
    // q = s[l + 1]: i = l + 1, ok = odd(l + 1); loc[1] is a copy of q with i + 100.
    expect(out(r)).toEqual(iota(32, (l) => { const n = (l + 1) & 31; return n * 10 + (n & 1) + (n + 100) * 1000 + 100000; }));
    expect(out(r, 'f')).toEqual(iota(32, (l) => l * 0.5 + 1));
  });

  it('a race on one field of a shared struct element is reported with the field', () => {
    const src = `type P = { v: float; i: int };
export function kernel(out: float[]) {
  const s = __shared__<P>(32);
  const l = int(threadIdx.x);
  s[l] = { v: 1.0, i: l };
  __syncwarp();
  const q = s[(l + 1) & 31];
  s[l].v = 2.0;
  out[l] = q.v;
}`;
    const r = run(src, 32, { out: zeros(32, 'float') });
    const race = errors(r).find((d) => d.kind === 'race');
    expect(race).toBeDefined();
    expect(race!.message).toContain('s.v');
  });
});

describe('the checks of §6 through groups', () => {
  it('tile.shfl inside if (lane < 16) on a 32-thread tile: lanes 16–31 pass it by', () => {
    const src = `export function kernel(out: int[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const l = int(threadIdx.x);
  let v = l;
  if (l < 16) {
    v = tile.shfl(v, 0);
  }
  out[l] = v;
}`;
    const r = run(src, 32, { out: zeros(32) });
    const e = errors(r).find((d) => d.code === 'E-MASK-PASSED');
    expect(e).toBeDefined();
    expect(e!.line).toBe(6);
    expect(e!.message).toContain('thread_block_tile<32>');
  });

  it('a group used after its lanes diverged: g.sync() inside if (lane < 16) on a whole-warp coalesced group is passed by', () => {
    const src = `export function kernel(out: int[]) {
  const l = int(threadIdx.x);
  const g = cg.coalesced_threads();
  if (l < 16) {
    g.sync();
  }
  out[l] = l;
}`;
    const r = run(src, 32, { out: zeros(32) });
    const e = errors(r).find((d) => d.code === 'E-MASK-PASSED');
    expect(e).toBeDefined();
    expect(e!.line).toBe(5);
    expect(e!.message).toContain('coalesced_group');
  });

  it('a tile ballot where one tile of the warp skips it is clean (tiles are disjoint), where half a tile skips it is not', () => {
    const whole = `export function kernel(out: uint[]) {
  const t = cg.tiled_partition<8>(cg.this_thread_block());
  const l = threadIdx.x;
  if (l >= 8) out[l] = t.ballot(1);
}`;
    expect(errors(run(whole, 32, { out: zeros(32, 'uint') }))).toEqual([]);
    const half = whole.replace('l >= 8', 'l >= 4');
    expect(errors(run(half, 32, { out: zeros(32, 'uint') })).map((d) => d.code)).toContain('E-MASK-PASSED');
  });

  it('tiled_partition<32> of a 48-thread block is reported', () => {
    const src = `export function kernel(out: uint[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  out[threadIdx.x] = tile.thread_rank();
}`;
    const r = run(src, 48, { out: zeros(48, 'uint') });
    expect(errors(r).map((d) => d.code)).toContain('E-CG-PARTITION');
  });

  it('a coalesced group made in divergent code and used there is clean under adversarial schedules', () => {
    const src = `export function kernel(out: uint[]) {
  const l = threadIdx.x;
  if (l % 3 == 0) {
    const g = cg.coalesced_threads();
    out[l] = g.ballot(1);
  }
}`;
    for (const seed of [1, 2, 3]) {
      const r = run(src, 32, { out: zeros(32, 'uint') }, { schedule: { kind: 'adversarial', seed } });
      expect(errors(r)).toEqual([]);
      // The group holds the lanes that are active together: with ITS they need not all be there,
      // but the bits are packed by rank, so they are 2^size − 1.
      for (const v of out(r)) if (v) expect(v & (v + 1)).toBe(0);
    }
  });
});

describe('compile errors', () => {
  const cases: [string, string, string][] = [
    ['a tile size that is not a power of two', 'const t = cg.tiled_partition<3>(cg.this_thread_block());', 'E-CG-TILE-SIZE'],
    ['a tile size that is not a literal', 'const n = 4; const t = cg.tiled_partition<n>(cg.this_thread_block());', 'E-CG-TILE-SIZE'],
    ['a tile of a tile of the same size', 'const t = cg.tiled_partition<8>(cg.this_thread_block()); const u = cg.tiled_partition<8>(t);', 'E-CG-TILE-SIZE'],
    ['shfl_xor on a coalesced_group', 'const g = cg.coalesced_threads(); const x = g.shfl_xor(1, 1);', 'E-CG-METHOD'],
    ['ballot on a thread_block', 'const b = cg.this_thread_block(); const x = b.ballot(1);', 'E-CG-METHOD'],
    ['an operator of another type', 'const t = cg.tiled_partition<8>(cg.this_thread_block()); const x = cg.reduce(t, 1, cg.plus<float>());', 'E-CG-OP'],
    ['bit_and on floats', 'const t = cg.tiled_partition<8>(cg.this_thread_block()); const x = cg.reduce(t, 1.0, cg.bit_and<float>());', 'E-CG-OP'],
    ['reduce on a block', 'const x = cg.reduce(cg.this_thread_block(), 1, cg.plus<int>());', 'E-CG-GROUP'],
    ['a float label', 'const t = cg.tiled_partition<32>(cg.this_thread_block()); const p = cg.labeled_partition(t, 1.5);', 'E-ARG-TYPE'],
    ['an unknown cg function', 'const g = cg.this_grid();', 'E-CG-UNKNOWN'],
    ['__shfl_sync on a struct', 'let p: P = { a: 1, b: 2.0 }; const q = __shfl_sync(0xffffffff, p, 0);', 'E-ARG-TYPE'],
    ['a field the struct lacks', 'let p: P = { a: 1, b: 2.0 }; const x = p.c;', 'E-UNKNOWN-NAME'],
    ['a literal missing a field', 'let p: P = { a: 1 };', 'E-STRUCT-LITERAL'],
    ['a struct where a scalar is needed', 'let p: P = { a: 1, b: 2.0 }; const x = p + 1;', 'E-STRUCT-VALUE'],
  ];
  for (const [what, body, code] of cases) {
    it(what, () => {
      const src = `type P = { a: int; b: float };\nexport function kernel(out: int[]) {\n  ${body}\n}`;
      expect(codes(src)).toContain(code);
    });
  }

  it('__shfl_sync on a struct says to shuffle each field or use a tile', () => {
    const src = `type P = { a: int; b: float };\nexport function kernel(out: int[]) {\n  let p: P = { a: 1, b: 2.0 };\n  const q = __shfl_sync(0xffffffff, p, 0);\n}`;
    const d = compile(src).diagnostics.find((x) => x.code === 'E-ARG-TYPE')!;
    expect(d.line).toBe(4);
    expect(d.hint).toContain('tile.shfl(p, src)');
  });
});

describe('coalesced_group.shfl with a rank outside the group', () => {
  it('warns even when lane 31 is a member (CUDA 13 then reads lane 31; the documentation gives no value)', () => {
    const src = `export function kernel(out: int[]) {
  const l = int(threadIdx.x);
  if (l >= 28) {
    const g = cg.coalesced_threads();
    out[l] = g.shfl(l, 4);
  }
}`;
    const r = run(src, 32, { out: zeros(32) });
    const w = r.diagnostics.find((d) => d.code === 'W-CG-RANK');
    expect(w?.severity).toBe('warning');
    expect(w?.line).toBe(5);
    // __fns(0xf0000000, 0, 5) finds no fifth member: lane 31 is read, a member, so the value is 31.
    expect(out(r).slice(28)).toEqual([31, 31, 31, 31]);
    expect(w?.message).toMatch(/reads lane 31/);
  });

  it('says which lane is read: lane 0 for rank -1 (when a member), lane r mod 32 in a whole-warp group', () => {
    // docs/semantics.md §9.2 (H200, cg2_coalesced_*): rank -1 is __fns(mask, 0, 0), lane 0
    // when it is a member; a whole-warp group runs __shfl_sync, so rank 33 reads lane 1.
    const partial = `export function kernel(out: int[]) {
  const l = int(threadIdx.x);
  if (l < 5) {
    const g = cg.coalesced_threads();
    out[l] = g.shfl(l * 10, -1);
  }
}`;
    const r = run(partial, 32, { out: zeros(32) });
    expect(r.diagnostics.find((d) => d.code === 'W-CG-RANK')?.message).toMatch(/reads lane 0 if it is a member/);
    expect(out(r).slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    const whole = `export function kernel(out: int[]) {
  const g = cg.coalesced_threads();
  out[threadIdx.x] = g.shfl(int(threadIdx.x) * 10, 33);
}`;
    const q = run(whole, 32, { out: zeros(32) });
    expect(q.diagnostics.find((d) => d.code === 'W-CG-RANK')?.message).toMatch(/reads lane 1 \(the rank modulo 32\)/);
    expect(out(q)).toEqual(new Array(32).fill(10));
  });
});

describe('W-DELTA-RANGE and groups', () => {
  // A tile of one thread: its shuffles run with width 1, so a delta of 1 moves nothing. The
  // learner's own `shfl_up(v, 1)` gets the warning; the shuffles CUDA's float
  // `cg.exclusive_scan` runs inside (delta 1, width 1) are the implementation's, not the
  // learner's, and get none. Values by hand: every result is the thread's own (shfl_up), and
  // the exclusive scan of one element is T{} = 0.
  it('warns at the learner\'s tile shuffle, not inside cg.exclusive_scan', () => {
    const src = `export function kernel(o: int[], f: float[]) {
  const t1 = cg.tiled_partition<1>(cg.this_thread_block());
  const l = int(threadIdx.x);
  o[l] = t1.shfl_up(l * 3, 1);
  f[l] = cg.exclusive_scan(t1, float(l) + 0.5);
}`;
    const r = run(src, 4, { o: zeros(4), f: zeros(4, 'float') });
    expect(errors(r)).toEqual([]);
    expect(r.diagnostics.filter((d) => d.code === 'W-DELTA-RANGE').map((d) => d.line)).toEqual([4]);
    expect(out(r, 'o')).toEqual([0, 3, 6, 9]);
    expect(out(r, 'f')).toEqual([0, 0, 0, 0]);
  });
});
