/**
 * The race checker's bookkeeping at scale (memory.ts), and the orderings its shortcuts must
 * keep. Expected values by hand from each kernel's text; the orderings from docs/language.md
 * §6 (a fence then an atomic releases, an atomic that sees it acquires, and releases carry
 * what their thread had acquired: PTX ISA §8.8, cumulativity).
 *
 * - A thread new to a lock takes the releases logged on it newest first, and skips those a
 *   release it took already carries (`takeNew`): each holder acquired before its fence, so
 *   the latest holder's release carries the whole chain. Releases of the taker's own warp are
 *   taken all the same (they join its vector clock).
 * - A release of a lane carried to another lane of its warp through a thread of another warp
 *   orders the two (`hb` asks the acquired releases when the warp's clocks do not).
 * - An element's read set keeps each thread's latest read and drops reads ordered before a
 *   newer one only when it has doubled (`ReadSet`): the reads it keeps longer must not change
 *   a verdict.
 * - Accesses kept after a race are grouped by line, kind and block (`KeptGroups`): a later
 *   access still races with a kept one it is not ordered after, and not with one it is.
 */
import { describe, expect, it } from 'vitest';
import { DOT_LOCK as DOT_LOCK_256 } from '../../../bench/kernels';
import { errors, floats, lineOf, run, scalar, zeros } from './helpers';

/** "CUDA by Example" Appendix A.1 (bench/kernels.ts), for blocks of 64: each block reduces
 * `a[i] * b[i]` in shared memory, and its thread 0 adds the block's sum to `c[0]` under a
 * global lock, between fences. */
const DOT_LOCK = DOT_LOCK_256.replace('__shared__<float>(256)', '__shared__<float>(64)');

/** Every thread of every block updates a 4-element record under one global lock. */
const RECORD_LOCK = `export function kernel(lock: int[], rec: int[]) {
  const tid = int(blockIdx.x * blockDim.x + threadIdx.x);
  while (atomicCAS(lock, 0, 0, 1) != 0) {}
  __threadfence();
  rec[0] = rec[0] + 1;
  rec[1] = rec[0];
  rec[2] = rec[2] + tid;
  rec[3] = max(rec[3], tid);
  __threadfence();
  atomicExch(lock, 0, 0);
}`;

describe('a lock handed on between blocks', () => {
  it('the CUDA by Example dot product, 128 blocks of 64: c = sum of a[i] * b[i], with no race', () => {
    expect(DOT_LOCK).not.toBe(DOT_LOCK_256);
    const n = 128 * 64;
    const r = run(DOT_LOCK, 64, { a: floats(new Array(n).fill(1)), b: floats(new Array(n).fill(2)), c: zeros(1, 'float'), mutex: zeros(1), n: scalar('int', n) }, { grid: [128, 1, 1] });
    expect(errors(r)).toEqual([]);
    // 1 * 2 per element, each block's 64 partial sums exact in binary32.
    expect(Array.from(r.args.c as ArrayLike<number>)).toEqual([2 * n]);
    expect(Array.from(r.args.mutex as ArrayLike<number>)).toEqual([0]);
  }, 120_000);

  it('every thread of 32 blocks of 32 takes it once: the record counts them all, with no race', () => {
    const N = 32 * 32;
    const r = run(RECORD_LOCK, 32, { lock: zeros(1), rec: zeros(4) }, { grid: [32, 1, 1] });
    expect(errors(r)).toEqual([]);
    // rec[0] and rec[1]: N increments; rec[2]: 0 + 1 + ... + (N - 1); rec[3]: the largest id.
    expect(Array.from(r.args.rec as ArrayLike<number>)).toEqual([N, N, (N * (N - 1)) / 2, N - 1]);
  }, 120_000);

  it('without the fence before the release, the critical sections race', () => {
    const src = RECORD_LOCK.replace(/rec\[3\] = max\(rec\[3\], tid\);\n {2}__threadfence\(\);/, 'rec[3] = max(rec[3], tid);');
    expect(src).not.toBe(RECORD_LOCK);
    const r = run(src, 32, { lock: zeros(1), rec: zeros(4) }, { grid: [8, 1, 1] });
    expect(errors(r).some((d) => d.kind === 'race')).toBe(true);
  }, 120_000);
});

