// why: takes the lane and warp from threadIdx.x alone, as if every block were 1-D
export function kernel(laneOut: int[], warpOut: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  laneOut[gid] = threadIdx.x % 32;
  warpOut[gid] = threadIdx.x / 32;
}
