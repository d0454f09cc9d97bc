// why: the stride is blockDim.x, not the grid's thread count, so every block walks over the same elements.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, warpSums: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let s = 0;
  for (let i = gid; i < n; i += int(blockDim.x)) s += values[i];
  for (let o: uint = 16; o > 0; o = o / 2) s += __shfl_down_sync(FULL, s, o);
  if (threadIdx.x % 32 == 0) {
    warpSums[gid / 32] = s;
  }
}
