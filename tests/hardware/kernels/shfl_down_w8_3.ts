// v = lane*3+1; __shfl_down_sync(FULL, v, 3, 8): the last 3 lanes of each segment keep theirs.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const v: uint = lane * 3 + 1;
  out[blockIdx.x * blockDim.x + threadIdx.x] = __shfl_down_sync(FULL, v, 3, 8);
}
