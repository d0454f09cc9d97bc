// Reference: srcLane = lane + r, taken modulo width within the caller's 8-lane segment.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], r: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  out[gid] = __shfl_sync(FULL, values[gid], lane + r, 8);
}
