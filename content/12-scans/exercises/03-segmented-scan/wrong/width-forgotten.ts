// why: reads the total with `__shfl_sync(mask, v, seg - 1)` without `width`: srcLane seg - 1 then names a lane of the first segment, for every segment
const FULL: uint = 0xffffffff;

export function kernel(values: int[], logSeg: int, out: int[], totals: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const seg = 1 << logSeg;
  const r = int(threadIdx.x % 32) % seg;
  let v = values[gid];
  for (let d = 1; d < seg; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d, seg);
    if (r >= d) {
      v += t;
    }
  }
  out[gid] = v;
  totals[gid] = __shfl_sync(FULL, v, seg - 1);
}
