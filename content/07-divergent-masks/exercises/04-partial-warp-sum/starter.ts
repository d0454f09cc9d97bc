// Lane 0 of every warp writes the sum of the values of the lanes that exist in its warp.
export function kernel(values: int[], sums: int[]) {
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const warp = t / 32;
  let v = values[gid];
  // TODO: five shuffle steps; never use a value read from a lane that does not exist
  if (lane == 0) {
    const warpsPerBlock = (int(blockDim.x) + 31) / 32;
    sums[int(blockIdx.x) * warpsPerBlock + warp] = v;
  }
}
