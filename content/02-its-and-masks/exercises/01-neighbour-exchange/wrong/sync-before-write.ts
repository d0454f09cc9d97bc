// why: __syncwarp() placed before the write, where it orders nothing: the read still races with the neighbour's write
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  __syncwarp();
  s[t] = values[gid];
  out[gid] = s[base + (lane + 1) % 32];
}
