// v = lane*3+1; __shfl_sync(FULL, v, 3, 8): lane 3 of each 8-lane segment.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const v: uint = lane * 3 + 1;
  out[blockIdx.x * blockDim.x + threadIdx.x] = __shfl_sync(FULL, v, 3, 8);
}
