// why: assumes each row of a 2-D block (each threadIdx.y) is one warp
export function kernel(laneOut: int[], warpOut: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  laneOut[gid] = threadIdx.x;
  warpOut[gid] = threadIdx.y;
}
