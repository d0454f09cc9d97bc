// why: reads the mask as "the lanes to read from" and names only the source lane, so the callers are not in it
export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  out[gid] = __shfl_sync(uint(1) << src, v, src);
}
