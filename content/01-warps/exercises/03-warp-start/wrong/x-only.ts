// why: cuts warps from threadIdx.x alone, as if the block were 1-D
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  startX[gid] = int((threadIdx.x / 32) * 32);
  startY[gid] = int(threadIdx.y);
  startZ[gid] = int(threadIdx.z);
}
