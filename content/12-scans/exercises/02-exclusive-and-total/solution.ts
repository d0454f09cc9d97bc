// Reference: every lane scans (lanes past n with 0); exclusive = inclusive - own value;
// the total is lane 31's inclusive sum.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[], totals: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = threadIdx.x % 32;
  let x = 0;
  if (gid < n) {
    x = values[gid];
  }
  let v = x;
  for (let d: uint = 1; d < 32; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d);
    if (lane >= d) {
      v += t;
    }
  }
  const total = __shfl_sync(FULL, v, 31);
  if (gid < n) {
    out[gid] = v - x;
    totals[gid] = total;
  }
}
