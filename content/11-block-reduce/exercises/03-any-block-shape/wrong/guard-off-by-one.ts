// why: off by one in the guard: `lane + offset <= lanes` also keeps the value read from lane `lanes`, the first lane that does not exist
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  const lane = int(threadIdx.x % 32);
  const lanes = min(32, int(blockDim.x - (threadIdx.x - threadIdx.x % 32)));
  const mask: uint = lanes == 32 ? FULL : (uint(1) << lanes) - 1;
  for (let offset = 16; offset > 0; offset /= 2) {
    const other = __shfl_down_sync(mask, val, offset);
    if (lane + offset <= lanes) {
      val += other;
    }
  }
  return val;
}

function blockReduceSum(val: int): int {
  const warp_sums = __shared__<int>(32);
  const lane = threadIdx.x % 32;
  const wid = threadIdx.x / 32;
  const nWarps = (blockDim.x + 31) / 32;
  val = warpReduceSum(val);
  if (lane == 0) {
    warp_sums[wid] = val;
  }
  __syncthreads();
  if (wid == 0) {
    val = lane < nWarps ? warp_sums[lane] : 0;
    val = warpReduceSum(val);
  }
  return val;
}
