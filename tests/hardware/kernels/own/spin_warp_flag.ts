// Warp 0 spins until warp 1 of the block sets a flag.
export function kernel(out: uint[], flag: int[]): void {
  const t: uint = threadIdx.x;
  const g: uint = blockIdx.x * blockDim.x + t;
  if (t < 32) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[g] = 1;
  } else {
    atomicExch(flag, 0, 1);
    out[g] = 2;
  }
}
