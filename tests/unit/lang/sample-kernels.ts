/**
 * Valid Warp TS kernels covering the whole surface, used by the prelude test
 * (TypeScript must accept them), by the front-end tests (they must compile) and as
 * seeds of the fuzz test.
 */
export const SAMPLE_KERNELS: Record<string, string> = {
  warpReduce: `
const FULL: uint = 0xffffffff;

function warpReduceSum(val: float): float {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

export function kernel(input: float[], out: float[], n: int) {
  const i = blockIdx.x * blockDim.x + threadIdx.x;
  let v: float = i < n ? input[i] : 0.0;
  v = warpReduceSum(v);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, 0, v);
}
`,
  blockReduce: `
export default function blockSum(data: int[], out: int[]) {
  const s = __shared__<int>(32);
  const lane = threadIdx.x % 32;
  const warp = threadIdx.x / 32;
  let v = data[blockIdx.x * blockDim.x + threadIdx.x];
  for (let d = 16; d >= 1; d >>= 1) v += __shfl_xor_sync(0xffffffff, v, d);
  if (lane == 0) s[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? s[lane] : 0;
    v = __reduce_add_sync(0xffffffff, v);
    if (lane == 0) out[blockIdx.x] = v;
  }
}
`,
  aggregatedAtomics: `
export function kernel(counter: int[], out: int[]) {
  if (threadIdx.x % 3 == 0) {
    const active = __activemask();
    const leader = __ffs(int(active)) - 1;
    const rank = __popc(active & __lanemask_lt());
    let base: int;
    if (rank == 0) base = atomicAdd(counter, 0, __popc(active));
    base = __shfl_sync(active, base, leader);
    out[threadIdx.x] = base + rank;
  }
}
`,
  votesAndMatch: `
export function kernel(keys: uint[], out: uint[], flags: int[]) {
  const t = threadIdx.x;
  const mask = __ballot_sync(0xffffffff, t < 20);
  if (t < 20) {
    const same = __match_any_sync(mask, keys[t]);
    const pred: int[] = [0];
    const all = __match_all_sync(mask, keys[t], pred);
    out[t] = same ^ all;
    flags[t] = pred[0] + __all_sync(mask, keys[t] > 3) + __any_sync(mask, keys[t] == 0);
  }
  __syncwarp();
}
`,
  bitsAndCasts: `
export function kernel(f: float[], u: uint[], i: int[]) {
  const t = threadIdx.x;
  const bits = __float_as_uint(f[t]);
  u[t] = __brev(bits) + __fns(bits, 0, 1);
  i[t] = __clz(int(bits)) + __float_as_int(-0.0) + int(__int_as_float(1) > 0.0);
  f[t] = __uint_as_float(bits & 0x7fffffff);
  u[t] |= __lanemask_le() & __lanemask_ge() & ~(__lanemask_gt() | __lanemask_eq());
  u[t] ^= __reduce_and_sync(0xffffffff, u[t]) | __reduce_or_sync(0xffffffff, 1) | __reduce_xor_sync(0xffffffff, t);
}
`,
  mathAndDouble: `
const SCALE: float = 0.5;

function clampf(x: float, lo: float, hi: float): float {
  return fminf(fmaxf(x, lo), hi);
}

export function kernel(a: float[], d: double[]) {
  const t = threadIdx.x;
  let x = a[t] * SCALE;
  x = clampf(x, -1.0, 1.0) + sqrtf(fabsf(x)) + fmaf(x, x, 1.0);
  x += floorf(x) + ceilf(x) + truncf(x) + roundf(x) + expf(0.0) + logf(1.0);
  x = __fadd_rn(x, __fmul_rn(x, 2.0));
  a[t] = min(x, 4.0) + max(abs(-2), 1);
  let y = double(x);
  y = fma(y, y, 1.0) + sqrt(fabs(y)) + fmin(y, 2.0) + fmax(y, 0.5) + floor(y) + ceil(y);
  d[t] = trunc(y) + round(y) + exp(0.0) + log(1.0);
  d[t] = __shfl_up_sync(0xffffffff, d[t], 1);
}
`,
  controlFlow: `
export function kernel(out: int[]) {
  let x: int;
  let acc = 0;
  const lut: int[] = [3, 1, 4, 1, 5];
  switch (threadIdx.x % 4) {
    case 0:
      x = 1;
      break;
    case 1:
    case 2:
      x = 2;
      break;
    default:
      x = 3;
  }
  let i = 0;
  do {
    acc += lut[i] * x;
    i++;
  } while (i < 5);
  while (true) {
    if (acc > 100) break;
    acc *= 2;
    if (acc % 3 == 0) continue;
    acc += 1;
  }
  out[threadIdx.x] = acc > 50 && x != 2 || !(acc < 0) ? acc : -acc;
  __syncthreads();
  __threadfence();
}
`,
  printfAndAtomics: `
export function kernel(c: int[], u: uint[], f: float[]) {
  const t = threadIdx.x;
  atomicSub(c, 0, 1);
  atomicMin(c, 1, int(t));
  atomicMax(u, 0, t);
  atomicAnd(u, 1, 0xff);
  atomicOr(u, 2, 1);
  atomicXor(u, 3, t);
  atomicExch(f, 0, 1.5);
  const old = atomicCAS(c, 2, 0, 1);
  const flag: uint = 7;
  printf("thread %d: old=%d flag=%u x=%x f=%f %s %%\\n", t, old, flag, flag, 1.5, "done");
}
`,
  shuffles: `
export function kernel(v: int[], out: int[]) {
  const lane = threadIdx.x & 31;
  let x = v[threadIdx.x];
  x = __shfl_sync(0xffffffff, x, 0);
  x += __shfl_up_sync(0xffffffff, x, 1, 8);
  x += __shfl_down_sync(0xffffffff, x, 2, 16);
  x += __shfl_xor_sync(0xffffffff, x, 4, warpSize);
  if (lane < 16) {
    const m = __ballot_sync(0x0000ffff, true);
    x = __shfl_sync(m, x, lane ^ 1, 16);
  }
  out[threadIdx.x] = x;
}
`,
  twoDimensional: `
export function kernel(out: uint[]) {
  const linear = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const size = blockDim.x * blockDim.y * blockDim.z;
  out[block * size + linear] = linear / 32;
}
`,
};
