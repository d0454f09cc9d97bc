/**
 * Convergence verdicts (docs/language.md §6 "Every named lane must make the call", "`__syncthreads()`
 * in divergent code", "Scheduling"; docs/semantics.md §2.1 S2/S3, §2.5). Expected verdicts come
 * from the CUDA documents: a named lane that reaches the end of a region containing a
 * `*_sync` call without making it, and later exits, makes the call undefined (Programming
 * Guide §10.19–10.22, CUDA safety guideline CUDA-2.1), whatever order the groups ran in; a
 * barrier is defined only where every non-exited thread reaches the same `__syncthreads()`
 * (Programming Guide §10.6). Every case runs under the default schedule and eight
 * adversarial seeds, and must give the same verdict under each.
 */
import { describe, expect, it } from 'vitest';
import type { RunOptions, RunResult } from '../../../src/sim';
import { CROSS_SITE_BALLOT, errors, iota, ints, lineOf, run, zeros } from './helpers';

const SCHEDULES: RunOptions['schedule'][] = [{ kind: 'default' }, ...Array.from({ length: 8 }, (_, i) => ({ kind: 'adversarial' as const, seed: i + 1 }))];
const nulls = (n: number): null[] => new Array<null>(n).fill(null);
const name = (s: RunOptions['schedule']): string => (s!.kind === 'default' ? 'default' : `adversarial:${(s as { seed: number }).seed}`);

/** Runs under every schedule; `check` gets each result. */
function everySchedule(src: string, block: number, args: Parameters<typeof run>[2], check: (r: RunResult, s: string) => void): void {
  for (const schedule of SCHEDULES) check(run(src, block, args, { schedule }), name(schedule));
}

const codes = (r: RunResult): string[] => [...new Set(errors(r).map((d) => d.code))].sort();
const warningCodes = (r: RunResult): string[] => [...new Set(r.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.code))].sort();

