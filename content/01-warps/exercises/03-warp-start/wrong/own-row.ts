// why: assumes a warp is one row of the block (starts at x = 0 of the thread's own row)
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  startX[gid] = 0;
  startY[gid] = int(threadIdx.y);
  startZ[gid] = int(threadIdx.z);
}
