// A loop that leaves on what an atomic returned (each lane its own counter: lane & 3, plus
// one, trips); then the mask.
export function kernel(out: uint[], c: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let v: int = 0;
  do {
    v = atomicAdd(c, lane, 1);
  } while (v < int(lane & 3));
  out[g] = __activemask();
}
