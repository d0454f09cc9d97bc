/** Memory rules: bounds, unwritten shared memory, races and their ordering edges. */
import { describe, expect, it } from 'vitest';
import { dim, errors, floats, iota, kinds, lineOf, run, scalar, zeros } from './helpers';
import { BLOCK_REDUCE } from '../../../bench/kernels';

describe('memory', () => {
  it('stops a thread that indexes out of bounds, naming thread, line, array and index', () => {
    const src = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  out[t + 1] = t;
}`;
    const r = run(src, 32, { out: zeros(32) });
    const e = errors(r);
    expect(e).toHaveLength(1);
    expect(e[0]!.kind).toBe('out-of-bounds');
    expect(e[0]!.line).toBe(3);
    expect(e[0]!.message).toContain('`out[32]`');
    expect(e[0]!.threads![0]!.lane).toBe(31);
    expect(r.args.out!.slice(1)).toEqual(iota(31));
  });

  it('reports the seed block reduction launched with 96 threads: `warp_sums[3..7]` were never written', () => {
    const n = 96;
    const r = run(BLOCK_REDUCE, 96, { inp: floats(iota(n, () => 1)), out: zeros(1, 'float'), n: scalar('int', n) }, { entry: 'blockReduce' });
    expect(r.args.out).toEqual([null]);
    const e = errors(r);
    expect(e).toHaveLength(1);
    expect(e[0]!.kind).toBe('undefined-value');
    expect(e[0]!.line).toBe(lineOf(BLOCK_REDUCE, 'out[blockIdx.x] = val'));
    expect(e[0]!.message).toMatch(/`warp_sums\[[3-7]\]` was read .* before any thread wrote it/);
  });

  it('sums the seed block reduction with 256 threads (8 warps × 32 × 1.0 = 256)', () => {
    const r = run(BLOCK_REDUCE, 256, { inp: floats(iota(256, () => 1)), out: zeros(1, 'float'), n: scalar('int', 256) }, { entry: 'blockReduce' });
    expect(errors(r)).toEqual([]);
    expect(r.args.out).toEqual([256]);
  });

  it('starts every block with its own shared memory: unwritten, with no accesses of an earlier block', () => {
    // Block 0 writes s[0]; block 1 only reads it (CUDA: a block's shared memory is its own and
    // uninitialised, Programming Guide §7.2 "__shared__"): block 1's read is of an unwritten
    // element (not block 0's 7), and not a race with block 0's write (blocks share no memory).
    const src = `export function kernel(out: int[]) {
  const s = __shared__<int>(4);
  if (blockIdx.x == 0 && threadIdx.x == 0) s[0] = 7;
  __syncthreads();
  if (threadIdx.x == 1) out[blockIdx.x] = s[0];
}`;
    for (const blocks of [2, 3]) {
      const r = run(src, 32, { out: zeros(blocks) }, { grid: dim(blocks) });
      expect(r.args.out).toEqual([7, ...new Array(blocks - 1).fill(null)]);
      const e = errors(r);
      // One diagnostic (the same line), naming lane 1 of every block after the first.
      expect(e.map((d) => d.kind)).toEqual(['undefined-value']);
      expect(e[0]!.message).toMatch(/`s\[0\]` was read at line 5 before any thread wrote it/);
      expect(e[0]!.threads!.map((t) => [t.block![0], t.lane])).toEqual(Array.from({ length: blocks - 1 }, (_, b) => [b + 1, 1]));
    }
    // The same in every block, and a race in block 0 (two lanes write s[1] unordered) is reported
    // only in block 0: block 1 starts with no record of block 0's writes.
    const racy = `export function kernel(out: int[]) {
  const s = __shared__<int>(4);
  if (threadIdx.x < 2 && blockIdx.x == 0) s[1] = threadIdx.x;
  if (threadIdx.x == 5 && blockIdx.x == 1) s[1] = 5;
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = s[1];
}`;
    const r = run(racy, 32, { out: zeros(2) }, { grid: dim(2) });
    // Block 0's element is the race's (undefined); block 1's single write stands.
    expect(r.args.out).toEqual([null, 5]);
    const races = errors(r).filter((d) => d.kind === 'race');
    expect(races).toHaveLength(1);
    expect(races[0]!.message).toContain('block (0,0,0)');
    expect(races[0]!.message).not.toContain('block (1,0,0)');
    expect(races[0]!.threads!.map((t) => t.block![0])).toEqual([0]);
  });

  it('reports a race across warps without `__syncthreads()` and none with it', () => {
    const body = (sync: string) => `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  const s = __shared__<int>(64);
  s[t] = t;
  ${sync}
  out[t] = s[63 - t];
}`;
    const racy = run(body(''), 64, { out: zeros(64) });
    expect(kinds(racy)).toContain('race');
    const ok = run(body('__syncthreads();'), 64, { out: zeros(64) });
    expect(errors(ok)).toEqual([]);
    expect(ok.args.out).toEqual(iota(64, (t) => 63 - t));
  });

  it('orders lanes of a warp with `__syncwarp()` but not with a shuffle', () => {
    const body = (sync: string) => `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  const s = __shared__<int>(32);
  s[t] = t;
  ${sync}
  out[t] = s[31 - t];
}`;
    expect(errors(run(body('__syncwarp();'), 32, { out: zeros(32) }))).toEqual([]);
    expect(kinds(run(body('const u: int = __shfl_sync(0xffffffff, t, 0);'), 32, { out: zeros(32) }))).toContain('race');
  });

  it('does not report atomics racing with atomics, and counts them', () => {
    const src = `export function kernel(out: int[]) {
  atomicAdd(out, 0, 1);
}`;
    const r = run(src, 64, { out: zeros(1) }, { grid: [3, 1, 1] });
    expect(errors(r)).toEqual([]);
    expect(r.args.out).toEqual([192]);
    expect(r.counts.atomics).toBe(192);
  });

  // Atomics do not race with each other, but each one races with a plain write of another
  // thread that it is not ordered with, whichever of the thread's own accesses came last, and
  // with a plain read of another thread that nothing orders with it: an atomic update is a
  // write, and two conflicting actions, one not atomic, with neither happening before the
  // other, are a data race (C++ [intro.races]; PTX ISA §8.8; docs/language.md §6 "Races").
  // The first guess of an `atomicCAS` loop is the exception (the Guide's own loop, §10.14).
  const schedules = [{ kind: 'default' as const }, { kind: 'adversarial' as const, seed: 1 }, { kind: 'adversarial' as const, seed: 7 }];
  const races = (src: string, block: number, args: Parameters<typeof run>[2]) =>
    schedules.map((schedule) => errors(run(src, block, args, { schedule })).filter((d) => d.kind === 'race').map((d) => d.code));

  it('reports a plain write followed by the same thread\'s atomic, racing with other threads\' atomics (zeroing a counter without a barrier)', () => {
    const src = `export function kernel(out: int[]) {
  const cnt = __shared__<int>(1);
  const l: int = threadIdx.x;
  if (l == 0) cnt[0] = 0;
  atomicAdd(cnt, 0, 1);
  __syncwarp();
  if (l == 0) out[0] = cnt[0];
}`;
    for (const codes of races(src, 32, { out: zeros(1) })) expect(codes).toContain('E-RACE-WW');
    // With the barrier the zeroing is ordered before every atomic: no race, 32.
    const fixed = src.replace('if (l == 0) cnt[0] = 0;', 'if (l == 0) cnt[0] = 0;\n  __syncwarp();');
    for (const schedule of schedules) {
      const r = run(fixed, 32, { out: zeros(1) }, { schedule });
      expect(errors(r)).toEqual([]);
      expect(r.args.out).toEqual([32]);
    }
  });

  it('reports a plain read of an element another thread updates atomically, unordered, under every schedule', () => {
    const src = `export function kernel(c: int[], o: int[]) {
  if (threadIdx.x == 0) { o[0] = c[0]; atomicAdd(c, 0, 1); }
  if (threadIdx.x == 32) atomicAdd(c, 0, 1);
}`;
    // Thread 32's atomic comes before or after thread 0's read, by the schedule: a race either
    // way (E-RACE-WR: the atomic first; E-RACE-RW: the read first).
    for (const codes of races(src, 64, { c: zeros(1), o: zeros(1) })) expect(codes.filter((c) => c === 'E-RACE-WR' || c === 'E-RACE-RW').length).toBeGreaterThan(0);
    // Ordered by a barrier (the read before every atomic), it is not one: o = 0, c = 2.
    const fixed = `export function kernel(c: int[], o: int[]) {
  if (threadIdx.x == 0) o[0] = c[0];
  __syncthreads();
  if (threadIdx.x == 0 || threadIdx.x == 32) atomicAdd(c, 0, 1);
}`;
    for (const schedule of schedules) {
      const r = run(fixed, 64, { c: zeros(1), o: zeros(1) }, { schedule });
      expect(errors(r)).toEqual([]);
      expect([r.args.c, r.args.o]).toEqual([[2], [0]]);
    }
  });

  it('reports the shared histogram read out without a barrier after the atomics (the read names the atomic as an update)', () => {
    // Every thread adds 1 to hist[t & 7]; threads 0–7 then read their bin with no
    // __syncthreads() after the atomics: 64 threads, 8 per bin, in two warps.
    const src = `export function kernel(out: int[]) {
  const hist = __shared__<int>(8);
  const t = threadIdx.x;
  if (t < 8) hist[t] = 0;
  __syncthreads();
  atomicAdd(hist, t & 7, 1);
  if (t < 8) out[t] = hist[t];
}`;
    for (const schedule of schedules) {
      const r = run(src, 64, { out: zeros(8) }, { schedule });
      const race = errors(r).find((d) => d.kind === 'race')!;
      expect(race, JSON.stringify(schedule)).toBeDefined();
      expect(race.message).toMatch(/updates it atomically/);
    }
    const fixed = src.replace('  if (t < 8) out[t] = hist[t];', '  __syncthreads();\n  if (t < 8) out[t] = hist[t];');
    for (const schedule of schedules) {
      const r = run(fixed, 64, { out: zeros(8) }, { schedule });
      expect(errors(r)).toEqual([]);
      expect(r.args.out).toEqual([8, 8, 8, 8, 8, 8, 8, 8]);
    }
  });

  it('an atomic after unordered reads of two lines names both, and so do later blocks\' atomics', () => {
    // Warp 0 reads c[0] at line 3, warp 1 at line 4; then every thread adds to it, with no
    // barrier between: each block's atomics race with the reads of both lines (RW), and a
    // read of a later block with the atomics of the earlier ones (WR).
    const src = `export function kernel(c: int[], o: int[]) {
  const t = threadIdx.x;
  if (t < 32) o[blockIdx.x * 64 + t] = c[0];
  if (t >= 32) o[blockIdx.x * 64 + t] = c[0] + 1;
  atomicAdd(c, 0, 1);
}`;
    for (const schedule of schedules) {
      const r = run(src, 64, { c: zeros(1), o: zeros(256) }, { schedule, grid: [4, 1, 1] });
      const rw = errors(r).filter((d) => d.code === 'E-RACE-RW');
      expect(rw.length, JSON.stringify(schedule)).toBeGreaterThan(0);
      const lines = new Set(rw.flatMap((d) => (d.related ?? []).map((x) => x.line)));
      expect([...lines].sort()).toEqual([3, 4]);
      expect(r.args.c).toEqual([256]);
    }
  });

  it('a read right after the reader\'s own atomic still races with another thread\'s earlier one, in whichever order the warps run', () => {
    // Thread 32 adds; thread 0 adds, then reads. Its own atomic is ordered before its read,
    // thread 32's is not (no barrier): a race whichever warp ran first.
    const src = `export function kernel(c: int[], o: int[]) {
  const t = threadIdx.x;
  if (t == 32) atomicAdd(c, 0, 1);
  __syncwarp();
  if (t == 0) { atomicAdd(c, 0, 1); o[0] = c[0]; }
}`;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run(src, 64, { c: zeros(1), o: zeros(1) }, { schedule: { kind: 'adversarial', seed } });
      expect(errors(r).filter((d) => d.kind === 'race').length, `seed ${seed}`).toBeGreaterThan(0);
      expect(r.args.c).toEqual([2]);
    }
  });

  it('a guess read of another element than the compare-and-swap is no guess: it races', () => {
    // Thread t guesses from bits[1] but swaps bits[0], which thread 32 updates: bits[1] is
    // updated atomically by thread 33 meanwhile, so the read of bits[1] races with it.
    const src = `export function kernel(bits: int[]) {
  const t = threadIdx.x;
  if (t == 0) {
    let old: int = bits[1];
    let assumed: int = 0;
    do {
      assumed = old;
      old = atomicCAS(bits, 0, assumed, assumed + 1);
    } while (assumed != old);
  }
  if (t == 33) atomicAdd(bits, 1, 1);
}`;
    for (const codes of races(src, 64, { bits: zeros(2) })) expect(codes.filter((c) => c === 'E-RACE-WR' || c === 'E-RACE-RW').length).toBeGreaterThan(0);
  });

  it('the first guess of an atomicCAS loop still races with another thread\'s plain write', () => {
    const src = `export function kernel(bits: int[]) {
  const t = threadIdx.x;
  if (t == 0) {
    let old: int = bits[0];
    let assumed: int = 0;
    do {
      assumed = old;
      old = atomicCAS(bits, 0, assumed, assumed + 1);
    } while (assumed != old);
  }
  if (t == 32) bits[0] = 5;
}`;
    for (const codes of races(src, 64, { bits: zeros(1) })) expect(codes.length).toBeGreaterThan(0);
  });

  it('runs the Programming Guide\'s atomicCAS loop (a plain first guess, §10.14) clean, with every update kept', () => {
    // 64 threads in 2 blocks each add 0.5 to a float held as bits: 32.0 (0x42000000), exact.
    const src = `export function kernel(bits: int[]) {
  let old: int = bits[0];
  let assumed: int = 0;
  do {
    assumed = old;
    old = atomicCAS(bits, 0, assumed, __float_as_int(__int_as_float(assumed) + 0.5));
  } while (assumed != old);
}`;
    for (const schedule of schedules) {
      const r = run(src, 32, { bits: zeros(1) }, { schedule, grid: [2, 1, 1] });
      expect(errors(r)).toEqual([]);
      expect(r.args.bits).toEqual([0x42000000]);
    }
  });

  it('makes an element undefined when an atomic adds an undefined value to it, and reports the use', () => {
    // Lane 3 adds a local it never assigned: g[0] holds an undefined value (DSL §6: stored
    // to memory is a use; the output never matches), not the 31 other lanes' sum.
    const src = `export function kernel(g: int[], after: int[]) {
  let x: int;
  if (threadIdx.x != 3) x = 1;
  atomicAdd(g, 0, x);
  after[threadIdx.x] = 7;
}`;
    for (const schedule of schedules) {
      const r = run(src, 32, { g: { kind: 'array', type: 'int', data: [5] }, after: zeros(32) }, { schedule });
      expect(r.args.g).toEqual([null]);
      const d = errors(r).filter((x) => x.code === 'E-UNDEFINED-STORE');
      expect(d.length).toBe(1);
      expect(d[0]!.line).toBe(4);
      // The lane goes on, as after a plain store of an undefined value.
      expect(r.args.after).toEqual(new Array(32).fill(7));
    }
  });

  it('reports both races of a write that conflicts with an earlier write and an earlier read', () => {
    // Lane 0 writes s[0]; after __syncwarp lane 2 reads it (ordered); thread 32 writes it,
    // ordered with neither: a write/write race (lines 3, 6) and a read/write race (5, 6).
    const src = `export function kernel(out: int[]) {
  const s = __shared__<int>(1);
  if (threadIdx.x == 0) s[0] = 1;
  __syncwarp();
  if (threadIdx.x == 2) out[0] = s[0];
  if (threadIdx.x == 32) s[0] = 7;
}`;
    const r = run(src, 64, { out: zeros(1) });
    const races = errors(r).filter((d) => d.kind === 'race').map((d) => `${d.code}@${d.line}`).sort();
    expect(races).toEqual(['E-RACE-RW@6', 'E-RACE-WW@6']);
  });

  it('reports both races whichever of the two writes comes first, the read race included', () => {
    // Lane 0 writes s[0] (line 4); after __syncwarp lane 2 reads it (line 6, ordered after
    // lane 0's write); thread 32 writes it (line 7), ordered with neither. Two races, each
    // with both lines: write/write (4, 7) and read/write (6, 7). With d = 8000, warp 0 loops
    // first, so thread 32's write comes before both of warp 0's accesses: the read then
    // meets a write record holding lane 0's write, ordered before it, and must still race
    // with thread 32's, which that write replaced.
    const src = `export function kernel(out: int[], d: int) {
  const s = __shared__<int>(1);
  let k = 0;
  if (threadIdx.x < 32) { for (let i = 0; i < d; i++) { k += i & 1; } } if (threadIdx.x == 0) { s[0] = 1 + (k & 0); }
  __syncwarp();
  if (threadIdx.x == 2) { out[0] = s[0]; }
  if (threadIdx.x == 32) { s[0] = 7; }
}`;
    const pairs = (d: number): string[] => {
      const r = run(src, 64, { out: zeros(1), d: scalar('int', d) });
      return errors(r).filter((e) => e.kind === 'race').map((e) => [e.line, e.related![0]!.line].sort().join('/') + (e.code === 'E-RACE-WW' ? ' WW' : ' RW')).sort();
    };
    expect(pairs(0)).toEqual(['4/7 WW', '6/7 RW']);
    expect(pairs(8000)).toEqual(['4/7 WW', '6/7 RW']);
  });

  describe('every race of an access that follows a racing write', () => {
    // Each race is named with both lines (docs/language.md §6 "Races"): one diagnostic per
    // access line and kind, its related places naming every other line it races with.
    // "a/b WR" is a read at line b racing with a write at line a.
    const pairs = (src: string): string[] => errors(run(src, 64, { out: zeros(2) }))
      .filter((e) => e.kind === 'race')
      .flatMap((e) => e.related!.map((rel) => [rel.line, e.line].sort((a, b) => a - b).join('/') + ' ' + e.code.slice(-2))).sort();

    it('a read races with both earlier writes, which raced with each other', () => {
      // Lanes 0 and 1 write s[0] (lines 3, 4), lane 2 reads it (line 5): nothing orders any two.
      expect(pairs(`export function kernel(out: int[]) {
  const s = __shared__<int>(1);
  if (threadIdx.x == 0) { s[0] = 1; }
  if (threadIdx.x == 1) { s[0] = 2; }
  if (threadIdx.x == 2) { out[0] = s[0]; }
}`)).toEqual(['3/4 WW', '3/5 WR', '4/5 WR']);
    });

    it('a third write races with both earlier writes', () => {
      expect(pairs(`export function kernel(out: int[]) {
  const s = __shared__<int>(1);
  if (threadIdx.x == 0) { s[0] = 1; }
  if (threadIdx.x == 1) { s[0] = 2; }
  if (threadIdx.x == 2) { s[0] = 3; }
}`)).toEqual(['3/4 WW', '3/5 WW', '4/5 WW']);
    });

    it('a read after a __syncwarp that leaves out one of ten racing writers races with that one', () => {
      // Lanes 0..9 write s[0] (line 3); lanes 1..10 meet in __syncwarp(0x7fe); lane 10 then
      // reads s[0] (line 5): ordered after lanes 1..9's writes, not after lane 0's.
      const r = run(`export function kernel(out: int[]) {
  const s = __shared__<int>(1);
  if (threadIdx.x < 10) { s[0] = threadIdx.x; }
  if (threadIdx.x >= 1 && threadIdx.x <= 10) { __syncwarp(0x7fe); }
  if (threadIdx.x == 10) { out[0] = s[0]; }
}`, 64, { out: zeros(1) });
      const read = errors(r).filter((e) => e.line === 5);
      expect(read.map((e) => e.code)).toEqual(['E-RACE-WR']);
      expect(read[0]!.related![0]!.threads![0]!.lane).toBe(0);
    });

    it('a write ordered after a racing plain write still races with the atomic and the read that write replaced', () => {
      // Lane 1 updates s[0] atomically (line 5) or reads it (line 5); lane 0 writes it
      // (line 6: a race); __syncwarp(0x5) orders lane 0's write before lane 2's (line 8), but
      // not lane 1's access: line 8 races with line 5 too.
      for (const [access, kind] of [['atomicAdd(s, 0, 1);', 'WW'], ['out[1] = s[0];', 'RW']] as const) {
        expect(pairs(`export function kernel(out: int[]) {
  const s = __shared__<int>(1);
  if (threadIdx.x == 0) { s[0] = 0; }
  __syncwarp();
  if (threadIdx.x == 1) { ${access} }
  if (threadIdx.x == 0) { s[0] = 5; }
  if (threadIdx.x == 0 || threadIdx.x == 2) { __syncwarp(0x5); }
  if (threadIdx.x == 2) { s[0] = 9; }
}`)).toEqual([`5/6 ${kind}`, `5/8 ${kind}`]);
      }
    });
  });

  it('forgets a racing write once a barrier orders it before what follows', () => {
    // Threads 0 and 32 write s[0] unordered (lines 3, 4: one race); after __syncthreads
    // thread 40 writes it, and after another thread 3 reads it: both ordered after every
    // earlier write, so no further race, and the read sees 9.
    const r = run(`export function kernel(out: int[]) {
  const s = __shared__<int>(1);
  if (threadIdx.x == 0) { s[0] = 1; }
  if (threadIdx.x == 32) { s[0] = 7; }
  __syncthreads();
  if (threadIdx.x == 40) { s[0] = 9; }
  __syncthreads();
  if (threadIdx.x == 3) { out[0] = s[0]; }
}`, 64, { out: zeros(1) });
    expect(errors(r).map((e) => e.code)).toEqual(['E-RACE-WW']);
    expect(r.args.out).toEqual([9]);
  });

  it('leaves an element as it was when atomicCAS is given an undefined new value and its compare fails', () => {
    // CUDA writes nothing when the compare fails (Programming Guide §10.14 atomicCAS): a[0]
    // keeps 7; with a compare that succeeds the undefined value is stored and reported.
    const src = (cmp: number) => `export function kernel(a: int[]) {
  let x: int;
  if (threadIdx.x == 0) atomicCAS(a, 0, ${cmp}, x);
}`;
    const fails = run(src(99), 32, { a: { kind: 'array', type: 'int', data: [7] } });
    expect(fails.args.a).toEqual([7]);
    expect(errors(fails)).toEqual([]);
    const stores = run(src(7), 32, { a: { kind: 'array', type: 'int', data: [7] } });
    expect(stores.args.a).toEqual([null]);
    expect(errors(stores).map((d) => d.code)).toEqual(['E-UNDEFINED-STORE']);
  });

  it('orders a plain write after the atomics that came before the writer\'s own, as the Guide\'s last-block counter reset', () => {
    // Every thread takes a ticket; the one that gets the last resets the counter with a plain
    // store. The other atomics precede its own in the counter's order of atomics, so the reset
    // does not race with them (Programming Guide §10.5's last-block example resets count so).
    const src = `export function kernel(cnt: int[], out: int[]) {
  const ticket = atomicAdd(cnt, 0, 1);
  if (ticket == int(blockDim.x * gridDim.x) - 1) { cnt[0] = 0; out[0] = ticket; }
}`;
    for (const schedule of schedules) {
      const r = run(src, 64, { cnt: zeros(1), out: zeros(1) }, { schedule, grid: [2, 1, 1] });
      expect(errors(r)).toEqual([]);
      expect(r.args.cnt).toEqual([0]);
      expect(r.args.out).toEqual([127]);
    }
  });

  it('still reports a plain write racing with another thread\'s atomic, in either order', () => {
    const src = `export function kernel(c: int[]) {
  if (threadIdx.x == 0) c[0] = 5;
  if (threadIdx.x == 32) atomicAdd(c, 0, 1);
}`;
    for (const codes of races(src, 64, { c: zeros(1) })) expect(codes.some((c) => c === 'E-RACE-WW')).toBe(true);
  });

  it('reports the shared histogram whose zeroing has no barrier before the atomics, and none with it', () => {
    const src = (sync: string) => `export function kernel(buffer: int[], histo: int[]) {
  const temp = __shared__<int>(8);
  const t: int = threadIdx.x;
  if (t < 8) temp[t] = 0;
  ${sync}
  atomicAdd(temp, buffer[t] % 8, 1);
  __syncthreads();
  if (t < 8) atomicAdd(histo, t, temp[t]);
}`;
    const args = () => ({ buffer: { kind: 'array' as const, type: 'int' as const, data: Int32Array.from(iota(64, (t) => t % 8)) }, histo: zeros(8) });
    for (const codes of races(src(''), 64, args())) expect(codes).toContain('E-RACE-WW');
    const r = run(src('__syncthreads();'), 64, args());
    expect(errors(r)).toEqual([]);
    expect(r.args.histo).toEqual(iota(8, () => 8));
  });

  it('reports plain writes of one global element from two blocks', () => {
    const src = `export function kernel(out: int[]) {
  if (threadIdx.x == 0) out[0] = int(blockIdx.x);
}`;
    expect(kinds(run(src, 32, { out: zeros(1) }, { grid: [2, 1, 1] }))).toContain('race');
  });

  it('reports a local declared without a value when it is stored, and nothing when it is overwritten first', () => {
    const src = `export function kernel(out: int[]) {
  let x: int;
  if (threadIdx.x == 0) x = 1;
  out[threadIdx.x] = x;
}`;
    const r = run(src, 32, { out: zeros(32) });
    expect(r.args.out![0]).toBe(1);
    expect(r.args.out!.slice(1)).toEqual(new Array(31).fill(null));
    expect(kinds(r)).toEqual(['undefined-value']);
  });
});
