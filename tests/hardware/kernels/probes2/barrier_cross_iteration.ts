// Twin of oracle/probes2/barrier_cross_iteration.cu (<<<1, 64>>>, 1 word per thread): one
// __syncthreads() inside if (warp == i) in a loop over i.
export function kernel(inp: uint[], out: uint[]): void {
  const s = __shared__<uint>(64);
  const t: uint = threadIdx.x;
  const wid: uint = t >> 5;
  let r: uint = 0xffffffff;
  for (let i: uint = 0; i < 2 + inp[0]; i++) {
    if (wid == i) {
      s[t] = t + 100 * i;
      __syncthreads();
      r = s[t ^ 32];
    }
  }
  out[t] = r;
}
