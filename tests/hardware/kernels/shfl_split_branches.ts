// if (l < 16) __shfl_sync(FULL, v, l+16) else __shfl_sync(FULL, v, l-16): two call sites
// of one shuffle pair up (sm_70+).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const v: uint = l * 3 + 1;
  let r: uint;
  if (l < 16) {
    r = __shfl_sync(FULL, v, int(l) + 16);
  } else {
    r = __shfl_sync(FULL, v, int(l) - 16);
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
