// why: takes the mask and the leader from __activemask() inside the branch: if the branch runs in pieces, each piece elects its own leader
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  if (v > 0) {
    const here = __activemask();
    const leader = __ffs(int(here)) - 1;
    out[gid] = __shfl_sync(here, v, leader);
  }
}
