// Every lane adds lane+1 to c[0] with an atomicCAS retry loop, then __syncwarp(); the mask.
export function kernel(out: uint[], c: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let old: int = c[0];
  let assumed: int = 0;
  do {
    assumed = old;
    old = atomicCAS(c, 0, assumed, assumed + int(lane) + 1);
  } while (assumed != old);
  __syncwarp();
  out[g] = __activemask();
}
