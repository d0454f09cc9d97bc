// Double buffering with one __syncthreads per step: step k reads buffer k&1 (own and next
// element, across warps) and writes buffer (k+1)&1. The write of step k+1 to buffer k&1 is
// ordered after step k's reads by step k's barrier. Valid.
export function kernel(inp: int[], out: int[]): void {
  const buf = __shared__<int>(128);
  const t = threadIdx.x;
  const N = blockDim.x;
  buf[t] = inp[t];
  __syncthreads();
  for (let k: uint = 0; k < 5; k++) {
    const cur = (k & 1) * N;
    const nxt = ((k + 1) & 1) * N;
    const v = buf[cur + t] * 3 + buf[cur + (t + 1) % N];
    buf[nxt + t] = v;
    __syncthreads();
  }
  out[t] = buf[N + t];
}
