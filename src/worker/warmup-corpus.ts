/**
 * The worker's warm-up corpus (see `warmup.ts`): small exercises of its own, none of them the
 * course's, that between them reach the simulator's and the grader's common paths: `int`,
 * `uint`, `float`, `double` and `ulong` arithmetic and comparisons; divergent `if`s and loops
 * whose exits are votes; every shuffle, with and without a width; `__ballot_sync`,
 * `__popc`, `__any_sync`, `__all_sync`, `__match_any_sync`, `__reduce_add_sync`,
 * `__activemask`; shared memory with `__syncthreads()`; atomics on global and shared
 * memory; cooperative-groups tiles; partial warps; several blocks. Each is graded with its
 * own source as the reference, under the default and adversarial schedules, exactly as a
 * learner's submission is (the specs pass the exercise schema: `tests/unit/worker`).
 */

/** One warm-up exercise: an `exercise.json` value and a kernel that is its reference. */
export interface WarmupExercise {
  spec: unknown;
  source: string;
}

const VOTES = `const FULL: uint = 0xffffffff;
export function kernel(values: int[], steps: int[], rounds: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const lanes = min(32, int(blockDim.x - (threadIdx.x - lane)));
  const mask: uint = lanes == 32 ? FULL : (uint(1) << lanes) - 1;
  let x = values[gid];
  let n = 0;
  let r = 0;
  while (__any_sync(mask, x > 1)) {
    const busy = __ballot_sync(mask, x > 1);
    r += __popc(busy);
    if (x > 1) {
      if (x % 3 == 0) x = x / 3; else x = x - 1;
      n += 1;
    }
  }
  const allSmall = __all_sync(mask, n < 8);
  steps[gid] = n * 2 + (allSmall ? 1 : 0);
  rounds[gid] = r;
}`;

const SHUFFLES = `const FULL: uint = 0xffffffff;
export function kernel(x: float[], out: float[], peak: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  let v = x[gid];
  let m = v;
  for (let o = 16; o > 0; o /= 2) {
    m = fmaxf(m, __shfl_xor_sync(FULL, m, o));
  }
  let s: float = expf(v - m);
  for (let o: uint = 1; o < 8; o *= 2) {
    const up = __shfl_up_sync(FULL, s, o, 8);
    if (lane % 8 >= int(o)) s += up;
  }
  const first = __shfl_sync(FULL, s, 0, 16);
  let t: float = v * 0.5;
  for (let o: uint = 16; o > 0; o >>= 1) t += __shfl_down_sync(FULL, t, o);
  out[gid] = s / (first + 1.0) + __shfl_sync(FULL, t, 0);
  if (lane == 0) peak[gid / 32] = m;
}`;

const BLOCKS = `export function kernel(values: int[], n: int, sums: int[], total: int[], top: uint[]) {
  const part = __shared__<int>(32);
  const tid = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + tid;
  const lane = tid % 32;
  const wid = tid / 32;
  let v = gid < n ? values[gid] : 0;
  // The active mask varies with the schedule; the calling lane is always in it.
  v += __popc(__activemask()) >= 1 ? 0 : 1;
  for (let o: uint = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0) part[wid] = v;
  __syncthreads();
  const warps = int((blockDim.x + 31) / 32);
  if (wid == 0) {
    let w = lane < warps ? part[lane] : 0;
    w = __reduce_add_sync(0xffffffff, w);
    if (lane == 0) {
      sums[blockIdx.x] = w;
      atomicAdd(total, 0, w);
    }
  }
  __syncthreads();
  if (gid < n) atomicMax(top, 0, uint(values[gid]));
}`;

