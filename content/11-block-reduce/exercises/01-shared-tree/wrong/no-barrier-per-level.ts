// why: one __syncthreads() after the stores but none between the levels: a thread reads s[tid + stride] while its owner may still be adding to it
export function kernel(values: int[], sums: int[]) {
  const s = __shared__<int>(1024);
  const tid = threadIdx.x;
  s[tid] = values[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (let stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (tid < stride) {
      s[tid] += s[tid + stride];
    }
  }
  if (tid == 0) {
    sums[blockIdx.x] = s[0];
  }
}
