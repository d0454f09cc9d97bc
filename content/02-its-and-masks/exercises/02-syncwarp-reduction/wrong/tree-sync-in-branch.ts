// why: a tree reduction with the full-mask __syncwarp() inside `if (lane < offset)`: lanes 16-31 never make it, fall through to the end and exit, and their read of lane 0's slot is ordered by nothing
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  __syncwarp();
  for (let offset = 16; offset > 0; offset /= 2) {
    if (lane < offset) {
      s[t] += s[t + offset];
      __syncwarp();
    }
  }
  out[gid] = s[base];
}
