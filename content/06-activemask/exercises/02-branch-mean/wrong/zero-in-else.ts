// why: sums with the full mask in both arms of the branch, the others adding 0 in the else: the calls pair across two call sites, which the exercise's point (find the lanes of the branch with a vote) does not allow
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const positive = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    out[gid] = __reduce_add_sync(FULL, v) / __popc(positive);
  } else {
    __reduce_add_sync(FULL, 0);
  }
}
