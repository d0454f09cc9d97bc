// why: reads the bits as int (sign right) but does not flip negatives, so -2.0 counts as larger than -1.0
const FULL: uint = 0xffffffff;
export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const b = __float_as_int(values[gid]);
  lo[gid] = __int_as_float(__reduce_min_sync(FULL, b));
  hi[gid] = __int_as_float(__reduce_max_sync(FULL, b));
}
