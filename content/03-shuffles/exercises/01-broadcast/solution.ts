// Reference: one full-mask __shfl_sync; srcLane is relative to the caller's warp.
const FULL: uint = 0xffffffff;

export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  out[gid] = __shfl_sync(FULL, v, src);
}
