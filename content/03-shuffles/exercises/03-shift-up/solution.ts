// Reference: every lane shuffles, under the exact mask of the lanes its warp has; lane 0
// (whose source is outside the warp) then takes `fill`.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  // The last warp of a block that is not a multiple of 32 threads has fewer lanes.
  const lanes = min(32, int(blockDim.x - (threadIdx.x - lane)));
  const mask: uint = lanes == 32 ? FULL : (uint(1) << lanes) - 1;
  const below = __shfl_up_sync(mask, values[gid], 1);
  if (lane == 0) {
    out[gid] = fill;
  } else {
    out[gid] = below;
  }
}
