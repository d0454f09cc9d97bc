// why: reduces the right keys but writes the winning key's bits as the float, without undoing the mapping
const FULL: uint = 0xffffffff;

export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const b = __float_as_uint(values[gid]);
  const key = (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
  lo[gid] = __uint_as_float(__reduce_min_sync(FULL, key));
  hi[gid] = __uint_as_float(__reduce_max_sync(FULL, key));
}
