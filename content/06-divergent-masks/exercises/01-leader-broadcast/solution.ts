// Reference: the mask of the in-branch shuffle is the ballot of the branch's condition, taken before it.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const taken = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    const leader = __ffs(int(taken)) - 1;
    out[gid] = __shfl_sync(taken, v, leader);
  }
}
