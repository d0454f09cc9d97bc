// why: mirrors over the whole warp (slot 31 - lane) instead of the upper half: it reads the lower half's slots, which nobody wrote
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  const v = values[gid];
  if (lane < 16) {
    out[gid] = __shfl_sync(0x0000ffff, v, 0);
  } else {
    s[t] = v;
    __syncwarp(0xffff0000);
    out[gid] = s[base + 31 - lane];
  }
}
