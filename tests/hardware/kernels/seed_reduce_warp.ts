// Block reduction of n floats: each warp sums with __shfl_down_sync (16..1), lane 0
// writes warp_sums[warp], __syncthreads, warp 0 sums warp_sums[lane] for
// lane < blockDim.x/32 (0 beyond), thread 0 writes the block's sum bits to out[blockIdx.x].
const FULL: uint = 0xffffffff;

function warpReduceSum(val: float): float {
  for (let offset: int = 16; offset > 0; offset >>= 1) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

export function kernel(out: uint[], inp: float[], n: int): void {
  const warpSums = __shared__<float>(8);
  const i: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const lane: uint = threadIdx.x & 31;
  const warp: uint = threadIdx.x >> 5;
  let v: float = 0.0;
  if (i < uint(n)) v = inp[i];
  v = warpReduceSum(v);
  if (lane == 0) warpSums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    let w: float = 0.0;
    if (lane < blockDim.x / 32) w = warpSums[lane];
    w = warpReduceSum(w);
    if (lane == 0) out[blockIdx.x] = __float_as_uint(w);
  }
}
