// why: takes blockIdx.x as the block's index, so the blocks of a 2-D grid's second row overwrite the first row's
export function kernel(laneOut: int[], warpOut: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const gid = blockIdx.x * threads + tid;
  laneOut[gid] = tid % 32;
  warpOut[gid] = tid / 32;
}
