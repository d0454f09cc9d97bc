// why: full mask on the lower half's shuffle: it names lanes 16-31, which never make that call (they take the other arm, pass the shuffle by and exit)
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  const v = values[gid];
  if (lane < 16) {
    out[gid] = __shfl_sync(0xffffffff, v, 0);
  } else {
    s[t] = v;
    __syncwarp(0xffff0000);
    out[gid] = s[base + 47 - lane];
  }
}
