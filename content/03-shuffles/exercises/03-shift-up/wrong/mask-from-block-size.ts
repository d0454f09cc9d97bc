// why: takes the mask of every warp from blockDim.x % 32, the lane count of the block's last warp only: full warps get a mask that leaves most of their lanes out (and 0 when the block is a multiple of 32)
const FULL: uint = 0xffffffff;

export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const mask: uint = (uint(1) << (blockDim.x % 32)) - 1;
  const below = __shfl_up_sync(mask, values[gid], 1);
  if (lane == 0) {
    out[gid] = fill;
  } else {
    out[gid] = below;
  }
}
