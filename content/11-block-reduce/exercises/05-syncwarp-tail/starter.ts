// Block sum: __syncthreads() levels down to 64 values, then warp 0 alone with __syncwarp().
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
    // TODO: add s[tid + 32], then offsets 16, 8, 4, 2, 1, with __syncwarp() around each write
    if (tid == 0) {
      sums[blockIdx.x] = s[0];
    }
  }
}
