// why: forgets the wrap: for the highest lane of the branch __fns finds nothing (0xffffffff), and as a source lane that is lane 31, usually outside the mask
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  const taken = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    const next = __fns(taken, uint(lane), 2);
    out[gid] = __shfl_sync(taken, v, int(next));
  }
}
