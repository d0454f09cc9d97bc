// why: takes __ffs(peers) as the leader's lane, but __ffs counts from 1
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], size: int[], leader: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const peers = __match_any_sync(FULL, keys[gid]);
  size[gid] = __popc(peers);
  leader[gid] = __ffs(int(peers));
}
