// why: takes the kept lanes from __activemask() inside the branch: it returns whoever happens to run together, which ITS does not promise is every lane that took the branch
export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  if (v > 0) {
    const kept = __activemask();
    out[gid - lane + __popc(kept & __lanemask_lt())] = v;
  }
}
