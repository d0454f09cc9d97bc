// why: derives the upper half's mask inside its arm with a full-mask `__ballot_sync(0xffffffff, true)`: that mask names lanes 0-15, which take the other arm, pass the vote by and exit
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
    const mask = __ballot_sync(0xffffffff, true);
    __syncwarp(mask);
    out[gid] = s[base + 47 - lane];
  }
}
