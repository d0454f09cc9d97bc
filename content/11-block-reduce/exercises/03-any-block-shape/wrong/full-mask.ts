// why: counts the partial warp's sum but keeps the full mask and adds every shuffle's result: lane 0 of the partial warp adds values read from lanes that do not exist
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
