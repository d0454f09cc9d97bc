// why: reduces with __shfl_down_sync, where only lane 0 ends with the maximum, then stores every lane's partial result
const FULL: uint = 0xffffffff;
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let v: int = INT_MIN;
  if (gid < n) {
    v = values[gid];
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    v = max(v, __shfl_down_sync(FULL, v, offset));
  }
  if (gid < n) {
    out[gid] = v;
  }
}
