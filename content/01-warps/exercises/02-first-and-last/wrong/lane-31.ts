// why: assumes every warp has 32 lanes, so partial warps never write `lasts`
export function kernel(input: int[], firsts: int[], lasts: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  const lane = tid % 32;
  const w = block * ((threads + 31) / 32) + tid / 32;
  if (lane == 0) {
    firsts[w] = input[gid];
  }
  if (lane == 31) {
    lasts[w] = input[gid];
  }
}
