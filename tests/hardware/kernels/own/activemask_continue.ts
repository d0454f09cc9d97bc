// __activemask() per iteration of a loop whose lanes skip iterations with `continue`.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  for (let i: uint = 0; i < 4; i++) {
    if ((lane + i) % 3 == 0) continue;
    out[g * 5 + i] = __activemask();
  }
  out[g * 5 + 4] = __activemask();
}
