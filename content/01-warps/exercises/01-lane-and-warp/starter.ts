// Write each thread's lane to laneOut[gid] and its warp (within the block) to warpOut[gid].
export function kernel(laneOut: int[], warpOut: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  // TODO: the linear thread index within the block (x fastest, then y, then z)
  const tid: uint = 0;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  // TODO: write the lane and the warp of this thread
}
