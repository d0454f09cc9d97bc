// Lane 0 of warp w writes firsts[w]; the last lane that exists in warp w writes lasts[w].
export function kernel(input: int[], firsts: int[], lasts: int[]) {
  const threads = blockDim.x * blockDim.y * blockDim.z;
  const tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const block = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  const gid = block * threads + tid;
  // TODO: this thread's lane and warp, the grid-wide warp number w,
  // and how many lanes this warp has.
}
