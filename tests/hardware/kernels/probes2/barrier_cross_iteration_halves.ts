// Twin of oracle/probes2/barrier_cross_iteration_halves.cu (<<<1, 32>>>, 1 word per
// thread): the two halves of one warp reach one __syncthreads() in different passes.
export function kernel(inp: uint[], out: uint[]): void {
  const s = __shared__<uint>(32);
  const t: uint = threadIdx.x;
  let r: uint = 0xffffffff;
  for (let i: uint = 0; i < 2 + inp[0]; i++) {
    if ((t >> 4) == i) {
      s[t] = t + 100 * i;
      __syncthreads();
      r = s[t ^ 16];
    }
  }
  out[t] = r;
}
