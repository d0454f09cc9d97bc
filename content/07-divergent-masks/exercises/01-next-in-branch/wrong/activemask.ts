// why: takes the mask and the next lane from __activemask() inside the branch: if the branch runs in pieces, each piece rotates on its own
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  if (v > 0) {
    const here = __activemask();
    const next = __fns(here, uint(lane), 2);
    const src = next == 0xffffffff ? __ffs(int(here)) - 1 : int(next);
    out[gid] = __shfl_sync(here, v, src);
  }
}
