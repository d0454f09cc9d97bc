// Reference: three votes over the lanes the warp has (the exact mask of a partial warp).
const FULL: uint = 0xffffffff;

export function kernel(values: int[], threshold: int, count: int[], all: int[], any: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  // The last warp of a block that is not a multiple of 32 threads has fewer lanes.
  const lanes = min(32, int(blockDim.x - (threadIdx.x - lane)));
  const mask: uint = lanes == 32 ? FULL : (uint(1) << lanes) - 1;
  const above = values[gid] > threshold;
  count[gid] = __popc(__ballot_sync(mask, above));
  all[gid] = __all_sync(mask, above) != 0 ? 1 : 0;
  any[gid] = __any_sync(mask, above) != 0 ? 1 : 0;
}
