// why: full mask inside `if (gid < n)`: in the warp that straddles n, lanes past n have left and their values are read anyway
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    let v = values[gid];
    for (let offset = 16; offset > 0; offset /= 2) {
      v = max(v, __shfl_xor_sync(FULL, v, offset));
    }
    out[gid] = v;
  }
}
