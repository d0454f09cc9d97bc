// why: linearises the grid from blockIdx.x and blockIdx.y only, so in a 3-D grid the blocks with blockIdx.z > 0 write over the first layer's
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x;
  const gid = block * threads + tid;
  const first = (tid / 32) * 32;
  startX[gid] = int(first % blockDim.x);
  startY[gid] = int((first / blockDim.x) % blockDim.y);
  startZ[gid] = int(first / (blockDim.x * blockDim.y));
}
