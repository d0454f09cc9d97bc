// why: writes the inclusive scan: each lane's own value is counted in its prefix
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
  const total = __shfl_sync(FULL, v, 31);
  if (gid < n) {
    out[gid] = v;
    totals[gid] = total;
  }
}
