// why: puts the full-mask shuffle inside `if (lane + offset < k)`: the lanes whose source does not exist skip the call, so the mask names lanes that pass it by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], sums: int[]) {
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const warp = t / 32;
  const k = min(32, int(blockDim.x) - 32 * warp);
  let v = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    if (lane + offset < k) {
      v += __shfl_down_sync(FULL, v, offset);
    }
  }
  if (lane == 0) {
    const warpsPerBlock = (int(blockDim.x) + 31) / 32;
    sums[int(blockIdx.x) * warpsPerBlock + warp] = v;
  }
}
