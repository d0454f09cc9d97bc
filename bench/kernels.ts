/** Kernels measured by `npm run bench` (Warp TS sources). */

/** The warp reduction on one warp. */
export const WARP_REDUCE = `export function kernel(inp: float[], out: float[]) {
  const lane: int = threadIdx.x & 31;
  let v: float = inp[lane];
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0) out[0] = v;
}`;

/** The course's seed block reduction: warp shuffles, then `warp_sums[8]` in shared memory. */
export const BLOCK_REDUCE = `function warpReduceSum(val: float): float {
  for (let offset: int = 16; offset > 0; offset >>= 1) {
    val += __shfl_down_sync(0xffffffff, val, offset);
  }
  return val;
}

export function blockReduce(inp: float[], out: float[], n: int) {
  const warp_sums = __shared__<float>(8);
  const tid: int = threadIdx.x;
  const i: int = blockIdx.x * blockDim.x + threadIdx.x;
  const lane: int = tid % 32;
  const wid: int = tid / 32;
  let val: float = i < n ? inp[i] : 0.0;
  val = warpReduceSum(val);
  if (lane == 0) warp_sums[wid] = val;
  __syncthreads();
  if (wid == 0) {
    val = lane < 8 ? warp_sums[lane] : 0.0;
    val = warpReduceSum(val);
    if (lane == 0) out[blockIdx.x] = val;
  }
}`;

/** 20 warp-level operations on one warp of 32 lanes: shuffles of every kind (some with a
 * width, one inside `if (lane < 16)` with a half mask), votes, a match, a reduction and a
 * `__syncwarp`. Drawn by `bench/diagram.bench.ts` and stepped through in the browser by
 * `bench/browser.bench.ts` and `tests/e2e/stepper.test.ts`. */
export const TRACE_20 = `const F: uint = 0xffffffff;
export function kernel(out: int[]) {
  const lane = int(threadIdx.x % 32);
  let v = lane * 3 + 1;
  for (let o = 16; o > 0; o = o / 2) { v = v + __shfl_down_sync(F, v, uint(o)); }
  v = v + __shfl_xor_sync(F, v, 1, 8);
  v = v + __shfl_up_sync(F, v, 1, 16);
  v = __shfl_sync(F, v, lane + 1, 4);
  if (lane < 16) {
    v = v + __shfl_xor_sync(0x0000ffff, v, 1);
  }
  const b = __ballot_sync(F, v % 2 == 0);
  const a = __any_sync(F, v > 100);
  const l = __all_sync(F, v > 0);
  const m = __match_any_sync(F, lane % 5);
  const s = __reduce_add_sync(F, uint(lane));
  v = v + __shfl_xor_sync(F, v, 16);
  v = v + __shfl_xor_sync(F, v, 8);
  v = v + __shfl_xor_sync(F, v, 4);
  v = v + __shfl_xor_sync(F, v, 2);
  v = v + __shfl_xor_sync(F, v, 1);
  __syncwarp(F);
  out[lane] = v + int(b % 7) + a + l + int(m % 3) + int(s % 11);
}`;

/** Programming Guide §10.5 (Memory Fence Functions): each block adds its part, thread 0
 * publishes it with `__threadfence()` and an atomic ticket, and the last block adds the
 * partial sums; every thread reads the block's `isLast` flag (the race bookkeeping of
 * fences and atomics across blocks is what this measures). */
export const LAST_BLOCK_SUM = `export function kernel(inp: int[], result: int[], count: uint[], total: int[]) {
  const s = __shared__<int>(256);
  const isLast = __shared__<int>(1);
  const t = threadIdx.x;
  s[t] = inp[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (let st: uint = blockDim.x / 2; st > 0; st >>= 1) {
    if (t < st) s[t] += s[t + st];
    __syncthreads();
  }
  if (t == 0) {
    result[blockIdx.x] = s[0];
    __threadfence();
    const v = atomicAdd(count, 0, 1);
    isLast[0] = v == gridDim.x - 1 ? 1 : 0;
  }
  __syncthreads();
  if (isLast[0] == 1 && t == 0) {
    let acc = 0;
    for (let k: uint = 0; k < gridDim.x; k++) acc += result[k];
    total[0] = acc;
  }
}`;

/** A spin lock whose retries are counted with an atomic (the critical section follows the
 * acquire loop; fences on both sides), taken once by every thread of the block. */
export const COUNTED_LOCK = `export function kernel(lock: int[], cnt: int[], out: int[], spins: int[]) {
  const t: uint = blockIdx.x * blockDim.x + threadIdx.x;
  while (atomicCAS(lock, 0, 0, 1) != 0) { atomicAdd(spins, 0, 1); }
  __threadfence();
  const c: int = cnt[0];
  cnt[0] = c + 1;
  out[t] = c;
  __threadfence();
  atomicExch(lock, 0, 0);
}`;

/** "CUDA by Example" Appendix A.1: a dot product whose blocks each add their shared-memory
 * sum to `c[0]` under one global lock (thread 0 of each block, fences on both sides). */
export const DOT_LOCK = `export function kernel(a: float[], b: float[], c: float[], mutex: int[], n: int) {
  const cache = __shared__<float>(256);
  let tid = int(threadIdx.x + blockIdx.x * blockDim.x);
  const ci = int(threadIdx.x);
  let temp = 0.0;
  while (tid < n) {
    temp += a[tid] * b[tid];
    tid += int(blockDim.x * gridDim.x);
  }
  cache[ci] = temp;
  __syncthreads();
  let i = int(blockDim.x) / 2;
  while (i != 0) {
    if (ci < i) cache[ci] += cache[ci + i];
    __syncthreads();
    i /= 2;
  }
  if (ci == 0) {
    while (atomicCAS(mutex, 0, 0, 1) != 0) {}
    __threadfence();
    c[0] += cache[0];
    __threadfence();
    atomicExch(mutex, 0, 0);
  }
}`;

/** The textbook missing atomic: every thread adds its element to `out[0]` with a plain
 * read and write (a race on every access after the first). */
export const NAIVE_SUM = `export function kernel(x: float[], out: float[], n: int) {
  const i = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) out[0] += x[i];
}`;

/** Thread 0 puts two parameters in shared memory; after a barrier every thread reads both in
 * each pass of its loop (an element read by every thread of the block, unordered). */
export const SHARED_PARAMS = `export function kernel(params: float[], x: float[], iters: int) {
  const p = __shared__<float>(2);
  if (threadIdx.x == 0) { p[0] = params[0]; p[1] = params[1]; }
  __syncthreads();
  const i = int(blockIdx.x * blockDim.x + threadIdx.x);
  let v = x[i];
  for (let k = 0; k < iters; k++) v = v * p[0] + p[1];
  x[i] = v;
}`;
