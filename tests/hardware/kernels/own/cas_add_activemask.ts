// Every lane adds lane+1 to one word with an atomicCAS retry loop; then the active mask
// after the loop, and after the barrier the word.
export function kernel(out: uint[], acc: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let old: int = acc[0];
  let assumed: int = 0;
  do {
    assumed = old;
    old = atomicCAS(acc, 0, assumed, assumed + int(lane) + 1);
  } while (assumed != old);
  out[2 * g] = __activemask();
  __syncthreads();
  out[2 * g + 1] = uint(acc[0]);
}
