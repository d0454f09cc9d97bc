// Thread 0 of each block writes the sum of the block's values to sums[blockIdx.x].
export function kernel(values: int[], sums: int[]) {
  const s = __shared__<int>(1024);
  const tid = threadIdx.x;
  s[tid] = values[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  // TODO: halve the active threads at each level: s[tid] += s[tid + stride], then a barrier
  if (tid == 0) {
    sums[blockIdx.x] = s[0];
  }
}
