// why: the pre-Volta warp-synchronous reduction: no __syncwarp() anywhere, trusting lock-step execution
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    s[t] += s[base + (lane ^ offset)];
  }
  out[gid] = s[t];
}
