// Reference: write, __syncwarp(), then read the next lane's slot of the same warp.
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  __syncwarp();
  out[gid] = s[base + (lane + 1) % 32];
}
