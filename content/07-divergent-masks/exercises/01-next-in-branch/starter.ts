// Lanes with a positive value rotate their values among themselves: each takes the next
// positive lane's value, and the highest positive lane takes the lowest one's.
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  // TODO: which lanes will take the branch? Ask before it.
  if (v > 0) {
    // TODO: read the next positive lane's v with __shfl_sync, with the mask of the lanes in this branch
    out[gid] = v;
  }
}
