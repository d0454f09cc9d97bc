// why: guards with the warp lane (`lane >= d`) instead of the lane within the segment: the first lanes of every later segment add their own value
const FULL: uint = 0xffffffff;

export function kernel(values: int[], logSeg: int, out: int[], totals: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const seg = 1 << logSeg;
  const lane = int(threadIdx.x % 32);
  let v = values[gid];
  for (let d = 1; d < seg; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d, seg);
    if (lane >= d) {
      v += t;
    }
  }
  out[gid] = v;
  totals[gid] = __shfl_sync(FULL, v, seg - 1, seg);
}
