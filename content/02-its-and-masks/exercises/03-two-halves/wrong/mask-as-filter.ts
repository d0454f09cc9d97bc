// why: treats the mask as a filter: every lane calls __shfl_sync(0x0000ffff, ...) before the branch, so lanes 16-31 call with a mask that excludes them
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  const v = values[gid];
  const first = __shfl_sync(0x0000ffff, v, 0);
  if (lane < 16) {
    out[gid] = first;
  } else {
    s[t] = v;
    __syncwarp(0xffff0000);
    out[gid] = s[base + 47 - lane];
  }
}
