// Lanes below 8 return; the rest read __activemask() (exited lanes are not active).
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  if (l < 8) return;
  out[blockIdx.x * blockDim.x + threadIdx.x] = __activemask();
}
