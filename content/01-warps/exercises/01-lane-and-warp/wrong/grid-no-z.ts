// why: linearises the grid from blockIdx.x and blockIdx.y only, so in a 3-D grid the blocks with blockIdx.z > 0 overwrite those of the first layer
export function kernel(laneOut: int[], warpOut: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x;
  const gid = block * threads + tid;
  laneOut[gid] = tid % 32;
  warpOut[gid] = tid / 32;
}
