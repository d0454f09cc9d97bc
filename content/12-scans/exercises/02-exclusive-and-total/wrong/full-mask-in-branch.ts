// why: the whole scan is inside `if (gid < n)` with the full mask: in the warp that straddles n, the lanes past n pass every shuffle by (and the total is read from lane 31, which has left)
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[], totals: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = threadIdx.x % 32;
  if (gid < n) {
    const x = values[gid];
    let v = x;
    for (let d: uint = 1; d < 32; d *= 2) {
      const t = __shfl_up_sync(FULL, v, d);
      if (lane >= d) {
        v += t;
      }
    }
    out[gid] = v - x;
    totals[gid] = __shfl_sync(FULL, v, 31);
  }
}
