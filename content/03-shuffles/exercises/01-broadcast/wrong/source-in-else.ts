// why: the source lane "already has the value" and takes the `else` arm, so it passes the full-mask shuffle by and exits later: the call is undefined, and the others read a lane that is not taking part
const FULL: uint = 0xffffffff;

export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  if (lane != src) {
    out[gid] = __shfl_sync(FULL, v, src);
  } else {
    out[gid] = v;
  }
}
