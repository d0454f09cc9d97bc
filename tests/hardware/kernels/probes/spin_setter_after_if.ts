// Twin of oracle/probes/spin_setter_after_if.cu (<<<1, 32>>>, out[lane]): lanes 1-31 spin inside
// `if (l != 0)`; lane 0 sets the flag only after that if, past its reconvergence point.
export function kernel(out: uint[], flag: int[]): void {
  const l: uint = threadIdx.x & 31;
  if (l != 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[l] = 1;
  }
  if (l == 0) {
    atomicExch(flag, 0, 1);
    out[0] = 2;
  }
}
