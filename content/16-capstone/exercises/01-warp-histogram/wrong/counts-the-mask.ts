// why: the leader adds __popc(mask), the number of lanes with an element, instead of __popc(peers), the lanes with its bin
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, hist: int[]) {
  const lane = int(threadIdx.x % 32);
  const stride = int(gridDim.x * blockDim.x);
  const warpStart = int(blockIdx.x * blockDim.x + threadIdx.x) - lane;
  for (let base = warpStart; base < n; base += stride) {
    const i = base + lane;
    const mask = __ballot_sync(FULL, i < n);
    if (i < n) {
      const bin = values[i];
      const peers = __match_any_sync(mask, bin);
      if (lane == __ffs(peers) - 1) {
        atomicAdd(hist, bin, __popc(mask));
      }
    }
  }
}
