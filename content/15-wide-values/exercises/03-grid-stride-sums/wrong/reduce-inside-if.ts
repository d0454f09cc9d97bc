// why: the full-mask shuffles sit inside if (gid < n), so lanes without elements never reach them (divergent shuffle).
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, warpSums: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const T = int(gridDim.x * blockDim.x);
  let s = 0;
  if (gid < n) {
    for (let i = gid; i < n; i += T) s += values[i];
    for (let o: uint = 16; o > 0; o = o / 2) s += __shfl_down_sync(FULL, s, o);
  }
  if (threadIdx.x % 32 == 0) {
    warpSums[gid / 32] = s;
  }
}
