// why: the leader adds 1 instead of the number of positive lanes: it counts warps, not elements
const FULL: uint = 0xffffffff;

export function kernel(values: int[], count: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const positive = __ballot_sync(FULL, values[gid] > 0);
  if (positive != 0 && lane == __ffs(int(positive)) - 1) {
    atomicAdd(count, 0, 1);
  }
}
