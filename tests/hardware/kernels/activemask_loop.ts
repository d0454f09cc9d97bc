// for (i = 0; i < l%4 + 1; i++) slot i = __activemask(): at iteration i, the lanes still
// iterating. Untouched slots keep the buffer's filler (0xeeeeeeee in this reading).
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  for (let i: uint = 0; i < l % 4 + 1; i++) {
    out[g * 4 + i] = __activemask();
  }
}
