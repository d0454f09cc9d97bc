// __syncwarp() inside if (lane < 16). Verdict: E-MASK-PASSED at the __syncwarp.
export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane < 16) {
    out[lane] = 1;
    __syncwarp();
  }
}
