// Reference: every lane runs the full-mask butterfly; lanes past n contribute the smallest int.
const FULL: uint = 0xffffffff;
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let v: int = INT_MIN;
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
