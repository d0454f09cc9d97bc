// if (l < 16) __shfl_down_sync(0xffff, v, 1) else -1: lane 15 reads lane 16, which is
// outside the mask (undefined value).
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const v: uint = l * 3 + 1;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < 16) {
    const r: uint = __shfl_down_sync(0xffff, v, 1);
    out[g] = r; // @ub-store
  } else {
    out[g] = uint(-1);
  }
}