/** Lane 0 writes `x[0]` and releases `turn`; thread 32 (warp 1) acquires it, fences and
 * releases `go`; lane 1 acquires `go` alone (FIRST_LOOK empty) or then looks at `turn` too,
 * and reads `x[0]`. */
const CARRIED = `export function kernel(turn: int[], go: int[], x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) {
    x[0] = 7;
    __threadfence();
    atomicExch(turn, 0, 1);
  } else if (t == 32) {
    while (atomicAdd(turn, 0, 0) != 1) {}
    __threadfence();
    atomicExch(turn, 0, 2);
    atomicExch(go, 0, 1);
  } else if (t == 1) {
    while (atomicAdd(go, 0, 0) == 0) {}
    FIRST_LOOK
    out[0] = x[0];
  }
}`;

describe("a lane's release carried to another lane of its warp by a thread of another warp", () => {
  const args = () => ({ turn: zeros(1), go: zeros(1), x: zeros(1), out: zeros(1) });
  for (const [what, look] of [['through `go` alone', ''], ['and then both releases of `turn` at once', 'atomicAdd(turn, 0, 0);']] as const) {
    for (const schedule of [{ kind: 'default' }, { kind: 'adversarial', seed: 1 }, { kind: 'adversarial', seed: 2 }] as const) {
      it(`${what}, ${schedule.kind}${'seed' in schedule ? ` ${schedule.seed}` : ''}: lane 1 reads 7, with no race`, () => {
        const r = run(CARRIED.replace('FIRST_LOOK', look), 64, args(), { schedule });
        expect(errors(r)).toEqual([]);
        expect(Array.from(r.args.out as ArrayLike<number>)).toEqual([7]);
      });
    }
  }

  it('without the fence of thread 32, nothing carries lane 0\'s write: lane 1\'s read races with it', () => {
    const src = CARRIED.replace('FIRST_LOOK', '').replace('    __threadfence();\n    atomicExch(turn, 0, 2);', '    atomicExch(turn, 0, 2);');
    expect(src).not.toContain('__threadfence();\n    atomicExch(turn, 0, 2);');
    const r = run(src, 64, args());
    const read = lineOf(src, 'out[0] = x[0]');
    expect(errors(r).map((d) => [d.code, d.line, d.related?.map((x) => x.line)])).toEqual([['E-RACE-WR', read, [lineOf(src, 'x[0] = 7')]]]);
  });
});

describe('an element read by many threads, then written', () => {
  // Warp 0 reads, a barrier, warp 1 reads; lane 0 then writes with no barrier after warp 1's
  // reads: the write races with those (64 reads kept at once), not with warp 0's.
  const src = `export function kernel(e: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t < 32) out[t] = e[0];
  __syncthreads();
  if (t >= 32) out[t] = e[0];
  if (t == 0) e[0] = 1;
}`;
  const first = lineOf(src, 'if (t < 32) out[t] = e[0]'), second = lineOf(src, 'if (t >= 32) out[t] = e[0]'), write = lineOf(src, 'e[0] = 1');
  for (const schedule of [{ kind: 'default' }, { kind: 'adversarial', seed: 1 }, { kind: 'adversarial', seed: 5 }] as const) {
    it(`${schedule.kind}${'seed' in schedule ? ` ${schedule.seed}` : ''}: one race, between the write and warp 1's reads`, () => {
      const r = run(src, 64, { e: zeros(1), out: zeros(64) }, { schedule });
      const races = errors(r);
      expect(races).toHaveLength(1);
      const lines = [races[0]!.line, ...(races[0]!.related ?? []).map((x) => x.line)].sort((a, b) => a - b);
      expect(lines).toEqual([second, write]);
      expect(lines).not.toContain(first);
    });
  }
});

