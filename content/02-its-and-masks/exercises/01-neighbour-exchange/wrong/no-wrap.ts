// why: reads s[t + 1] without wrapping inside the warp: lane 31 reads lane 0 of the next warp, which __syncwarp() does not order
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  s[t] = values[gid];
  __syncwarp();
  out[gid] = s[t + 1];
}
