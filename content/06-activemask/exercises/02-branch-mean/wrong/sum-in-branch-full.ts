// why: votes before the branch, but sums inside it with the full mask: the lanes that are not positive skip the branch and exit, so the mask names lanes that pass the sum by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const positive = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    out[gid] = __reduce_add_sync(FULL, v) / __popc(positive);
  }
}
