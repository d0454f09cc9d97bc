// why: handles lane 31's wrap-around in an `else` arm and puts the full-mask __syncwarp() only in the other arm: lane 31 passes it by, and its read of lane 0's slot is ordered by nothing
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
    out[gid] = s[base];
  }
}
