// Odd and even threads wait at different __syncthreads(). Verdict: E-BARRIER-SITES.
export function kernel(out: int[]) {
  const t: int = threadIdx.x;
  if ((t & 1) == 1) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  out[t] = 1;
}
