// why: builds the mask of the k present lanes as (1 << k) - 1: for a full warp k is 32, and a shift by 32 is undefined behaviour
export function kernel(values: int[], sums: int[]) {
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const warp = t / 32;
  const k = min(32, int(blockDim.x) - 32 * warp);
  const mask: uint = (uint(1) << k) - 1;
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
