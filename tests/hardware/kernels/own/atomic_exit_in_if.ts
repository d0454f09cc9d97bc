// The atomic-exit loop inside if (lane < 16): the mask after the loop and after the if.
export function kernel(out: uint[], c: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane < 16) {
    let v: int = 0;
    do {
      v = atomicAdd(c, lane, 1);
    } while (v < int(lane & 3));
    out[2 * g] = __activemask();
  } else {
    out[2 * g] = 0;
  }
  out[2 * g + 1] = __activemask();
}
