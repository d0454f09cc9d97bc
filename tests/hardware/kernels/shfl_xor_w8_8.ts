// v = lane*3+1; __shfl_xor_sync(FULL, v, 8, 8): the source is in the next segment for
// lanes 0-7 (own value kept) and in the previous one for lanes 8-15 (read).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const v: uint = lane * 3 + 1;
  out[blockIdx.x * blockDim.x + threadIdx.x] = __shfl_xor_sync(FULL, v, 8, 8);
}
