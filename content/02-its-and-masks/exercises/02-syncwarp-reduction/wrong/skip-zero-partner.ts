// why: skips adding a partner that holds 0 and puts the step's second full-mask __syncwarp() inside that `if`: a lane whose partner is 0 (data-dependent) skips the call, meets the others' call at the next step's __syncwarp() instead, runs a step ahead and reads a slot its partner is still writing
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
    if (partner != 0) {
      s[t] += partner;
      __syncwarp();
    }
  }
  out[gid] = s[t];
}
