// __syncwarp() in a loop whose trip count is lane%4+1, then one more __syncwarp();
// the iteration count and __activemask() after it.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let n: uint = 0;
  for (let i: uint = 0; i <= (lane & 3); i++) {
    __syncwarp();
    n++;
  }
  __syncwarp();
  out[g * 2 + 0] = n;
  out[g * 2 + 1] = __activemask();
}
