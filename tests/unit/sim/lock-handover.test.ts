/**
 * A fenced lock handed from thread to thread (PTX ISA §8.8: release patterns are
 * cumulative, so each holder's `via` carries every earlier holder's release): the search
 * for the release that orders an access (memory.ts `covers`) visits each release once.
 * It once followed every path through that graph, whose number grows exponentially with the
 * hand-overs: a 160-thread block of this lock (the critical section inside the acquire loop,
 * the form that is safe before Volta too) never finished. Expected values by hand: each
 * thread takes the lock once, so the counter ends at the block size and the values the
 * threads read are 0..n-1, each once; the fences order the critical sections (no race).
 *
 * The lock whose critical section follows its acquire loop (the classic form, which ITS
 * makes safe on sm_70+ and an H100 completed: oracle/probes/mutex_spin_first.cu) finishes
 * too: the holder, split off from lanes that spin on a failing `atomicCAS`, runs on once the
 * block is seen spinning (scheduler.ts `SPIN_BOUND`). It once ran only after a starvation
 * bound of every warp's spinning per hand-over: 256 threads used up the command line's
 * budget and got `E-BUDGET`, a verdict that blamed a loop that ends.
 *
 * Under contention: a spin whose retries are counted with an atomic (a contention
 * statistic) writes memory, so the block is not seen spinning and every spinning lane keeps
 * retrying; each retry takes the releases the lock carries. That once cost every release
 * ever made on the lock per retry, and each access in a critical section searched every
 * acquisition of the block: 512 threads ran 124 s from the command line. Now a retry takes
 * only the releases made since its thread last looked, and a search looks only at the
 * acquisitions its lane can see (memory.ts `atomicOrdering`, core/acquisitions.ts). Expected
 * values by hand, as above; `spins` counts failed attempts, at least 0.
 *
 * Such a spin writes on every retry, so the block is never seen spinning: the holder,
 * waiting at the loop's exit for lanes that retry until it releases, once ran only after the
 * starvation bound at each hand-over, and 1,024 threads used up the default budget with
 * `E-BUDGET` (a verdict that blames a loop that ends). A loop that waits on an atomic's
 * result now holds no lane at its exit, nor do the regions and functions around it
 * (compile/spin-loops.ts), as nvcc's code does on an H100 (the `counted_lock` readings).
 */
import { describe, expect, it } from 'vitest';
import { errors, run, zeros } from './helpers';

/** The critical section of both locks: the counter's value, read and incremented under
 * the lock between fences, is the thread's ticket; then the lock is released. */
const CRITICAL = `__threadfence();
  const c: int = cnt[0];
  cnt[0] = c + 1;
  out[t] = c;
  __threadfence();
  atomicExch(lock, 0, 0);`;

/** The critical section inside the acquire loop (safe before Volta too). */
const LOCK = `export function kernel(lock: int[], cnt: int[], out: int[]): void {
  const t: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let done: bool = false;
  while (!done) {
    if (atomicCAS(lock, 0, 0, 1) == 0) {
      ${CRITICAL}
      done = true;
    }
  }
}`;

/** The critical section after the acquire loop (the classic form). */
const CLASSIC = `export function kernel(lock: int[], cnt: int[], out: int[]): void {
  const t: uint = blockIdx.x * blockDim.x + threadIdx.x;
  while (atomicCAS(lock, 0, 0, 1) != 0) {}
  ${CRITICAL}
}`;

