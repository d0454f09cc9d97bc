// why: takes blockIdx.x as the block's index, so in a 2-D or 3-D grid several blocks write the same elements
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const gid = blockIdx.x * threads + tid;
  const first = (tid / 32) * 32;
  startX[gid] = int(first % blockDim.x);
  startY[gid] = int((first / blockDim.x) % blockDim.y);
  startZ[gid] = int(first / (blockDim.x * blockDim.y));
}
