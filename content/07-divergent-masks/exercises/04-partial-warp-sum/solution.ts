// Reference: the five-step down tree under the exact mask of the lanes that exist, adding a
// shuffled value only when its source lane exists.
export function kernel(values: int[], sums: int[]) {
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const warp = t / 32;
  const k = min(32, int(blockDim.x) - 32 * warp);
  const mask: uint = k == 32 ? 0xffffffff : (uint(1) << k) - 1;
  let v = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    const other = __shfl_down_sync(mask, v, offset);
    if (lane + offset < k) {
      v += other;
    }
  }
  if (lane == 0) {
    const warpsPerBlock = (int(blockDim.x) + 31) / 32;
    sums[int(blockIdx.x) * warpsPerBlock + warp] = v;
  }
}
