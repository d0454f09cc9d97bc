// why: writes the exact mask as (1 << lanes) - 1 without the case lanes == 32, so every full warp shifts by 32
export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const lanes = min(32, int(blockDim.x - (threadIdx.x - lane)));
  const mask: uint = (uint(1) << lanes) - 1;
  const below = __shfl_up_sync(mask, values[gid], 1);
  if (lane == 0) {
    out[gid] = fill;
  } else {
    out[gid] = below;
  }
}