describe('a named lane that passes a *_sync call by', () => {
  it('lanes that made the call in iteration 0 and then returned are not blamed for iteration 1\'s call: they left before it in program order (an if around it, or a device function)', () => {
    const inIf = `export function kernel(out: int[]) {
  for (let k = 0; k < 2; k++) {
    if (blockDim.x > 0) {
      __syncwarp();
      out[threadIdx.x] += 1;
    }
    if (k == 0 && threadIdx.x >= 16) return;
  }
}`;
    const inFn = `function f(out: int[]): void {
  __syncwarp();
  out[threadIdx.x] += 1;
}
export function kernel(out: int[]) {
  for (let k = 0; k < 2; k++) {
    f(out);
    if (k == 0 && threadIdx.x >= 16) return;
  }
}`;
    for (const src of [inIf, inFn]) {
      for (let seed = 0; seed <= 12; seed++) {
        const schedule = seed === 0 ? { kind: 'default' as const } : { kind: 'adversarial' as const, seed };
        const r = run(src, 32, { out: zeros(32) }, { schedule });
        expect(errors(r), `seed ${seed}`).toEqual([]);
        expect(r.args.out, `seed ${seed}`).toEqual(iota(32, (i) => (i < 16 ? 2 : 1)));
      }
    }
  });

  it('full-mask __shfl_sync inside if (lane < 16), lanes 16–31 falling through to the end: error at the call, results undefined', () => {
    const src = `export function kernel(inp: int[], out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = inp[lane];
  if (lane < 16) {
    v = __shfl_sync(0xffffffff, v, 0);
    out[lane] = v;
  }
}`;
    everySchedule(src, 32, { inp: ints(iota(32, (l) => l + 100)), out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-MASK-PASSED']);
      const d = r.diagnostics.find((x) => x.code === 'E-MASK-PASSED')!;
      expect(d.kind).toBe('mask');
      expect(d.line, s).toBe(lineOf(src, '__shfl_sync'));
      expect(d.message).toMatch(/lanes 16–31/);
      expect(d.message).toMatch(/end of the `if` \(lines 4–7\)/);
      expect(d.message).toMatch(/exited at line 8/);
      expect(d.message).toMatch(/H200 completes/);
      expect(d.hint).toMatch(/__ballot_sync/);
      expect(d.threads!.map((t) => t.lane)).toEqual(iota(16));
      // The call's results are undefined: nothing stored from them matches anything.
      expect(r.args.out!.slice(0, 16), s).toEqual(nulls(16));
      expect(r.args.out!.slice(16), s).toEqual(iota(16, () => 0));
    });
  });

  it('full-mask __ballot_sync in for (i = lane; i < n; i += 32) with n = 45: lanes 13–31 left after one iteration', () => {
    const src = `export function kernel(inp: int[], out: int[], n: int) {
  const lane: int = threadIdx.x & 31;
  let acc: int = 0;
  for (let i: int = lane; i < n; i += 32) {
    acc += __popc(__ballot_sync(0xffffffff, inp[i] > 0));
  }
  out[lane] = acc;
}`;
    everySchedule(src, 32, { inp: ints(iota(45, () => 1)), out: zeros(32), n: { kind: 'scalar', type: 'int', value: 45 } }, (r, s) => {
      expect(codes(r), s).toEqual(['E-MASK-PASSED']);
      const d = r.diagnostics.find((x) => x.code === 'E-MASK-PASSED')!;
      expect(d.line).toBe(lineOf(src, '__ballot_sync'));
      expect(d.message).toMatch(/lanes 13–31/);
      expect(d.message).toMatch(/exit of the loop/);
      expect(d.hint).toMatch(/every iteration/);
      // Lanes 0–12 ran the undefined second ballot; lanes 13–31 only the first (32 lanes).
      expect(r.args.out!.slice(0, 13), s).toEqual(nulls(13));
      expect(r.args.out!.slice(13), s).toEqual(iota(19, () => 32));
    });
  });

  it('__syncwarp() inside if (lane < 16)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane < 16) {
    out[lane] = 1;
    __syncwarp();
  }
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-MASK-PASSED']);
      expect(r.diagnostics.find((x) => x.code === 'E-MASK-PASSED')!.line).toBe(lineOf(src, '__syncwarp'));
    });
  });

  it('a data-dependent branch around __reduce_add_sync and __any_sync with the full mask', () => {
    for (const call of ['__reduce_add_sync(0xffffffff, 1)', '__any_sync(0xffffffff, inp[lane] > 5)']) {
      const src = `export function kernel(inp: int[], out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (inp[lane] > 3) {
    out[lane] = ${call};
  }
}`;
      everySchedule(src, 32, { inp: ints(iota(32, (l) => l % 7)), out: zeros(32) }, (r, s) => {
        expect(codes(r), `${call} ${s}`).toEqual(['E-MASK-PASSED']);
        // Lanes with l % 7 <= 3 passed it by.
        expect(r.diagnostics[0]!.message).toMatch(/lanes 0–3, 7–10, 14–17, 21–24, 28–31/);
      });
    }
  });

  it('the right side of && with a full-mask vote, skipped by some lanes', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane < 8 && __any_sync(0xffffffff, lane == 3)) {
    out[lane] = 1;
  }
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual(expect.arrayContaining(['E-MASK-PASSED']));
      expect(r.diagnostics.find((x) => x.code === 'E-MASK-PASSED')!.message).toMatch(/lanes 8–31/);
    });
  });

  it('lanes that return early from a device function have left the function around the call', () => {
    const src = `function pair(v: int, lane: int): int {
  if (lane < 4) return v;
  return __shfl_xor_sync(0xffffffff, v, 1);
}
export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  out[lane] = pair(lane, lane);
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-MASK-PASSED']);
      const d = r.diagnostics.find((x) => x.code === 'E-MASK-PASSED')!;
      expect(d.message).toMatch(/lanes 0–3/);
      expect(d.message).toMatch(/return from `pair`/);
    });
  });

  it('lanes that break out of a loop, or leave a switch case, before the call', () => {
    const loop = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = lane;
  for (let i: int = 0; i < 4; i++) {
    if (i == (lane & 3)) break;
    v = __shfl_sync(0xffffffff, v, 0);
  }
  out[lane] = v;
}`;
    everySchedule(loop, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-MASK-PASSED']);
    });
    const sw = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = lane;
  switch (lane & 1) {
    case 0:
      v = __shfl_xor_sync(0xffffffff, v, 2);
      break;
    default:
      break;
  }
  out[lane] = v;
}`;
    everySchedule(sw, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-MASK-PASSED']);
      // The odd lanes are sent to `default:` (line 8), past the case holding the call.
      expect(r.diagnostics[0]!.message).toMatch(/the `case` label at line 8 \(skipping the cases above it\)/);
    });
  });

  it('lanes that pass the call by and return only afterwards are still an error', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = lane;
  if (lane < 16) {
    v = __shfl_sync(0xffffffff, v, 0);
  }
  if (lane >= 16) return;
  out[lane] = v;
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-MASK-PASSED']);
      expect(r.diagnostics[0]!.message).toMatch(/exited at line 7/);
    });
  });
});

describe('named lanes that did not make a call and stay valid', () => {
  it('lanes that returned before the call (if (gid >= n) return;)', () => {
    const src = `export function kernel(inp: int[], out: int[], n: int) {
  const gid: int = threadIdx.x;
  if (gid >= n) return;
  const v: int = __shfl_sync(0xffffffff, inp[gid], 0);
  out[gid] = v;
}`;
    everySchedule(src, 32, { inp: ints(iota(32, (l) => l + 7)), out: zeros(32), n: { kind: 'scalar', type: 'int', value: 20 } }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(r.args.out, s).toEqual([...iota(20, () => 7), ...iota(12, () => 0)]);
    });
  });

  it('the other arm of the call\'s own if ends in return', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane < 16) {
    out[lane] = __shfl_sync(0xffffffff, lane * 2, 3);
  } else {
    return;
  }
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(r.args.out!.slice(0, 16), s).toEqual(iota(16, () => 6));
    });
  });

  it('missing lanes of a partial warp impose nothing (a full mask waits for no one)', () => {
    const src = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  out[t] = __reduce_add_sync(0xffffffff, 1);
}`;
    everySchedule(src, 40, { out: zeros(40) }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(r.args.out, s).toEqual([...iota(32, () => 32), ...iota(8, () => 8)]);
    });
  });

  it('cross-call-site pairing of matching calls is a portability warning, not an error', () => {
    everySchedule(CROSS_SITE_BALLOT, 32, { out: zeros(32, 'uint') }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(warningCodes(r), s).toEqual(['W-CROSS-SITE']);
      expect(r.args.out, s).toEqual(iota(32, () => 0xffffaaaa));
    });
  });

  it('HW-3 k3: __syncwarp() in a loop of lane-dependent trip count, then one more, pairs across sites (warning only)', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  for (let i: int = 0; i <= (lane & 3); i++) {
    __syncwarp();
  }
  __syncwarp();
  out[lane] = 1;
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(warningCodes(r), s).toEqual(['W-CROSS-SITE']);
    });
  });

  // DSL §6: a lane that passes a call by makes it undefined, and a later warp-level call
  // "would pair wrongly". When the lanes that left the region do make a later call of the
  // same kind, an H200 pairs it with the call they passed by (HW-3 k6: cross-site pairing),
  // so the call mixes the values of two statements: an error at both calls, every result
  // undefined, under every schedule. (`__syncwarp` carries no values: HW-3 k3 above stays a
  // warning, as SEMANTICS §2 asks.)
  describe('lanes that pass a value-producing call by and join it from a later call', () => {
    const cases: [string, string, number][] = [
      ['a guarded shuffle, then another (lanes 16–31 skip the first)', `export function kernel(out: int[]) {
  const l: int = threadIdx.x & 31;
  let v: int = l * 10;
  if (l < 16) {
    v = __shfl_sync(0xffffffff, v, 0) + 1;
  }
  v = __shfl_sync(0xffffffff, v, 1);
  out[l] = v;
}`, 5],
      ['a guarded reduction, then another (lanes 10–31 skip the first)', `export function kernel(a: int[], out: int[]) {
  const l: int = threadIdx.x & 31;
  let s: int = 0;
  if (l < 10) {
    s = __reduce_add_sync(0xffffffff, 1);
  }
  a[l] = s;
  out[l] = __reduce_add_sync(0xffffffff, 100);
}`, 5],
      ['a ballot in a loop of lane-dependent trip count, then another after the loop', `export function kernel(out: uint[]) {
  const l: int = threadIdx.x & 31;
  let n: int = l & 3;
  while (n > 0) {
    out[l] = __ballot_sync(0xffffffff, (l & 1) == 1);
    n--;
  }
  out[32 + l] = __ballot_sync(0xffffffff, l < 8);
}`, 5],
      ['one call site in a device function, called under an if and then by every lane', `function vote(p: bool): uint { return __ballot_sync(0xffffffff, p); }
export function kernel(out: uint[]) {
  const l: int = threadIdx.x & 31;
  if (l < 16) {
    out[l] = vote(true);
  }
  out[32 + l] = vote(false);
}`, 1],
    ];
    for (const [what, src, line] of cases) {
      it(what, () => {
        const outLen = src.includes('out[32 + l]') ? 64 : 32;
        const args: Parameters<typeof run>[2] = { out: zeros(outLen, src.includes('out: uint[]') ? 'uint' : 'int') };
        if (src.includes('a: int[]')) args.a = zeros(32);
        everySchedule(src, 32, args, (r, s) => {
          expect(codes(r), s).toEqual(['E-MASK-PASSED']);
          const d = errors(r).filter((x) => x.code === 'E-MASK-PASSED');
          expect(d.some((x) => x.line === line), s).toBe(true);
          expect(d[0]!.message, s).toMatch(/passed the call at line \d+ by: .* and then joined it from /);
          expect(warningCodes(r), s).toEqual([]);
        });
      });
    }

    it('the guarded shuffle: every lane\'s result is undefined (null), under every schedule', () => {
      everySchedule(cases[0]![1], 32, { out: zeros(32) }, (r, s) => {
        expect(r.args.out, s).toEqual(nulls(32));
      });
    });
  });

  it('a mask derived with __ballot_sync before the branch', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  const m: uint = __ballot_sync(0xffffffff, lane < 16);
  if (lane < 16) {
    out[lane] = __shfl_sync(m, lane + 1, 5);
  }
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(r.args.out!.slice(0, 16), s).toEqual(iota(16, () => 6));
    });
  });

  it('a uniform loop whose lanes work under a per-iteration ballot', () => {
    const src = `export function kernel(inp: int[], out: int[], n: int) {
  const lane: int = threadIdx.x & 31;
  let acc: int = 0;
  for (let base: int = 0; base < n; base += 32) {
    const i: int = base + lane;
    acc += __popc(__ballot_sync(0xffffffff, i < n && inp[i] > 0));
  }
  out[lane] = acc;
}`;
    everySchedule(src, 32, { inp: ints(iota(45, () => 1)), out: zeros(32), n: { kind: 'scalar', type: 'int', value: 45 } }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(r.args.out, s).toEqual(iota(32, () => 45));
    });
  });
});

