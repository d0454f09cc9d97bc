// why: in the plain grid-stride loop, whose trip count differs by lane, each step votes its mask with a full-mask __ballot_sync inside the loop: the lanes that have left the loop pass that vote by, so the mask it returns is undefined
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, hist: int[]) {
  const lane = int(threadIdx.x % 32);
  const stride = int(gridDim.x * blockDim.x);
  for (let i = int(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += stride) {
    const mask = __ballot_sync(FULL, true);   // the lanes still in the loop
    const bin = values[i];
    const peers = __match_any_sync(mask, bin);
    if (lane == __ffs(peers) - 1) {
      atomicAdd(hist, bin, __popc(peers));
    }
  }
}
