// Only values[i] with i < n are data. Each thread with gid < n writes the exclusive
// prefix sum of its warp's data to out[gid], and the warp's total to totals[gid].
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[], totals: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = threadIdx.x % 32;
  if (gid < n) {
    let v = values[gid];
    // TODO: exclusive scan and total; every lane of the warp must take part
    out[gid] = v;
    totals[gid] = v;
  }
}