describe('accesses kept after a race, and a later access of another block', () => {
  // Lanes 0 and 32 of block 0 write x[0] with no barrier between them (a race); lane 32 then
  // fences and releases `flag`, which thread 0 of block 1 acquires before it writes x[0]:
  // that write is ordered after lane 32's, not after lane 0's, whichever came first.
  const src = `export function kernel(x: int[], flag: int[]) {
  const t = int(threadIdx.x);
  if (blockIdx.x == 0) {
    if (t == 0) x[0] = 1;
    if (t == 32) {
      x[0] = 2;
      __threadfence();
      atomicExch(flag, 0, 1);
    }
  } else if (t == 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    x[0] = 3;
  }
}`;
  it('the later write races with lane 0\'s write alone', () => {
    const r = run(src, 64, { x: zeros(1), flag: zeros(1) }, { grid: [2, 1, 1] });
    const late = errors(r).filter((d) => d.line === lineOf(src, 'x[0] = 3'));
    expect(late.map((d) => [d.code, d.related?.map((x) => x.line)])).toEqual([['E-RACE-WW', [lineOf(src, 'x[0] = 1')]]]);
    const early = errors(r).filter((d) => d.line !== lineOf(src, 'x[0] = 3') && d.kind === 'race');
    expect(early.map((d) => d.code)).toEqual(['E-RACE-WW']);
    // Block 1 waits for block 0 by index (started first, it would wait for ever).
    expect(errors(r).filter((d) => d.kind !== 'race').map((d) => `${d.code}@${d.line}`)).toEqual([`E-BLOCK-ORDER@${lineOf(src, 'while (atomicAdd')}`]);
  });
});

/** Warp 0's lane 0 produces `n` items into an 8-slot ring, warp 1's lane 0 consumes them;
 * both publish with a fence before the atomic that moves `head` or `tail`, and wait on the
 * other's counter with an atomic (each fence carries on what its lane acquired: the lane
 * view keeps one release per counter, where each fence once carried every earlier one). */
const RING = `export function kernel(ring: int[], head: int[], tail: int[], out: int[], n: int) {
  const t = int(threadIdx.x);
  if (t == 0) {
    for (let k = 0; k < n; k++) {
      while (k - atomicAdd(tail, 0, 0) >= 8) {}
      __threadfence();
      ring[k & 7] = k * 3 + 1;
      __threadfence();
      atomicAdd(head, 0, 1);
    }
  } else if (t == 32) {
    let sum = 0;
    for (let k = 0; k < n; k++) {
      while (atomicAdd(head, 0, 0) <= k) {}
      __threadfence();
      sum += ring[k & 7];
      __threadfence();
      atomicAdd(tail, 0, 1);
    }
    out[0] = sum;
  }
}`;

describe('a producer and a consumer handing items through a ring', () => {
  const args = (n: number) => ({ ring: zeros(8), head: zeros(1), tail: zeros(1), out: zeros(1), n: scalar('int', n) });
  it('3,000 items: the consumer sums every one, with no race', () => {
    const n = 3000;
    const r = run(RING, 64, args(n));
    expect(errors(r)).toEqual([]);
    // sum of 3k + 1 for k < n; slot s last holds item k = n - 8 + s.
    expect(Array.from(r.args.out as ArrayLike<number>)).toEqual([(3 * n * (n - 1)) / 2 + n]);
    expect(Array.from(r.args.ring as ArrayLike<number>)).toEqual(Array.from({ length: 8 }, (_, s) => 3 * (n - 8 + s) + 1));
    expect(Array.from(r.args.head as ArrayLike<number>)).toEqual([n]);
    expect(Array.from(r.args.tail as ArrayLike<number>)).toEqual([n]);
  }, 120_000);

  it('without the producer\'s fence after its write, the consumer\'s read races with it', () => {
    const src = RING.replace('ring[k & 7] = k * 3 + 1;\n      __threadfence();', 'ring[k & 7] = k * 3 + 1;');
    expect(src).not.toBe(RING);
    const r = run(src, 64, args(200));
    expect(errors(r).map((d) => [d.code, d.line])).toContainEqual(['E-RACE-WR', lineOf(src, 'sum += ring[k & 7]')]);
  }, 120_000);
});

