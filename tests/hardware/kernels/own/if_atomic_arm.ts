// An atomic in one arm of an if; then the mask.
export function kernel(out: uint[], c: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if ((lane & 1) != 0) atomicAdd(c, 0, 1);
  out[g] = __activemask();
}
