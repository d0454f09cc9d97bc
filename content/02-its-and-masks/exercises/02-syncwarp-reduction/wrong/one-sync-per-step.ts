// why: one __syncwarp() per step after `s[t] += s[partner]`: the read of the partner's slot still races with the partner's write of it
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  __syncwarp();
  for (let offset = 16; offset > 0; offset /= 2) {
    s[t] += s[base + (lane ^ offset)];
    __syncwarp();
  }
  out[gid] = s[t];
}
