// why: ranks the lane among __activemask() inside the branch: that is who runs together at that moment, not who took the branch, so a branch run in pieces numbers each piece from 0
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = gid % 32;
  const base = gid - lane;
  const v = values[gid];
  if (v > 0) {
    const here = __activemask();
    out[base + __popc(here & __lanemask_lt())] = v;
  }
}
