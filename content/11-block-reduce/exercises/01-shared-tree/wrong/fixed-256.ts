// why: the tree starts at a hard-coded stride of 128, right only for blocks of 256 threads
export function kernel(values: int[], sums: int[]) {
  const s = __shared__<int>(1024);
  const tid = threadIdx.x;
  s[tid] = values[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (let stride = 128; stride > 0; stride /= 2) {
    if (tid < stride) {
      s[tid] += s[tid + stride];
    }
    __syncthreads();
  }
  if (tid == 0) {
    sums[blockIdx.x] = s[0];
  }
}