const TILES = `export function kernel(keys: int[], leaders: int[], rowSums: double[], wide: ulong[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const k = keys[gid];
  const same = __match_any_sync(0xffffffff, k % 4);
  leaders[gid] = __ffs(int(same)) - 1 + int(tile.meta_group_rank()) * 100;
  let d: double = double(k) * 0.25;
  for (let o: uint = 4; o > 0; o >>= 1) d += tile.shfl_down(d, o);
  let u: ulong = ulong(uint(k)) * ulong(4294967);
  for (let o: uint = 16; o > 0; o >>= 1) u += __shfl_xor_sync(0xffffffff, u, o);
  tile.sync();
  if (tile.thread_rank() == 0) rowSums[gid / 8] = d;
  if (threadIdx.x % 32 == 0) wide[gid / 32] = u;
}`;

const launch = (grid: number, block: number) => ({ grid, block });

/** The corpus, in the order the worker grades it (cheapest first). */
export const WARMUP_EXERCISES: readonly WarmupExercise[] = [
  {
    source: VOTES,
    spec: {
      title: 'Warm-up: votes in a loop', summary: 'A loop whose condition is a vote, with a divergent step inside.',
      launch: launch(2, 40),
      params: [
        { name: 'values', type: 'int[]', length: 'threads' },
        { name: 'steps', type: 'int[]', role: 'output', length: 'threads', fill: -1 },
        { name: 'rounds', type: 'int[]', role: 'output', length: 'threads', fill: -1 },
      ],
      tests: {
        fixed: [{ name: 'small values', args: { values: { kind: 'int', min: 1, max: 20 } } }],
        random: { count: 1, seed: 7, generators: { values: { kind: 'int', min: 1, max: 60 } }, launches: [launch(1, 64), launch(2, 40)] },
      },
    },
  },
  {
    source: SHUFFLES,
    spec: {
      title: 'Warm-up: shuffles', summary: 'Every shuffle, with and without a width, on floats.',
      launch: launch(1, 64),
      params: [
        { name: 'x', type: 'float[]', length: 'threads' },
        { name: 'out', type: 'float[]', role: 'output', length: 'threads', fill: -1 },
        { name: 'peak', type: 'float[]', role: 'output', length: 'warps', fill: -1 },
      ],
      tests: {
        fixed: [{ name: 'values', args: { x: { kind: 'float', min: -4, max: 4, step: 0.25 } } }],
        random: { count: 2, seed: 11, generators: { x: { kind: 'float', min: -8, max: 8, step: 0.125 } } },
      },
    },
  },
  {
    source: BLOCKS,
    spec: {
      title: 'Warm-up: blocks', summary: 'Shared memory, barriers and atomics over several blocks.',
      launch: launch(2, 96),
      params: [
        { name: 'values', type: 'int[]', length: 'threads' },
        { name: 'n', type: 'int' },
        { name: 'sums', type: 'int[]', role: 'output', length: 'blocks', fill: -1 },
        { name: 'total', type: 'int[]', role: 'output', length: 1, fill: 0 },
        { name: 'top', type: 'uint[]', role: 'output', length: 1, fill: 0 },
      ],
      tests: {
        fixed: [{ name: 'all threads', args: { values: { kind: 'int', min: 0, max: 50 }, n: 192 } }],
        random: { count: 1, seed: 13, generators: { values: { kind: 'int', min: 0, max: 99 }, n: { kind: 'int', min: 100, max: 192 } } },
      },
    },
  },
  {
    source: TILES,
    spec: {
      title: 'Warm-up: tiles and wide values', summary: 'Cooperative-groups tiles, matches, doubles and 64-bit words.',
      launch: launch(1, 64),
      params: [
        { name: 'keys', type: 'int[]', length: 'threads' },
        { name: 'leaders', type: 'int[]', role: 'output', length: 'threads', fill: -1 },
        { name: 'rowSums', type: 'double[]', role: 'output', length: 8, fill: -1 },
        { name: 'wide', type: 'ulong[]', role: 'output', length: 'warps', fill: 0 },
      ],
      tests: {
        fixed: [{ name: 'keys', args: { keys: { kind: 'int', min: 0, max: 1000 } } }],
        random: { count: 1, seed: 17, generators: { keys: { kind: 'int', min: 0, max: 100000 } } },
      },
    },
  },
];
