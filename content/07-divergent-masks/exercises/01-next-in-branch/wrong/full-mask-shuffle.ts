// why: finds the source lane from the ballot but shuffles with the full mask inside the branch: the lanes that skip the branch exit, so the mask names lanes that pass the shuffle by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  const taken = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    const next = __fns(taken, uint(lane), 2);
    const src = next == 0xffffffff ? __ffs(int(taken)) - 1 : int(next);
    out[gid] = __shfl_sync(FULL, v, src);
  }
}
