// why: reduces with __shfl_down_sync, then broadcasts lane 31, but the down tree leaves the total in lane 0
const FULL: uint = 0xffffffff;

export function kernel(values: float[], out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    v += __shfl_down_sync(FULL, v, offset);
  }
  out[gid] = __shfl_sync(FULL, v, 31);
}
