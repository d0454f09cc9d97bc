// why: the leader is __ffs(ballot) without the -1, the lane above the lowest positive one: when that is lane 31, lane 32 does not exist and nobody adds
const FULL: uint = 0xffffffff;

export function kernel(values: int[], count: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const positive = __ballot_sync(FULL, values[gid] > 0);
  if (positive != 0 && lane == __ffs(int(positive))) {
    atomicAdd(count, 0, __popc(positive));
  }
}
