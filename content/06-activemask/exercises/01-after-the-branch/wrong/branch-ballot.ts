// why: uses the ballot of the branch's condition (the lanes that took it) as the mask after the branch, where every lane calls: the others call with a mask that excludes them
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let x = values[gid];
  const negative = __ballot_sync(FULL, x < 0);
  if (x < 0) {
    x = -x;
  }
  out[gid] = x + __shfl_xor_sync(negative, x, 1);
}
