// count[0] must end as the number of positive elements of `values`,
// with at most one atomicAdd per warp.
export function kernel(values: int[], count: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (values[gid] > 0) {
    // TODO: one atomic per warp instead of one per positive lane
    atomicAdd(count, 0, 1);
  }
}
