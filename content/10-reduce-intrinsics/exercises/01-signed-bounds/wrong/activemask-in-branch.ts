// why: takes __activemask() inside the branch as the mask: it names the lanes that happen to run together there, which under Independent Thread Scheduling can be fewer than the lanes with data, so each group reduces over itself
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    const m = __activemask();
    const v = values[gid];
    lo[gid] = __reduce_min_sync(m, v);
    hi[gid] = __reduce_max_sync(m, v);
  }
}