describe('__syncthreads() in divergent code', () => {
  const treeReduce = (inside: boolean) => `export function kernel(inp: int[], out: int[]) {
  const tid: int = threadIdx.x;
  const s = __shared__<int>(64);
  s[tid] = inp[tid];
  __syncthreads();
  for (let stride: int = 32; stride > 0; stride >>= 1) {
    if (tid < stride) {
      s[tid] += s[tid + stride];${inside ? '\n      __syncthreads();' : ''}
    }${inside ? '' : '\n    __syncthreads();'}
  }
  if (tid == 0) out[0] = s[0];
}`;

  it('a barrier inside if (tid < stride) of a reduction loop: threads that pass it by and exit are an error', () => {
    const src = treeReduce(true);
    everySchedule(src, 64, { inp: ints(iota(64, () => 1)), out: zeros(1) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-BARRIER-PASSED']);
      const d = r.diagnostics.find((x) => x.code === 'E-BARRIER-PASSED')!;
      expect(d.kind).toBe('barrier');
      expect(d.line).toBe(lineOf(src, '      __syncthreads();'));
      // At stride 32, warp 1 (threads 32–63) passes it; later, threads 16–31, 8–15, ... .
      expect(d.threads!.length).toBe(63);
      expect(d.message).toMatch(/end of the `if`/);
      expect(d.message).toMatch(/H200 completes/);
    });
  });

  it('the same reduction with the barrier after the if is clean and sums to 64', () => {
    everySchedule(treeReduce(false), 64, { inp: ints(iota(64, () => 1)), out: zeros(1) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect(r.args.out, s).toEqual([64]);
    });
  });

  it('a barrier under a data-dependent condition', () => {
    const src = `export function kernel(inp: int[], out: int[]) {
  const t: int = threadIdx.x;
  if (inp[t] > 0) {
    __syncthreads();
  }
  out[t] = 1;
}`;
    everySchedule(src, 64, { inp: ints(iota(64, (t) => (t % 3 === 0 ? 1 : 0))), out: zeros(64) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-BARRIER-PASSED']);
    });
  });

  it('threads meeting at different __syncthreads() call sites (both arms of an if) are an error', () => {
    const src = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  if ((t & 1) == 1) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  out[t] = 1;
}`;
    everySchedule(src, 64, { out: zeros(64) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-BARRIER-SITES']);
      const ds = r.diagnostics.filter((x) => x.code === 'E-BARRIER-SITES');
      expect(ds.map((d) => d.line).sort()).toEqual([4, 6]);
      expect(ds[0]!.message).toMatch(/line 4/);
      expect(ds[0]!.message).toMatch(/line 6/);
    });
  });

  it('threads or whole warps that returned before the barrier are fine', () => {
    for (const limit of [40, 32]) {
      const src = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  if (t >= ${limit}) return;
  __syncthreads();
  out[t] = 1;
}`;
      everySchedule(src, 64, { out: zeros(64) }, (r, s) => {
        expect(r.diagnostics, `${limit} ${s}`).toEqual([]);
        expect(r.args.out, s).toEqual([...iota(limit, () => 1), ...iota(64 - limit, () => 0)]);
      });
    }
  });

  it('a device function holding a barrier, called by every thread, or under if (t < 32)', () => {
    const src = (guard: boolean) => `function step(s: int[], t: int): void {
  s[t] = t;
  __syncthreads();
}
export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  const s = __shared__<int>(64);
  ${guard ? 'if (t < 32) ' : ''}step(s, t);
  out[t] = 1;
}`;
    everySchedule(src(false), 64, { out: zeros(64) }, (r, s) => expect(r.diagnostics, s).toEqual([]));
    everySchedule(src(true), 64, { out: zeros(64) }, (r, s) => {
      expect(codes(r), s).toEqual(['E-BARRIER-PASSED']);
      expect(r.diagnostics[0]!.message).toMatch(/warp 1 lanes 0–31/);
    });
  });

  it('a pass of an earlier instance of the region (a loop iteration, a call) whose barrier no thread reached is not a pass of a later barrier', () => {
    // Iteration 0: no thread calls the barrier (i == 1 is false), all reach the end of its
    // `if`. Iteration 1: warp 1 returns before the region, warp 0 calls the barrier. Valid.
    const loop = (guard: string) => `export function kernel(out: int[]) {
  const s = __shared__<int>(64);
  const t: int = int(threadIdx.x);
  for (let i: int = 0; i < 2; i++) {
    if (i == 1 && t >= 32) return;
    s[t] = t + i;
    if (${guard}) __syncthreads();
  }
  out[t] = s[t ^ 1];
}`;
    everySchedule(loop('i == 1'), 64, { out: zeros(64) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect((r.args.out as number[]).slice(0, 4), s).toEqual([2, 1, 4, 3]);
    });
    // The same iteration, passed by: warp 1 reaches the end of the `if` in iteration 1
    // without calling the barrier warp 0 waits in, then returns.
    const passed = `export function kernel(out: int[]) {
  const s = __shared__<int>(64);
  const t: int = int(threadIdx.x);
  for (let i: int = 0; i < 2; i++) {
    s[t] = t + i;
    if (i == 1 && t < 32) __syncthreads();
    if (i == 1 && t >= 32) return;
  }
  out[t] = 1;
}`;
    everySchedule(passed, 64, { out: zeros(64) }, (r, s) => expect(codes(r), s).toEqual(['E-BARRIER-PASSED']));
    // A device function: the first call skips its barrier everywhere; warp 1 then returns;
    // warp 0's second call (another call site) waits in it. Valid. Called from one site with
    // `go` true only in warp 0, warp 1 passes it by.
    const fn = (second: string) => `function helper(s: int[], t: int, go: bool): int {
  let r: int = 0;
  if (go) { s[t] = t; __syncthreads(); r = s[t ^ 1]; }
  return r;
}
export function kernel(out: int[]) {
  const s = __shared__<int>(64);
  const t: int = int(threadIdx.x);
  ${second}
}`;
    everySchedule(fn('let x: int = helper(s, t, false);\n  if (t >= 32) return;\n  x += helper(s, t, true);\n  out[t] = x;'), 64, { out: zeros(64) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect((r.args.out as number[]).slice(0, 4), s).toEqual([1, 0, 3, 2]);
    });
    everySchedule(fn('const x: int = helper(s, t, t < 32);\n  if (t >= 32) return;\n  out[t] = x;'), 64, { out: zeros(64) }, (r, s) => expect(codes(r), s).toEqual(['E-BARRIER-PASSED']));
  });
});

