// why: makes the calls only in the lanes with data but keeps the full mask: in the warp that straddles n the mask names lanes that pass the calls by and exit, which is undefined
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    const v = values[gid];
    lo[gid] = __reduce_min_sync(FULL, v);
    hi[gid] = __reduce_max_sync(FULL, v);
  }
}
