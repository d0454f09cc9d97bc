// The shared histogram with both barriers. Valid.
export function kernel(inp: int[], out: int[]): void {
  const hist = __shared__<int>(8);
  const t = threadIdx.x;
  if (t < 8) {
    hist[t] = 0;
  }
  __syncthreads();
  atomicAdd(hist, inp[blockIdx.x * blockDim.x + t] & 7, 1);
  __syncthreads();
  if (t < 8) {
    atomicAdd(out, t, hist[t]);
  }
}
