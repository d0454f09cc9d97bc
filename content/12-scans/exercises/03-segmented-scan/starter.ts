// The warp is split into segments of seg = 1 << logSeg lanes. Every lane writes the
// inclusive scan of `values` within its segment, and its segment's total.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], logSeg: int, out: int[], totals: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const seg = 1 << logSeg;
  let v = values[gid];
  // TODO: scan within the segment, then read the segment's last lane
  out[gid] = v;
  totals[gid] = v;
}
