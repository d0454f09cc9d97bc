// why: takes the last warp's lane count as `threads % 32`, which is 0, not 32, when the block is a multiple of 32 threads
export function kernel(input: int[], firsts: int[], lasts: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  const lane = tid % 32;
  const warp = tid / 32;
  const warps = (threads + 31) / 32;
  const w = block * warps + warp;
  let lanesHere = 32;
  if (warp == warps - 1) {
    lanesHere = threads % 32;
  }
  if (lane == 0) {
    firsts[w] = input[gid];
  }
  if (lane == lanesHere - 1) {
    lasts[w] = input[gid];
  }
}
