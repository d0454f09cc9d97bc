// why: the identity 0xffffffff is a uint literal, so the ternary is uint and the unsigned min is called
const FULL: uint = 0xffffffff;
export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const inb = gid < n;
  const mn = __reduce_min_sync(FULL, inb ? values[gid] : 0x7fffffff);
  const mx = __reduce_max_sync(FULL, inb ? uint(values[gid]) : 0);
  if (inb) { lo[gid] = int(mn); hi[gid] = int(mx); }
}
