// Tree reduction of 64 values with __syncthreads() inside if (t < stride): at each stride
// the threads outside the condition pass the barrier by and, later, exit.
export function kernel(out: uint[], inp: uint[]): void {
  const s = __shared__<uint>(64);
  const t: uint = threadIdx.x;
  const g: uint = blockIdx.x * blockDim.x + t;
  s[t] = inp[t];
  __syncthreads();
  for (let stride: uint = 32; stride > 0; stride >>= 1) {
    if (t < stride) {
      s[t] += s[t + stride];
      __syncthreads(); // @passed
    }
  }
  if (t == 0) out[g] = s[0];
}
