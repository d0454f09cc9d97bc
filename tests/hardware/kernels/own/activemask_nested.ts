// __activemask() in an `if`, in the arms of a nested if/else, after it, and after the outer `if`.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane < 24) {
    out[g * 4 + 0] = __activemask();
    if ((lane & 1) != 0) {
      out[g * 4 + 1] = __activemask();
    } else {
      out[g * 4 + 1] = __activemask() ^ 0x80000000;
    }
    out[g * 4 + 2] = __activemask();
  }
  out[g * 4 + 3] = __activemask();
}
