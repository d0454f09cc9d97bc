// why: numbers warps by gid / 32, as if a warp could continue into the next block
export function kernel(input: int[], firsts: int[], lasts: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  const lane = gid % 32;
  const w = gid / 32;
  let lanesHere = threads * gridDim.x - w * 32;
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
