// Reference: the Programming Guide's repaired butterfly (§20.6.2): read, __syncwarp(), write, __syncwarp().
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  __syncwarp();
  for (let offset = 16; offset > 0; offset /= 2) {
    const partner = s[base + (lane ^ offset)];
    __syncwarp();
    s[t] += partner;
    __syncwarp();
  }
  out[gid] = s[t];
}
