// Threads with gid < n write the smallest and the largest of their warp's data (values[i], i < n).
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, lo: int[], hi: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    const v = values[gid];
    // TODO: one __reduce_min_sync and one __reduce_max_sync, made by every lane of the warp
    lo[gid] = v;
    hi[gid] = v;
  }
}
