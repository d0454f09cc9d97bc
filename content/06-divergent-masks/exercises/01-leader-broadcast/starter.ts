// Lanes with a positive value get the value of the lowest positive lane of their warp.
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  // TODO: which lanes will take the branch? Ask before it.
  if (v > 0) {
    // TODO: read the leader's v with __shfl_sync, with the mask of the lanes in this branch
    out[gid] = v;
  }
}
