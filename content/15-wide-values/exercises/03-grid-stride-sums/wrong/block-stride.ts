// why: strides by blockDim.x, the block's size: every block walks from its own start over the elements of the blocks after it, so elements are added by several blocks
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, warpSums: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const stride = int(blockDim.x);
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
