// The same loop written with a break.
export function kernel(out: uint[], c: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  while (true) {
    const v: int = atomicAdd(c, lane, 1);
    if (v >= int(lane & 3)) break;
  }
  out[g] = __activemask();
}
