// why: un-linearises with the wrong divisor for y (divides by blockDim.y instead of blockDim.x)
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  const first = (tid / 32) * 32;
  startX[gid] = int(first % blockDim.x);
  startY[gid] = int((first / blockDim.y) % blockDim.y);
  startZ[gid] = int(first / (blockDim.x * blockDim.y));
}
