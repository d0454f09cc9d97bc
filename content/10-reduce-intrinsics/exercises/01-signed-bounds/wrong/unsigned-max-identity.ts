// why: writes INT_MIN as 0x80000000, whose bits are right but which is a uint literal: the maximum then takes the unsigned version, where negative values (high bit set) beat positive ones
const FULL: uint = 0xffffffff;
const INT_MAX: int = 2147483647;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const v = values[gid];
  const smallest = __reduce_min_sync(FULL, has ? v : INT_MAX);
  const largest = __reduce_max_sync(FULL, has ? v : 0x80000000);
  if (has) {
    lo[gid] = smallest;
    hi[gid] = largest;
  }
}
