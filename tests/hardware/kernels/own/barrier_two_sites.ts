// Odd and even threads wait at two different __syncthreads() call sites.
export function kernel(out: uint[]): void {
  const s = __shared__<uint>(64);
  const t: uint = threadIdx.x;
  const g: uint = blockIdx.x * blockDim.x + t;
  s[t] = t * 5;
  if ((t & 1) != 0) {
    __syncthreads(); // @sites
  } else {
    __syncthreads(); // @sites
  }
  out[g] = s[t ^ 1];
}
