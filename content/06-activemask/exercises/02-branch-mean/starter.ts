// Positive lanes write the mean of their warp's positive values (integer division).
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  // TODO: which lanes are positive? Ask before the branch.
  if (v > 0) {
    // TODO: the sum of the positive values, divided by their number
    out[gid] = v;
  }
}
