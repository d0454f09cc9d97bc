// why: reads lane 0 as if it were always the leader: when lane 0 skipped the branch it is outside the mask, and the value read is undefined
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const taken = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    out[gid] = __shfl_sync(taken, v, 0);
  }
}
