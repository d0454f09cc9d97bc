// In the branch, each group of threads running together adds its count and its sum.
export function kernel(values: int[], perWarp: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const w = blockIdx.x * ((blockDim.x + 31) / 32) + threadIdx.x / 32;
  if (v > 0) {
    // TODO: the coalesced group of the threads here, its sum, and one thread adding
    //       the group's size to perWarp[w] and its sum to total[0]
  }
}
