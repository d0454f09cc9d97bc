// __activemask() in the cases of a switch (two labels share a body), and after it.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  switch (lane % 4) {
    case 0: out[g * 2 + 0] = __activemask(); break;
    case 1:
    case 2: out[g * 2 + 0] = __activemask() ^ 1; break;
    default: out[g * 2 + 0] = __activemask() ^ 2; break;
  }
  out[g * 2 + 1] = __activemask();
}
