// why: lane 0 "needs no value" and skips the full-mask shuffle: it passes the call by and exits later, so the call is undefined and lane 1 reads a lane that never took part
const FULL: uint = 0xffffffff;

export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  if (lane == 0) {
    out[gid] = fill;
  } else {
    out[gid] = __shfl_up_sync(FULL, values[gid], 1);
  }
}
