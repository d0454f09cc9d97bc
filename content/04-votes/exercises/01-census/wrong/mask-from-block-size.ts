// why: takes every warp's mask from blockDim.x % 32, the lane count of the block's last warp only: the full warps vote with a mask that leaves most of their lanes out
const FULL: uint = 0xffffffff;

export function kernel(values: int[], threshold: int, count: int[], all: int[], any: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const mask: uint = blockDim.x % 32 == 0 ? FULL : (uint(1) << (blockDim.x % 32)) - 1;
  const above = values[gid] > threshold;
  count[gid] = __popc(__ballot_sync(mask, above));
  all[gid] = __all_sync(mask, above) != 0 ? 1 : 0;
  any[gid] = __any_sync(mask, above) != 0 ? 1 : 0;
}
