// why: the __syncthreads() of each level sits inside `if (tid < stride)`: the threads that skip the addition pass the barrier by, which the Programming Guide leaves undefined
export function kernel(values: int[], sums: int[]) {
  const s = __shared__<int>(1024);
  const tid = threadIdx.x;
  s[tid] = values[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (let stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (tid < stride) {
      s[tid] += s[tid + stride];
      __syncthreads();
    }
  }
  if (tid == 0) {
    sums[blockIdx.x] = s[0];
  }
}
