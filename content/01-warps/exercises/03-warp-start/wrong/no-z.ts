// why: un-linearises as if the block were 2-D: takes y as first / blockDim.x and z as 0
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  const first = (tid / 32) * 32;
  startX[gid] = int(first % blockDim.x);
  startY[gid] = int(first / blockDim.x);
  startZ[gid] = 0;
}
