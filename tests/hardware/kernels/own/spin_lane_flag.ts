// ITS forward progress: lanes 1-31 spin until lane 0 of their own warp sets a flag.
export function kernel(out: uint[], flag: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane != 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[g] = 1;
  } else {
    atomicExch(flag, 0, 1);
    out[g] = 2;
  }
}
