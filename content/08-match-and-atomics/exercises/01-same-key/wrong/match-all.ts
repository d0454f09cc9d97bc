// why: uses __match_all_sync, which only answers "do all lanes hold the same key?": it returns 0 as soon as one lane differs
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], size: int[], leader: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const peers = __match_all_sync(FULL, keys[gid]);
  size[gid] = __popc(peers);
  leader[gid] = __ffs(int(peers)) - 1;
}
