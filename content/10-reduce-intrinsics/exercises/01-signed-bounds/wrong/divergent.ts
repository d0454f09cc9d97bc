// why: the reductions are called inside if (gid < n) with the full mask, so lanes past n never arrive
const FULL: uint = 0xffffffff;
export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    const v = values[gid];
    lo[gid] = __reduce_min_sync(FULL, v);
    hi[gid] = __reduce_max_sync(FULL, v);
  }
}
