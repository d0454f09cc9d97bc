// if (l%3 == 0) __activemask() else __activemask() ^ 0x80000000: each arm's own lanes.
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (l % 3 == 0) {
    out[g] = __activemask();
  } else {
    out[g] = __activemask() ^ 0x80000000;
  }
}
