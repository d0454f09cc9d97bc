// why: makes the scan exclusive by shifting the inclusive sums up one lane, but forgets that lane 0 keeps its own value instead of 0
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[], totals: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = threadIdx.x % 32;
  let v = 0;
  if (gid < n) {
    v = values[gid];
  }
  for (let d: uint = 1; d < 32; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d);
    if (lane >= d) {
      v += t;
    }
  }
  const exclusive = __shfl_up_sync(FULL, v, 1);
  const total = __shfl_sync(FULL, v, 31);
  if (gid < n) {
    out[gid] = exclusive;
    totals[gid] = total;
  }
}
