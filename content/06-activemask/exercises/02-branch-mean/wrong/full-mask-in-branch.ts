// why: counts and sums inside the branch with the full mask: the lanes that are not positive skip the branch and exit, so the mask names lanes that pass both calls by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  if (v > 0) {
    const here = __ballot_sync(FULL, true);
    out[gid] = __reduce_add_sync(FULL, v) / __popc(here);
  }
}
