// __activemask() per iteration of a loop that lanes leave with `break`, and after it.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  for (let i: uint = 0; i < 4; i++) {
    if ((lane & 3) == i) break;
    out[g * 5 + i] = __activemask();
  }
  out[g * 5 + 4] = __activemask();
}
