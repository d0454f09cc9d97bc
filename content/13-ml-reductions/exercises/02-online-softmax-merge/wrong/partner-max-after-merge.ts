// why: merges the maxima first and shuffles s afterwards, reading the partner's maximum again once it is already merged: both lanes then rescale by their common maximum, so neither sum is rescaled
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;

export function kernel(m: float[], s: float[], rowMax: float[], rowSum: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let mi = m[gid];
  let si = s[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    const old = mi;
    mi = fmaxf(mi, __shfl_xor_sync(FULL, mi, offset));
    const mo = __shfl_xor_sync(FULL, mi, offset);
    const so = __shfl_xor_sync(FULL, si, offset);
    if (mi != NEG_INF) {
      si = si * expf(old - mi) + so * expf(mo - mi);
    }
  }
  if (threadIdx.x % 32 == 0) {
    rowMax[gid / 32] = mi;
    rowSum[gid / 32] = si;
  }
}