describe('ITS is starvation-free', () => {
  it('lanes spinning until lane 0 of their own warp sets a flag finish (lesson 2; an H200 finishes)', () => {
    const src = `export function kernel(flag: int[], out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane != 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[lane] = 1;
  } else {
    atomicExch(flag, 0, 1);
    out[0] = 2;
  }
}`;
    everySchedule(src, 32, { flag: zeros(1), out: zeros(32) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect(r.args.out, s).toEqual([2, ...iota(31, () => 1)]);
    });
  });

  it('a warp spinning until another warp of the block sets a flag finishes', () => {
    const src = `export function kernel(flag: int[], out: int[]) {
  const t: int = threadIdx.x;
  if (t < 32) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[t] = 1;
  } else {
    atomicExch(flag, 0, 1);
    out[t] = 2;
  }
}`;
    everySchedule(src, 64, { flag: zeros(1), out: zeros(64) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect(r.args.out, s).toEqual([...iota(32, () => 1), ...iota(32, () => 2)]);
    });
  });

  it('lanes spinning while lane 0 runs a loop longer than a time slice finish (an H100 finishes: oracle/probes/spin_long_samegroup.cu)', () => {
    // 2000 iterations of lane 0's loop are more than one slice of instructions; the spinners'
    // loop is 4 instructions a trip, so each of their turns ended exactly at a branch.
    const src = `export function kernel(out: int[], flag: int[]) {
  const l: int = int(threadIdx.x & 31);
  if (l == 0) {
    let acc: int = 0;
    for (let i: int = 0; i < 2000; i++) acc += i & 3;
    out[0] = acc;
    atomicExch(flag, 0, 1);
  } else {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[l] = 1;
  }
}`;
    // acc = 500 · (0 + 1 + 2 + 3) = 3000.
    everySchedule(src, 32, { out: zeros(32), flag: zeros(1) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect(r.args.out, s).toEqual([3000, ...iota(31, () => 1)]);
    });
  });

  it('a spin lock whose critical section follows its acquire loop finishes, each lane once (an H100 finishes: tickets 0..31)', () => {
    // The winner of each round waits at the loop's exit while the others spin on the CAS:
    // without the starvation rule it would never get to release the lock.
    const src = `export function kernel(out: int[], tickets: int[], lock: int[]) {
  const t: int = int(threadIdx.x);
  while (atomicCAS(lock, 0, 0, 1) != 0) {}
  __threadfence();
  const c: int = out[0];
  out[0] = c + 1;
  tickets[t] = c;
  __threadfence();
  atomicExch(lock, 0, 0);
}`;
    everySchedule(src, 32, { out: zeros(1), tickets: zeros(32), lock: zeros(1) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect(r.args.out, s).toEqual([32]);
      expect([...(r.args.tickets as number[])].sort((a, b) => a - b), s).toEqual(iota(32));
    });
  });

  it('lanes spinning until a lane that leaves their branch sets the flag after it finish (an H100 finishes)', () => {
    const src = `export function kernel(out: int[], flag: int[]) {
  const l: int = int(threadIdx.x & 31);
  if (l != 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[l] = 1;
  }
  if (l == 0) { atomicExch(flag, 0, 1); out[0] = 2; }
}`;
    everySchedule(src, 32, { out: zeros(32), flag: zeros(1) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect(r.args.out, s).toEqual([2, ...iota(31, () => 1)]);
    });
  });

  it('without atomics the other lanes wait for a long arm to reconverge (an H100: __activemask() full after 10^6 iterations)', () => {
    const src = `export function kernel(out: uint[], n: int) {
  const l: int = int(threadIdx.x & 31);
  let acc: uint = 0;
  if (l == 0) {
    for (let i: int = 0; i < n; i++) acc = acc * 1664525 + uint(i & 7);
  }
  out[l] = __activemask();
}`;
    const r = run(src, 32, { out: { kind: 'array', type: 'uint', data: new Array(32).fill(0) }, n: { kind: 'scalar', type: 'int', value: 20000 } });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.out).toEqual(iota(32, () => 0xffffffff));
  });

  it('the budget ends only a spin that truly never ends, naming the lanes still spinning and the line', () => {
    const src = `export function kernel(flag: int[], out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane != 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[lane] = 1;
  } else {
    out[0] = 2;
  }
}`;
    for (const schedule of SCHEDULES) {
      const r = run(src, 32, { flag: zeros(1), out: zeros(32) }, { schedule, budget: 2_000_000 });
      const d = r.diagnostics.find((x) => x.code === 'E-BUDGET')!;
      expect(d, name(schedule)).toBeDefined();
      // Adversarial schedules may split the spinning lanes into several groups.
      expect(d.message, name(schedule)).toMatch(schedule!.kind === 'default' ? /lanes 1–31 were still running at line 4/ : /still running at line 4/);
      // Lane 0 does not wait for the spinners for ever: while they spin on an atomic, the
      // starvation rule lets it run on past the end of its arm (scheduler.ts
      // STARVATION_BOUND), and it has exited by the time the budget ends the run.
      expect(d.message, name(schedule)).not.toMatch(/lane 0 was waiting/);
      expect(r.args.out![0]).toBe(2);
    }
  });
});

