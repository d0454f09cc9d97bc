// why: rescales even when both pairs are empty: -INFINITY - -INFINITY is NaN, 0 * NaN is NaN, and the NaN spreads to the whole warp's sum
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;

export function kernel(m: float[], s: float[], rowMax: float[], rowSum: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let mi = m[gid];
  let si = s[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    const mo = __shfl_xor_sync(FULL, mi, offset);
    const so = __shfl_xor_sync(FULL, si, offset);
    const mn = fmaxf(mi, mo);
    si = si * expf(mi - mn) + so * expf(mo - mn);
    mi = mn;
  }
  if (threadIdx.x % 32 == 0) {
    rowMax[gid / 32] = mi;
    rowSum[gid / 32] = si;
  }
}
