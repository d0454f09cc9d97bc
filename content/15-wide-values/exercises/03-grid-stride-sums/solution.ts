// Reference: a grid-stride loop gives each thread its partial sum (0 when it has no
// element), then five __shfl_down_sync steps per warp; lane 0 writes the warp's total.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, warpSums: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const stride = int(gridDim.x * blockDim.x);
  let s = 0;
  for (let i = gid; i < n; i += stride) {
    s += values[i];
  }
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    s += __shfl_down_sync(FULL, s, offset);
  }
  if (threadIdx.x % 32 == 0) {
    warpSums[gid / 32] = s;
  }
}
