// why: the loop bound is i <= n, so element n (not counted) is added too, and read past the array when n = 4096.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, warpSums: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const T = int(gridDim.x * blockDim.x);
  let s = 0;
  for (let i = gid; i <= n; i += T) s += values[i];
  for (let o: uint = 16; o > 0; o = o / 2) s += __shfl_down_sync(FULL, s, o);
  if (threadIdx.x % 32 == 0) {
    warpSums[gid / 32] = s;
  }
}
