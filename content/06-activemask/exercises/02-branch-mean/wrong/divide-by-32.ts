// why: divides the sum of the positive values by 32, the size of the warp, instead of by the number of positive lanes
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const sum = __reduce_add_sync(FULL, v > 0 ? v : 0);
  if (v > 0) {
    out[gid] = sum / 32;
  }
}
