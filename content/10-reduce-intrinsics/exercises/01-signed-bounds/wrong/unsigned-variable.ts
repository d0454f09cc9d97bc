// why: keeps the value in a uint variable, as the masks are: both calls then take the unsigned versions, and -1 comes out as the largest value of all
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  let v: uint = values[gid];
  const smallest = __reduce_min_sync(FULL, has ? v : 0xffffffff);
  const largest = __reduce_max_sync(FULL, has ? v : 0);
  if (has) {
    lo[gid] = smallest;
    hi[gid] = largest;
  }
}
