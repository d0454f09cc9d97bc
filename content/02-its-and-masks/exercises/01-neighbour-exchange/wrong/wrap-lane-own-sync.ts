// why: gives lane 31's wrap-around its own arm with its own __syncwarp(): the two arms' calls pair across call sites, which the CUDA Programming Guide 13.x does not allow (same program point)
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  if (lane < 31) {
    __syncwarp();
    out[gid] = s[t + 1];
  } else {
    __syncwarp();
    out[gid] = s[base];
  }
}
