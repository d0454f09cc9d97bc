// why: reduces the raw float bits as uint, so every negative float counts as larger than every positive one
const FULL: uint = 0xffffffff;
export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const b = __float_as_uint(values[gid]);
  lo[gid] = __uint_as_float(__reduce_min_sync(FULL, b));
  hi[gid] = __uint_as_float(__reduce_max_sync(FULL, b));
}