describe('the classic lock (critical section after the acquire loop) through a whole block', () => {
  for (const [n, schedule] of [[256, { kind: 'default' }], [128, { kind: 'adversarial', seed: 1 }], [64, { kind: 'adversarial', seed: 7 }]] as const) {
    it(`${n} threads, ${schedule.kind} schedule: every thread takes it once, with no race and within the default budget`, () => {
      const r = run(CLASSIC, n, { lock: zeros(1), cnt: zeros(1), out: zeros(n) }, { schedule });
      expect(errors(r)).toEqual([]);
      expect(Array.from(r.args.cnt as ArrayLike<number>)).toEqual([n]);
      expect(Array.from(r.args.out as ArrayLike<number>).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    }, 120_000);
  }
});

describe('a fenced lock handed on through a whole block', () => {
  for (const n of [32, 160, 256]) {
    it(`${n} threads: every thread takes it once, with no race`, () => {
      const r = run(LOCK, n, { lock: zeros(1), cnt: zeros(1), out: zeros(n) });
      expect(errors(r)).toEqual([]);
      expect(Array.from(r.args.cnt as ArrayLike<number>)).toEqual([n]);
      expect(Array.from(r.args.out as ArrayLike<number>).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    });
  }

  it('without the fences, the critical sections race', () => {
    const r = run(LOCK.replaceAll('__threadfence();', ''), 64, { lock: zeros(1), cnt: zeros(1), out: zeros(64) });
    expect(errors(r).map((d) => d.code)).toContain('E-RACE-WR');
  });
});

/** The classic lock whose spin counts its retries in `spins` with an atomic. */
const COUNTED = CLASSIC.replace('(lock: int[], cnt: int[], out: int[])', '(lock: int[], cnt: int[], out: int[], spins: int[])')
  .replace('while (atomicCAS(lock, 0, 0, 1) != 0) {}', 'while (atomicCAS(lock, 0, 0, 1) != 0) { atomicAdd(spins, 0, 1); }');

describe('a lock under contention, its retries counted with an atomic', () => {
  for (const [grid, block] of [[1, 512], [4, 128]] as const) {
    it(`${grid} x ${block} threads: every thread takes it once, with no race`, () => {
      const n = grid * block;
      const r = run(COUNTED, block, { lock: zeros(1), cnt: zeros(1), out: zeros(n), spins: zeros(1) }, { grid: [grid, 1, 1] });
      expect(errors(r)).toEqual([]);
      expect(Array.from(r.args.cnt as ArrayLike<number>)).toEqual([n]);
      expect(Array.from(r.args.out as ArrayLike<number>).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      expect((r.args.spins as ArrayLike<number>)[0]).toBeGreaterThanOrEqual(0);
    }, 120_000);
  }

  it('1024 threads (a whole block) finish within the default budget', () => {
    const r = run(COUNTED, 1024, { lock: zeros(1), cnt: zeros(1), out: zeros(1024), spins: zeros(1) });
    expect(errors(r)).toEqual([]);
    expect(Array.from(r.args.cnt as ArrayLike<number>)).toEqual([1024]);
    expect(Array.from(r.args.out as ArrayLike<number>).sort((a, b) => a - b)).toEqual(Array.from({ length: 1024 }, (_, i) => i));
  }, 120_000);

  it('the acquire loop in a helper: the holder waits at the return, and runs on', () => {
    const src = `function acquire(lock: int[], spins: int[]): void {
  while (atomicCAS(lock, 0, 0, 1) != 0) { atomicAdd(spins, 0, 1); }
}
${COUNTED.replace('while (atomicCAS(lock, 0, 0, 1) != 0) { atomicAdd(spins, 0, 1); }', 'acquire(lock, spins);')}`;
    expect(src).toContain('  acquire(lock, spins);');
    for (const schedule of [{ kind: 'default' }, { kind: 'adversarial', seed: 3 }] as const) {
      const r = run(src, 256, { lock: zeros(1), cnt: zeros(1), out: zeros(256), spins: zeros(1) }, { schedule });
      expect(errors(r)).toEqual([]);
      expect(Array.from(r.args.cnt as ArrayLike<number>)).toEqual([256]);
      expect(Array.from(r.args.out as ArrayLike<number>).sort((a, b) => a - b)).toEqual(Array.from({ length: 256 }, (_, i) => i));
    }
  }, 120_000);

  it('512 threads without the fences: the critical sections race', () => {
    const r = run(COUNTED.replaceAll('__threadfence();', ''), 512, { lock: zeros(1), cnt: zeros(1), out: zeros(512), spins: zeros(1) });
    expect(errors(r).map((d) => d.code)).toContain('E-RACE-WR');
  }, 120_000);

  it('512 threads, the odd ones releasing without a fence after their writes: a race with an odd holder', () => {
    // The fence before the critical section precedes the writes, so an odd thread's release
    // publishes its accesses only up to that fence, not its write of `cnt`: the next holder's
    // read of `cnt` is not ordered after it (PTX ISA §8.8: the fence must come between the
    // write and the releasing atomic).
    const src = COUNTED.replace(/out\[t\] = c;\n {2}__threadfence\(\);/, 'out[t] = c;\n  if (t % 2 == 0) { __threadfence(); }');
    expect(src).not.toBe(COUNTED);
    const r = run(src, 512, { lock: zeros(1), cnt: zeros(1), out: zeros(512), spins: zeros(1) });
    const races = errors(r).filter((d) => d.kind === 'race');
    expect(races.length).toBeGreaterThan(0);
    expect(races.every((d) => d.threads?.some((t) => t.thread[0] % 2 === 1))).toBe(true);
  }, 120_000);
});
