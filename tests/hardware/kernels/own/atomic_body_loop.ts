// An atomic in a loop whose trip count (lane & 3, plus one) is in a register; then the mask.
export function kernel(out: uint[], c: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  for (let i: uint = 0; i <= (lane & 3); i++) atomicAdd(c, 0, 1);
  out[g] = __activemask();
}
