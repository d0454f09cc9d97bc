// why: votes inside `if (values[gid] > 0)` with the full mask to count the positive lanes: the other lanes skip the branch and exit, so the mask names lanes that pass the vote by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], count: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  if (values[gid] > 0) {
    const positive = __ballot_sync(FULL, true);
    if (lane == __ffs(int(positive)) - 1) {
      atomicAdd(count, 0, __popc(positive));
    }
  }
}
