// why: replaces m by the merged maximum before rescaling its own sum, so s * expf(m - M) is s * 1
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;
export function kernel(m: float[], s: float[], rowMax: float[], rowSum: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let mi = m[gid];
  let si = s[gid];
  for (let o = 16; o >= 1; o /= 2) {
    const mo = __shfl_xor_sync(FULL, mi, o);
    const so = __shfl_xor_sync(FULL, si, o);
    mi = fmaxf(mi, mo);
    if (mi != NEG_INF) { si = si * expf(mi - mi) + so * expf(mo - mi); }
  }
  if (threadIdx.x % 32 == 0) { rowMax[gid / 32] = mi; rowSum[gid / 32] = si; }
}
