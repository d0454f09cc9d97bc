// why: loops over the 8 keys and votes inside `if (key == k)` with the full mask: the lanes with other keys skip the vote, so the mask names lanes that pass it by (and they meet it later, in another key's round)
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], bins: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const key = keys[gid];
  for (let k = 0; k < 8; k++) {
    if (key == k) {
      const group = __ballot_sync(FULL, true);
      if (lane == __ffs(int(group)) - 1) {
        atomicAdd(bins, k, __popc(group));
      }
    }
  }
}
