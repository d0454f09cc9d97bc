// why: writes the identity of the minimum as 0xffffffff, a uint literal: the argument `has ? v : 0xffffffff` is then a uint, the call takes the unsigned version, and every negative value counts as larger than every positive one
const FULL: uint = 0xffffffff;
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const v = values[gid];
  const smallest = __reduce_min_sync(FULL, has ? v : 0xffffffff);
  const largest = __reduce_max_sync(FULL, has ? v : INT_MIN);
  if (has) {
    lo[gid] = smallest;
    hi[gid] = largest;
  }
}
