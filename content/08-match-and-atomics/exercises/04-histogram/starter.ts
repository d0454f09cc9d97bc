// bins[k] must end as the number of elements of `keys` equal to k (0 <= k < 8),
// with one atomicAdd per distinct key per warp, not one per lane.
export function kernel(keys: int[], bins: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  // TODO: group the lanes by key; one lane per group adds the group's size
  atomicAdd(bins, key, 1);
}
