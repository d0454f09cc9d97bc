// why: the identity of max is written -2147483647 (INT_MIN + 1), so a partial warp of INT_MIN values reports INT_MIN + 1
const FULL: uint = 0xffffffff;
export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const inb = gid < n;
  const mn = __reduce_min_sync(FULL, inb ? values[gid] : 2147483647);
  const mx = __reduce_max_sync(FULL, inb ? values[gid] : -2147483647);
  if (inb) { lo[gid] = mn; hi[gid] = mx; }
}
