// why: numbers the warps as gid / 32, as if warps ran on across blocks: with 48-thread blocks, warp 0 of block 1 starts at gid 48, not 64
const FULL: uint = 0xffffffff;

export function kernel(values: int[], sums: int[]) {
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const warp = t / 32;
  const k = min(32, int(blockDim.x) - 32 * warp);
  let v = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    const other = __shfl_down_sync(FULL, v, offset);
    if (lane + offset < k) {
      v += other;
    }
  }
  if (lane == 0) {
    sums[gid / 32] = v;
  }
}
