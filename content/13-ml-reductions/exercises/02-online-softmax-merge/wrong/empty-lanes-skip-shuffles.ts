// why: lanes with an empty chunk skip the merge loop, but its shuffles name them in the full mask
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;
export function kernel(m: float[], s: float[], rowMax: float[], rowSum: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let mi = m[gid];
  let si = s[gid];
  if (mi != NEG_INF) {
    for (let o = 16; o >= 1; o /= 2) {
      const mo = __shfl_xor_sync(FULL, mi, o);
      const so = __shfl_xor_sync(FULL, si, o);
      const M = fmaxf(mi, mo);
      si = si * expf(mi - M) + (mo == NEG_INF ? 0.0 : so * expf(mo - M));
      mi = M;
    }
  }
  if (threadIdx.x % 32 == 0) { rowMax[gid / 32] = mi; rowSum[gid / 32] = si; }
}
