// why: scans the whole warp (d up to 16, no `width`, warp-lane guard): the sums run across segment boundaries
const FULL: uint = 0xffffffff;

export function kernel(values: int[], logSeg: int, out: int[], totals: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const seg = 1 << logSeg;
  const lane = int(threadIdx.x % 32);
  let v = values[gid];
  for (let d = 1; d < 32; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d);
    if (lane >= d) {
      v += t;
    }
  }
  out[gid] = v;
  totals[gid] = __shfl_sync(FULL, v, seg - 1, seg);
}
