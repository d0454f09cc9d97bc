// A tree reduction with __syncthreads() inside if (tid < stride).
// Verdict: E-BARRIER-PASSED at the inner barrier (an H200 completes it and sums right).
export function kernel(inp: float[], out: float[]) {
  const tid: int = threadIdx.x;
  const s = __shared__<float>(64);
  s[tid] = inp[tid];
  __syncthreads();
  for (let stride: int = 32; stride > 0; stride >>= 1) {
    if (tid < stride) {
      s[tid] += s[tid + stride];
      __syncthreads();
    }
  }
  if (tid == 0) out[0] = s[0];
}
