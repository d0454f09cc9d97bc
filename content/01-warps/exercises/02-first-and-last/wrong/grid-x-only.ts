// why: takes blockIdx.x as the block's index, so in a 2-D or 3-D grid several blocks write the same warps
export function kernel(input: int[], firsts: int[], lasts: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x;
  const gid = block * threads + tid;
  const lane = tid % 32;
  const warp = tid / 32;
  const w = block * ((threads + 31) / 32) + warp;
  let lanesHere = threads - warp * 32;
  if (lanesHere > 32) {
    lanesHere = 32;
  }
  if (lane == 0) {
    firsts[w] = input[gid];
  }
  if (lane == lanesHere - 1) {
    lasts[w] = input[gid];
  }
}
