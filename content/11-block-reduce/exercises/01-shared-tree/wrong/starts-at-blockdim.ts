// why: off by one level: the first stride is blockDim.x, so every thread reads s[tid + blockDim.x], which no thread wrote
export function kernel(values: int[], sums: int[]) {
  const s = __shared__<int>(1024);
  const tid = threadIdx.x;
  s[tid] = values[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (let stride = blockDim.x; stride > 0; stride /= 2) {
    if (tid < stride) {
      s[tid] += s[tid + stride];
    }
    __syncthreads();
  }
  if (tid == 0) {
    sums[blockIdx.x] = s[0];
  }
}
