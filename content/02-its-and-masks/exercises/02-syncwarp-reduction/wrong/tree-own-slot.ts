// why: a tree (s[t] += s[t + offset] in the low lanes) leaves the total only in lane 0's slot, but every lane stores its own slot
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  s[t] = values[gid];
  __syncwarp();
  for (let offset = 16; offset > 0; offset /= 2) {
    if (lane < offset) {
      s[t] += s[t + offset];
    }
    __syncwarp();
  }
  out[gid] = s[t];
}
