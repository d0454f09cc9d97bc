// why: plain __syncwarp() (full mask) in the upper half: it names lanes 0-15, which take the other arm, pass it by and exit
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
    __syncwarp();
    out[gid] = s[base + 47 - lane];
  }
}
