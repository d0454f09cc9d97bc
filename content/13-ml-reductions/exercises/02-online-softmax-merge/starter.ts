// Lane 0 of each warp writes the merge of its warp's 32 (m, s) pairs.
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;

export function kernel(m: float[], s: float[], rowMax: float[], rowSum: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let mi = m[gid];
  let si = s[gid];
  // TODO: merge (mi, si) with the other lanes' pairs, two shuffles per step
  if (threadIdx.x % 32 == 0) {
    rowMax[gid / 32] = mi;
    rowSum[gid / 32] = si;
  }
}
