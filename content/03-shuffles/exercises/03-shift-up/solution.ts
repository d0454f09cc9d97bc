// Reference: every lane shuffles; lane 0 (whose source is outside the warp) then takes `fill`.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const below = __shfl_up_sync(FULL, values[gid], 1);
  if (lane == 0) {
    out[gid] = fill;
  } else {
    out[gid] = below;
  }
}
