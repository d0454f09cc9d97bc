// why: the source lane "already has the value" and leaves early, so the full-mask shuffle reads an exited lane
const FULL: uint = 0xffffffff;

export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  if (lane == src) {
    out[gid] = v;
    return;
  }
  out[gid] = __shfl_sync(FULL, v, src);
}
