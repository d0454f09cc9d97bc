// Nested loops: lanes break out of the inner loop at different j; after it, every lane.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let n: uint = 0;
  for (let i: uint = 0; i < 3; i++) {
    for (let j: uint = 0; j < 3; j++) {
      if (j == (lane + i) % 3) break;
      n += 1;
    }
    out[g * 4 + i] = __activemask();
  }
  out[g * 4 + 3] = n;
}
