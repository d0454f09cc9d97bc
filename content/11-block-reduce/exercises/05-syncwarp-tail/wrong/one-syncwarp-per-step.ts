// why: one __syncwarp() after each unguarded `s[tid] += s[tid + offset]` (all 32 lanes run every step): the read of s[tid + offset] and its owner's write in the same step are still unordered
export function kernel(values: int[], sums: int[]) {
  const s = __shared__<int>(1024);
  const tid = threadIdx.x;
  s[tid] = values[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (let stride = blockDim.x / 2; stride > 32; stride /= 2) {
    if (tid < stride) {
      s[tid] += s[tid + stride];
    }
    __syncthreads();
  }
  if (tid < 32) {
    for (let offset = 32; offset > 0; offset /= 2) {
      s[tid] += s[tid + offset];
      __syncwarp();
    }
    if (tid == 0) {
      sums[blockIdx.x] = s[0];
    }
  }
}
