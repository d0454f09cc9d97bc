// why: the scan and the total run inside `if (gid < n)` with the full mask, the total read from the last lane that has data: in the warp that straddles n the lanes past n pass every shuffle by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[], totals: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  if (gid < n) {
    const x = values[gid];
    let v = x;
    for (let d = 1; d < 32; d *= 2) {
      const t = __shfl_up_sync(FULL, v, d);
      if (lane >= d) {
        v += t;
      }
    }
    const last = min(31, n - 1 - (gid - lane));
    out[gid] = v - x;
    totals[gid] = __shfl_sync(FULL, v, last);
  }
}
