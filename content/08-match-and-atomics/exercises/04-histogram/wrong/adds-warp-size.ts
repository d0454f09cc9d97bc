// why: the leader adds the number of lanes in the warp (`__popc` of a full ballot) instead of the size of its own group
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], bins: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const key = keys[gid];
  const peers = __match_any_sync(FULL, key);
  const everyone = __ballot_sync(FULL, 1);
  if (lane == __ffs(int(peers)) - 1) {
    atomicAdd(bins, key, __popc(everyone));
  }
}
