// Reference: __match_any_sync gives each lane the set of lanes holding the same key.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], size: int[], leader: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const peers = __match_any_sync(FULL, keys[gid]);
  size[gid] = __popc(peers);
  leader[gid] = __ffs(int(peers)) - 1; // never empty: a lane always matches itself
}
