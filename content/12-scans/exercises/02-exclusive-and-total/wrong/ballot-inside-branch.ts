// why: votes the mask inside `if (gid < n)`, with the full mask: in the warp that straddles n the lanes past n pass the __ballot_sync by, so the mask it returns is undefined
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[], totals: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  if (gid < n) {
    const mask = __ballot_sync(FULL, true);   // the lanes with data
    const x = values[gid];
    let v = x;
    for (let d = 1; d < 32; d *= 2) {
      const t = __shfl_up_sync(mask, v, d);
      if (lane >= d) {
        v += t;
      }
    }
    out[gid] = v - x;
    totals[gid] = __shfl_sync(mask, v, 31 - __clz(mask));
  }
}
