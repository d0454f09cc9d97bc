// why: one element per thread, no loop: with more elements than threads, those from index T on are never added
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, warpSums: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const stride = int(gridDim.x * blockDim.x);
  let s = 0;
  if (gid < n) {
    s += values[gid];
  }
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    s += __shfl_down_sync(FULL, s, offset);
  }
  if (threadIdx.x % 32 == 0) {
    warpSums[gid / 32] = s;
  }
}
