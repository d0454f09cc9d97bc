// why: key drops the sign of zero (v == 0 maps both zeros to the +0.0 key), so -0.0 is never reported as the min
const FULL: uint = 0xffffffff;
export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const b = __float_as_uint(v == 0.0 ? 0.0 : v);
  const k = (b & 0x80000000) != 0 ? ~b : (b | 0x80000000);
  const mn = __reduce_min_sync(FULL, k);
  const mx = __reduce_max_sync(FULL, k);
  lo[gid] = __uint_as_float((mn & 0x80000000) != 0 ? (mn & 0x7fffffff) : ~mn);
  hi[gid] = __uint_as_float((mx & 0x80000000) != 0 ? (mx & 0x7fffffff) : ~mx);
}
