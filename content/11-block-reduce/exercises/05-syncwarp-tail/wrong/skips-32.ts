// why: off by one level: the block-wide loop stops at 64 values but the warp starts at offset 16, so s[32..63] are never added
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
    let v = s[tid];
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
