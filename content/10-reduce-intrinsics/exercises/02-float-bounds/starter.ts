// Every lane writes the smallest and the largest of its warp's 32 floats.
const FULL: uint = 0xffffffff;

export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  // TODO: map v to an unsigned key that orders as the floats do, reduce the keys with
  // __reduce_min_sync and __reduce_max_sync, and map the results back to floats
  lo[gid] = v;
  hi[gid] = v;
}