describe('a hash table with a lock per bucket', () => {
  const src = `export function kernel(locks: int[], cnt: int[], sum: int[]) {
  const tid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const b = int(uint(tid) * 2654435761 % 64);
  while (atomicCAS(locks, b, 0, 1) != 0) {}
  __threadfence();
  cnt[b] = cnt[b] + 1;
  sum[b] = sum[b] + tid;
  __threadfence();
  atomicExch(locks, b, 0);
}`;
  it('16 blocks of 128: each bucket counts and sums the threads hashed to it, with no race', () => {
    const N = 16 * 128;
    const r = run(src, 128, { locks: zeros(64), cnt: zeros(64), sum: zeros(64) }, { grid: [16, 1, 1] });
    expect(errors(r)).toEqual([]);
    // The bucket of thread t: t * 2654435761 modulo 2^32, then modulo 64 (unsigned).
    const cnt = new Array<number>(64).fill(0), sum = new Array<number>(64).fill(0);
    for (let t = 0; t < N; t++) {
      const b = Number((BigInt(t) * 2654435761n) % 2n ** 32n % 64n);
      cnt[b]!++;
      sum[b]! += t;
    }
    expect(Array.from(r.args.cnt as ArrayLike<number>)).toEqual(cnt);
    expect(Array.from(r.args.sum as ArrayLike<number>)).toEqual(sum);
    expect(Array.from(r.args.locks as ArrayLike<number>)).toEqual(new Array(64).fill(0));
  }, 120_000);
});

describe('a write after reads of two lines, one ordered after the other', () => {
  // Thread 32 reads e[0] (line 3); a __syncwarp orders that read before thread 33's (line 5);
  // thread 0, of the other warp, writes e[0] with nothing ordering it with either read. Both
  // reads race with the write, whichever runs first: each line is named (docs/language.md §6:
  // "naming every earlier line it races with"), though the second read is ordered after the first.
  const src = `export function kernel(e: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 32) out[0] = e[0];
  __syncwarp();
  if (t == 33) out[1] = e[0];
  if (t == 0) e[0] = 1;
}`;
  for (const schedule of [{ kind: 'default' }, { kind: 'adversarial', seed: 1 }, { kind: 'adversarial', seed: 2 }] as const) {
    it(`${schedule.kind}${'seed' in schedule ? ` ${schedule.seed}` : ''}: races between the write and each read's line`, () => {
      const r = run(src, 64, { e: zeros(1), out: zeros(2) }, { schedule });
      const pairs = errors(r).flatMap((d) => (d.related ?? []).map((x) => [Math.min(d.line, x.line), Math.max(d.line, x.line)].join('-')));
      expect([...new Set(pairs)].sort()).toEqual(['3-6', '5-6']);
    });
  }
});

