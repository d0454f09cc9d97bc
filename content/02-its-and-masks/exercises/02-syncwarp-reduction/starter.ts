// Every thread writes the sum of its warp's values, reduced in shared memory.
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  // TODO: five butterfly steps (offset 16, 8, 4, 2, 1), each lane adding the slot of lane ^ offset,
  // with __syncwarp() between every read and every write
  out[gid] = s[t];
}
