// why: converts the value to int with int(v), which drops the fraction, and is undefined for infinities and values beyond the int range
const FULL: uint = 0xffffffff;

export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = int(values[gid]);
  lo[gid] = float(__reduce_min_sync(FULL, v));
  hi[gid] = float(__reduce_max_sync(FULL, v));
}
