// why: forgets `width`, so lanes near the end of a group read the next group instead of wrapping
const FULL: uint = 0xffffffff;

export function kernel(values: int[], r: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  out[gid] = __shfl_sync(FULL, values[gid], lane + r);
}
