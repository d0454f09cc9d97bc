// why: the loop is warp-uniform, but __match_any_sync inside `if (i < n)` uses the full mask: in the last step the lanes without an element pass the call by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, hist: int[]) {
  const lane = int(threadIdx.x % 32);
  const stride = int(gridDim.x * blockDim.x);
  const warpStart = int(blockIdx.x * blockDim.x + threadIdx.x) - lane;
  for (let base = warpStart; base < n; base += stride) {
    const i = base + lane;
    if (i < n) {
      const bin = values[i];
      const peers = __match_any_sync(FULL, bin);
      if (lane == __ffs(peers) - 1) {
        atomicAdd(hist, bin, __popc(peers));
      }
    }
  }
}
