// why: the group's leader is __ffs(peers) without the -1: that lane often belongs to another group, so some groups add twice and others never
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], bins: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const key = keys[gid];
  const peers = __match_any_sync(FULL, key);
  if (lane == __ffs(int(peers))) {
    atomicAdd(bins, key, __popc(peers));
  }
}
