// v = lane*3+1; __shfl_down_sync(FULL, v, 1): lane 31 keeps its own value.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const v: uint = lane * 3 + 1;
  out[blockIdx.x * blockDim.x + threadIdx.x] = __shfl_down_sync(FULL, v, 1);
}
