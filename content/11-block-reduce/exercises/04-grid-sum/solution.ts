// Reference: block reduction with identity padding, then one atomicAdd per block.
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

function blockReduceSum(val: int): int {
  const warp_sums = __shared__<int>(32);
  const lane = threadIdx.x % 32;
  const wid = threadIdx.x / 32;
  val = warpReduceSum(val);
  if (lane == 0) {
    warp_sums[wid] = val;
  }
  __syncthreads();
  if (wid == 0) {
    val = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
    val = warpReduceSum(val);
  }
  return val;
}

export function kernel(values: int[], n: int, total: int[]) {
  const i = int(blockIdx.x * blockDim.x + threadIdx.x);
  const sum = blockReduceSum(i < n ? values[i] : 0);
  if (threadIdx.x == 0) {
    atomicAdd(total, 0, sum);
  }
}
