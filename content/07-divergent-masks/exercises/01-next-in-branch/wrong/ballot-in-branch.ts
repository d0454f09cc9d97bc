// why: votes inside the branch with the full mask, to learn who is here: the lanes that skip the branch exit, so the vote's mask names lanes that pass it by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  if (v > 0) {
    const taken = __ballot_sync(FULL, true);
    const next = __fns(taken, uint(lane), 2);
    const src = next == 0xffffffff ? __ffs(int(taken)) - 1 : int(next);
    out[gid] = __shfl_sync(taken, v, src);
  }
}