describe('threads that exit before a barrier, and releases made after it', () => {
  // A barrier orders only the accesses of the threads that reach it (docs/language.md §6,
  // Programming Guide §10.6): a release made after it does not publish an exited thread's
  // write, nor does a lane that passed it see what an exited lane acquired.
  /** Lane 0 writes and exits; after the barrier thread 32 releases `f`, and the reader
   * (lane 1 of lane 0's warp, or thread 64 of another) acquires it and reads. */
  const released = (reader: number): string => `export function kernel(f: int[], x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) { x[0] = 7; return; }
  __syncthreads();
  if (t == 32) { __threadfence(); atomicExch(f, 0, 1); }
  if (t == ${reader}) { while (atomicAdd(f, 0, 0) == 0) {} out[0] = x[0]; }
}`;
  const cases: [string, string, number, string][] = [
    ['a release after the barrier does not carry an exited lane\'s write (same warp)', released(1), 96, 'out[0] = x[0]'],
    ['the same, the reader in another warp', released(64), 96, 'out[0] = x[0]'],
    ['what a lane that exited acquired is not seen through the barrier', `export function kernel(f: int[], x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) { x[0] = 7; __threadfence(); atomicExch(f, 0, 1); return; }
  if (t == 2) { while (atomicAdd(f, 0, 0) == 0) {} return; }
  __syncthreads();
  if (t == 32) { out[0] = x[0]; }
}`, 64, 'out[0] = x[0]'],
  ];
  for (const [what, src, block, read] of cases) {
    for (const schedule of [{ kind: 'default' }, { kind: 'adversarial', seed: 2 }] as const) {
      it(`${what}, ${schedule.kind}: the read races with the exited thread's write`, () => {
        const r = run(src, block, { f: zeros(1), x: zeros(1), out: zeros(1) }, { schedule });
        expect(errors(r).map((d) => [d.code, d.line, d.related?.map((x) => x.line)])).toEqual([['E-RACE-WR', lineOf(src, read), [lineOf(src, 'x[0] = 7')]]]);
      });
    }
  }

  it('both lock holders after the barrier race with an exited thread\'s read', () => {
    const src = `export function kernel(lock: int[], x: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) { out[0] = x[0]; return; }
  __syncthreads();
  if (t == 32 || t == 33) {
    while (atomicCAS(lock, 0, 0, 1) != 0) {}
    __threadfence();
    x[0] = t;
    __threadfence();
    atomicExch(lock, 0, 0);
  }
}`;
    const r = run(src, 64, { lock: zeros(1), x: zeros(1), out: zeros(1) });
    const races = errors(r);
    expect(races.map((d) => [d.code, d.line])).toEqual([['E-RACE-RW', lineOf(src, 'x[0] = t')]]);
    expect(races[0]!.threads?.map((t) => t.thread[0]).sort()).toEqual([32, 33]);
  });
});

describe('a write after a race and after reads of three lines', () => {
  // Flags without fences order the schedule, not memory (no release): lane 0 reads e[0]
  // (line 4), thread 32 writes it (line 6, a race), lane 0 reads it again (line 4), thread 64
  // reads it (line 7), lane 1 reads it after a __syncwarp with lane 0 (line 11), and thread 96
  // writes it (line 13). That write is ordered after none of them: it races with the write
  // of line 6 and with the reads of lines 4, 7 and 11, each named.
  const src = `export function kernel(e: int[], g: int[], out: int[]) {
  const t = int(threadIdx.x);
  if (t == 0) {
    for (let r = 0; r < 2; r++) { while (atomicAdd(g, 0, 0) != 3 * r) {} out[r] = e[0]; atomicExch(g, 0, 3 * r + 1); }
  }
  if (t == 32) { while (atomicAdd(g, 0, 0) != 1) {} e[0] = 5; atomicExch(g, 0, 3); }
  if (t == 64) { while (atomicAdd(g, 0, 0) != 4) {} out[2] = e[0]; atomicExch(g, 0, 5); }
  if (t == 0 || t == 1) {
    if (t == 0) { while (atomicAdd(g, 0, 0) != 5) {} }
    __syncwarp(3);
    if (t == 1) { out[3] = e[0]; atomicExch(g, 0, 6); }
  }
  if (t == 96) { while (atomicAdd(g, 0, 0) != 6) {} e[0] = 7; }
}`;
  for (const schedule of [{ kind: 'default' }, { kind: 'adversarial', seed: 3 }] as const) {
    it(`${schedule.kind}: the last write names the write of line 6 and the reads of lines 4, 7 and 11`, () => {
      const r = run(src, 128, { e: zeros(1), g: zeros(1), out: zeros(4) }, { schedule });
      const last = errors(r).filter((d) => d.line === 13);
      expect(last.map((d) => [d.code, d.related?.map((x) => x.line)])).toEqual([['E-RACE-WW', [6]], ['E-RACE-RW', [4, 7, 11]]]);
    });
  }
});
