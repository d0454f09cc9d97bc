// Reference: the mask of the in-branch shuffle is the ballot of the branch's condition, taken
// before it; the source is the next set bit of that mask, wrapping to the lowest.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  const taken = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    const next = __fns(taken, uint(lane), 2);
    const src = next == 0xffffffff ? __ffs(int(taken)) - 1 : int(next);
    out[gid] = __shfl_sync(taken, v, src);
  }
}