describe('verdicts that do not depend on the schedule', () => {
  // Each kernel's verdict (its set of error and warning codes) is derived above or by hand:
  // it must come out the same under the default schedule and forty adversarial seeds.
  const bank: { name: string; src: string; block: number; codes: string[] }[] = [
    { name: 'full mask in if (lane < 16), then a second if', codes: ['E-MASK-PASSED'], block: 32, src: `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = lane;
  if (lane < 16) { v = __shfl_sync(0xffffffff, v, 0); }
  if ((lane & 1) == 0) { v += 1; }
  out[lane] = v;
}` },
    { name: 'a region entered by groups that did not reconverge', codes: ['E-MASK-PASSED'], block: 32, src: `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = lane;
  if ((lane & 3) == 0) { v = v * 3; } else { v = v + 7; }
  if (lane < 8) { v = __reduce_add_sync(0xffffffff, v); }
  out[lane] = v;
}` },
    { name: 'lanes that leave a loop at different iterations, the call at the end of the body', codes: ['E-MASK-PASSED'], block: 32, src: `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = 0;
  for (let i: int = 0; i <= (lane & 3); i++) {
    if ((lane & 1) == 0) { v += i; }
    v = __shfl_xor_sync(0xffffffff, v, 1);
  }
  out[lane] = v;
}` },
    { name: 'a lane that returns in a later iteration, after making every earlier call', codes: [], block: 32, src: `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = lane;
  for (let i: int = 0; i < 4; i++) {
    if (lane == 31 && i == 2) return;
    v = __shfl_sync(0xffffffff, v, 0);
  }
  out[lane] = v;
}` },
    { name: 'a vote taken before the branch', codes: [], block: 64, src: `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  const lane: int = t & 31;
  const m: uint = __ballot_sync(0xffffffff, (t % 3) == 0);
  if ((t % 3) == 0) { out[t] = __popc(__ballot_sync(m, lane < 20)); }
}` },
  ];
  for (const k of bank) {
    it(`${k.name}: ${k.codes.length ? k.codes.join(', ') : 'clean'} under 41 schedules`, () => {
      for (let seed = 0; seed <= 40; seed++) {
        const schedule = seed === 0 ? { kind: 'default' as const } : { kind: 'adversarial' as const, seed };
        const r = run(k.src, k.block, { out: zeros(k.block) }, { schedule });
        expect({ seed, codes: [...new Set(r.diagnostics.map((d) => d.code))].sort() }).toEqual({ seed, codes: k.codes });
      }
    });
  }
});

