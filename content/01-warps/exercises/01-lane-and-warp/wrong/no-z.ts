// why: leaves threadIdx.z out of the linear thread index, as if blocks were at most 2-D
export function kernel(laneOut: int[], warpOut: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  laneOut[gid] = tid % 32;
  warpOut[gid] = tid / 32;
}
