// Reference: lanes without data take part with the identities INT_MAX and INT_MIN, written as
// int constants, so both calls take the int overloads and compare signed values.
const FULL: uint = 0xffffffff;
const INT_MAX: int = 2147483647;
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const v = has ? values[gid] : 0;
  const smallest = __reduce_min_sync(FULL, has ? v : INT_MAX);
  const largest = __reduce_max_sync(FULL, has ? v : INT_MIN);
  if (has) {
    lo[gid] = smallest;
    hi[gid] = largest;
  }
}
