// why: the plain grid-stride loop `for (i = gid; i < n; i += stride)` with a full-mask __match_any_sync: the trip count differs by lane, so in the last step the lanes that have left the loop are named but pass the call by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, hist: int[]) {
  const lane = int(threadIdx.x % 32);
  const stride = int(gridDim.x * blockDim.x);
  for (let i = int(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += stride) {
    const bin = values[i];
    const peers = __match_any_sync(FULL, bin);
    if (lane == __ffs(peers) - 1) {
      atomicAdd(hist, bin, __popc(peers));
    }
  }
}
