// d = double(lane+1)/3: __shfl_down_sync(d,3), __shfl_xor_sync(d,5), __shfl_sync(d,31-lane),
// __shfl_up_sync(d,1,8). Warp TS has no double bit cast, so the results go to `dout`
// (4 per thread); the harness compares their binary64 bits with the reading's
// high and low words.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[], dout: double[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const d: double = double(lane + 1) / double(3);
  dout[g * 4 + 0] = __shfl_down_sync(FULL, d, 3);
  dout[g * 4 + 1] = __shfl_xor_sync(FULL, d, 5);
  dout[g * 4 + 2] = __shfl_sync(FULL, d, 31 - int(lane));
  dout[g * 4 + 3] = __shfl_up_sync(FULL, d, 1, 8);
}
