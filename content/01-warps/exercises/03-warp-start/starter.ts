// Every thread writes the threadIdx (x, y, z) of lane 0 of its own warp.
export function kernel(startX: int[], startY: int[], startZ: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  // TODO: the linear index of lane 0 of this warp, turned back into (x, y, z).
}
