// why: leaves threadIdx.z out of the linear thread index, as if blocks were at most 2-D
export function kernel(input: int[], firsts: int[], lasts: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
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
