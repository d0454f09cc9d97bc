// Reference: lanes with the same key form a group; each group's lowest lane adds its size.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], bins: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const key = keys[gid];
  const peers = __match_any_sync(FULL, key);
  if (lane == __ffs(int(peers)) - 1) {
    atomicAdd(bins, key, __popc(peers));
  }
}