describe('other verdicts of this kind', () => {
  it('a lane that skips a call in one iteration and makes it in the next is a portability warning (W-CROSS-INSTANCE)', () => {
    const src = `export function kernel(keys: int[], out: int[]) {
  const lane: int = threadIdx.x & 31;
  for (let k: int = 0; k < 2; k++) {
    if (keys[lane] == k) {
      out[lane] = __popc(__ballot_sync(0xffffffff, true));
    }
  }
}`;
    everySchedule(src, 32, { keys: ints(iota(32, (l) => l & 1)), out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(warningCodes(r), s).toEqual(['W-CROSS-INSTANCE']);
      // The even lanes' call (k = 0) paired with the odd lanes' (k = 1): one ballot of 32.
      expect(r.args.out, s).toEqual(iota(32, () => 32));
    });
  });

  it('a warp-level helper called from both arms of an `if`: one call site reached through two calls of the function is W-CROSS-SITE naming the calls, not W-CROSS-INSTANCE', () => {
    const src = `const FULL: uint = 0xffffffff;
function warpSum(v: int): int {
  for (let o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  return v;
}
export function kernel(out: int[]) {
  const lane = int(threadIdx.x % 32);
  let r = 0;
  if (lane < 16) {
    r = warpSum(1);
  } else {
    r = warpSum(2) + 1000;
  }
  out[lane] = r;
}`;
    everySchedule(src, 32, { out: zeros(32) }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(warningCodes(r), s).toEqual(['W-CROSS-SITE']);
      expect(r.diagnostics.find((d) => d.code === 'W-CROSS-SITE')!.message, s).toContain('different calls (`warpSum` at line 10 and `warpSum` at line 12)');
      // Both arms' calls pair in one butterfly of 32 lanes: 16 ones and 16 twos, 48 in every lane.
      expect(r.args.out, s).toEqual(iota(32, (l) => (l < 16 ? 48 : 1048)));
    });
  });

  it('a read of shared memory that no thread wrote is a note when its value is discarded (N-UNWRITTEN-READ; DSL §6: at most a note)', () => {
    const src = `export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  const s = __shared__<int>(64);
  if (t < 32) s[t] = t;
  __syncthreads();
  let v: int = s[t];
  if (t >= 32) v = 0;
  out[t] = v;
}`;
    everySchedule(src, 64, { out: zeros(64) }, (r, s) => {
      expect(codes(r), s).toEqual([]);
      expect(warningCodes(r), s).toEqual([]);
      const d = r.diagnostics.find((x) => x.code === 'N-UNWRITTEN-READ')!;
      expect(d.severity).toBe('note');
      expect(d.line).toBe(6);
      expect(d.threads!.length).toBe(32);
      expect(r.args.out, s).toEqual([...iota(32), ...iota(32, () => 0)]);
    });
  });

  it('names one lane in the singular', () => {
    const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane != 31) out[lane] = __shfl_sync(0xffffffff, lane, 0);
}`;
    const r = run(src, 32, { out: zeros(32) });
    expect(r.diagnostics[0]!.message).toMatch(/the mask names lane 31, which passed this call by: it reached the end of the `if`/);
  });
});

describe('the conditional operator', () => {
  it('takes an undefined value only from the arm it selects (C++ [expr.cond]), as the if form does', () => {
    // Lanes 0–3 select z (assigned there, 7); the others select 5 and never use their
    // unassigned z. The shuffle result t is undefined in lanes 8–15 (they read lanes
    // 16–23, outside the mask 0x0000ffff), and those lanes select 0 instead of it.
    const src = `export function kernel(out: int[], out2: int[]) {
  const lane: int = threadIdx.x & 31;
  let z: int;
  if (lane < 4) z = 7;
  out[lane] = lane < 4 ? z : 5;
  let v: int = lane;
  if (lane < 16) {
    const t: int = __shfl_down_sync(0x0000ffff, v, 8);
    v += lane + 8 < 16 ? t : 0;
  }
  out2[lane] = v;
}`;
    everySchedule(src, 32, { out: zeros(32), out2: zeros(32) }, (r, s) => {
      expect(r.diagnostics, s).toEqual([]);
      expect(r.args.out, s).toEqual(iota(32, (l) => (l < 4 ? 7 : 5)));
      expect(r.args.out2, s).toEqual(iota(32, (l) => (l < 8 ? 2 * l + 8 : l)));
    });
  });
});
