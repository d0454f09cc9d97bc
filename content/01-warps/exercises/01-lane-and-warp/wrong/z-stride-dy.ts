// why: multiplies threadIdx.z by blockDim.y alone instead of blockDim.x * blockDim.y
export function kernel(laneOut: int[], warpOut: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  laneOut[gid] = tid % 32;
  warpOut[gid] = tid / 32;
}
