// Reference: block-wide levels down to 64 values, then warp 0 with __syncwarp (Programming Guide §20.6.2).
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
    let v = s[tid] + s[tid + 32];
    s[tid] = v;
    __syncwarp();
    for (let offset = 16; offset > 0; offset /= 2) {
      v += s[tid + offset];
      __syncwarp();
      s[tid] = v;
      __syncwarp();
    }
    if (tid == 0) {
      sums[blockIdx.x] = v;
    }
  }
}
