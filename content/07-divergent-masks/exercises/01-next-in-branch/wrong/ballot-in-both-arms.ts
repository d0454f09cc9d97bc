// why: votes inside the branch, and makes the lanes that skip it vote false in the else so that the full mask is met: the two arms' votes pair across call sites instead of one vote before the branch
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
  } else {
    __ballot_sync(FULL, false);
  }
}
