// why: reads lane - 1 with __shfl_sync; for lane 0 that is -1, which wraps to lane 31 instead of giving nothing
const FULL: uint = 0xffffffff;

export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  out[gid] = __shfl_sync(FULL, values[gid], lane - 1);
}
