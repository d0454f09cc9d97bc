// why: a __syncthreads() in each arm of `if (tid < stride)`: the threads of a level meet at two different barriers, which the Programming Guide leaves undefined
export function kernel(values: int[], sums: int[]) {
  const s = __shared__<int>(1024);
  const tid = threadIdx.x;
  s[tid] = values[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (let stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (tid < stride) {
      s[tid] += s[tid + stride];
      __syncthreads();
    } else {
      __syncthreads();
    }
  }
  if (tid == 0) {
    sums[blockIdx.x] = s[0];
  }
}
