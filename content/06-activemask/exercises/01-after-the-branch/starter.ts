// Make x non-negative, then add the neighbour's (lane ^ 1) x.
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let x = values[gid];
  if (x < 0) {
    x = -x;
  }
  // TODO: add the x of lane ^ 1, read with __shfl_xor_sync (which mask?)
  out[gid] = x;
}
