// Add values[0 .. n-1] into total[0]: one atomicAdd per block.
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}

export function kernel(values: int[], n: int, total: int[]) {
  const i = int(blockIdx.x * blockDim.x + threadIdx.x);
  // TODO: reduce the block (threads with i >= n take part with 0), then thread 0 adds
  // the block's sum to total[0].
  if (i == 0) {
    total[0] = values[0];
  }
}
