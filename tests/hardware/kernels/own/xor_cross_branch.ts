// The Programming Guide's cross-branch exchange: __shfl_xor_sync(FULL, x, 16) with
// x = lane+100 in the `if` arm and x = lane+200 in the `else` arm.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  let u: uint;
  if (lane < 16) {
    u = __shfl_xor_sync(FULL, lane + 100, 16);
  } else {
    u = __shfl_xor_sync(FULL, lane + 200, 16);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = u;
}
