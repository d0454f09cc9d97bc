// Reference: the scan runs with `width` = seg, so each segment behaves as its own small warp;
// the segment's total comes from its last lane.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], logSeg: int, out: int[], totals: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const seg = 1 << logSeg;
  const r = int(threadIdx.x % 32) % seg; // lane within the segment
  let v = values[gid];
  for (let d = 1; d < seg; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d, seg);
    if (r >= d) {
      v += t;
    }
  }
  out[gid] = v;
  totals[gid] = __shfl_sync(FULL, v, seg - 1, seg);
}
