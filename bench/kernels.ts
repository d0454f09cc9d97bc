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
