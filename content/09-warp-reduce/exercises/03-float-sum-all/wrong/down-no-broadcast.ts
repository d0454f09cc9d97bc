// why: reduces with __shfl_down_sync and stores every lane's value, but only lane 0 holds the total
const FULL: uint = 0xffffffff;

export function kernel(values: float[], out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    v += __shfl_down_sync(FULL, v, offset);
  }
  out[gid] = v;
}
