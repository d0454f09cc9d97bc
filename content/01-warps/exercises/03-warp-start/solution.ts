// Reference: lane 0 of warp w has linear index 32·w; un-linearise it with the block's shape.
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  const first = (tid / 32) * 32;
  startX[gid] = int(first % blockDim.x);
  startY[gid] = int((first / blockDim.x) % blockDim.y);
  startZ[gid] = int(first / (blockDim.x * blockDim.y));
}
